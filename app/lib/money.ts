// Money is integer paise everywhere (₹1 = 100 paise): amounts are added, split and compared as integers, and only
// written out here. No floats touch a stored amount.

// Where a comma may stand in an amount staff type: nowhere ('120000'), in Indian grouping ('1,20,000': three digits
// last, twos before) or in international grouping ('120,000'). Both groupings spell the same digits, so reading either
// cannot change the amount; a comma anywhere else ('7,0,0,0', '70,00', ',700', '7000,') is a slip of the finger or a
// decimal comma, and is refused rather than guessed at.
const GROUPED_RUPEES = /^(?:\d+|[1-9]\d?(?:,\d{2})*,\d{3}|[1-9]\d{0,2}(?:,\d{3})+)$/

/**
 * Whole rupees as staff type them without their commas ('1,20,000' → '120000'); undefined when a comma is misplaced or
 * anything but digits and commas is there.
 */
export function ungroupRupees(text: string): string | undefined {
  return GROUPED_RUPEES.test(text) ? text.replaceAll(',', '') : undefined
}

/**
 * '7000', '7,000.5' or '1,20,000.50' (rupees, as staff type them) → 700000, 700050 or 12000050 paise; undefined for
 * anything else: a misplaced comma, more than two digits of paise, a sign, more than 9 digits of rupees.
 */
export function paiseFromRupees(text: string): number | undefined {
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  const rupees = match ? ungroupRupees(match[1]!) : undefined
  if (!match || rupees === undefined || rupees.length > 9) return undefined
  return Number(rupees) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

function groupedRupees(abs: number): string {
  const rupees = String(Math.floor(abs / 100))
  const head = rupees.slice(0, -3)
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}` : rupees
}

/** 700050 → '₹7,000.50'; whole rupees without paise ('₹7,000'), Indian grouping, a minus sign for a credit. */
export function formatPaise(paise: number): string {
  const abs = Math.abs(paise)
  const rest = abs % 100
  return `${paise < 0 ? '-' : ''}₹${groupedRupees(abs)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}

/** 700000 → '7,000.00': an amount column of a tax document, always with paise, no symbol (the column says INR). */
export function formatAmount(paise: number): string {
  const abs = Math.abs(paise)
  return `${paise < 0 ? '-' : ''}${groupedRupees(abs)}.${String(abs % 100).padStart(2, '0')}`
}

/** 700050 → '7000.50': the plain decimal a UPI link's `am` and an accountant's CSV expect. */
export function decimalRupees(paise: number): string {
  const abs = Math.abs(paise)
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in Indian words: 150000 → 'One Lakh Fifty Thousand'. */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  if (crore) parts.push(`${indianWords(crore)} Crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** An invoice's amount in words: 700050 → 'Indian Rupees Seven Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100)
  const rest = Math.abs(paise) % 100
  return `Indian Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`
}
