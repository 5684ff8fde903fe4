const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** '2025-01-10' → '10 January 2025'. */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}

/** 100000 → '₹1,00,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount)
}

const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** An ISO instant as Bengaluru time: '4 Mar 2025, 3:35 pm IST'. */
export function formatIst(iso: string): string {
  return `${istFormat.format(new Date(iso))} IST`
}
