// The fee account: what an enrolment owes and has paid, derived from its entries, and the rules no entry may break
// (docs/decisions/024-one-fee-account.md). Pure: the store reads the entries and writes new ones inside a
// transaction, and asks this module what the figures are and whether the account still holds. Every page, mail and
// report takes its money figures from here; nothing else subtracts one amount from another.

import { SEAT_HOLDING, type EnrolmentState } from '~/lib/batch-states'
import { splitGst, type TaxSplit } from '~/lib/gst'
import type { GstStateCode } from '~/content/gst-states'

export type EntryKind = 'payment' | 'cancellation' | 'refund'

const TAX_PARTS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise'] as const
type TaxPart = (typeof TAX_PARTS)[number]

/** How a document's total divides into taxable value, each tax and the round-off; negative on a credit note. */
export interface TaxParts {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  roundOffPaise: number
}

/** One ledger entry as the rules see it. A payment is positive; a cancellation or refund negative. */
export interface AccountEntry extends TaxParts {
  id: string
  kind: EntryKind
  amountPaise: number
  /** The payment (invoice) a cancellation or refund credits; null on a payment and on refunds before migration 022. */
  creditsId: string | null
  placeOfSupply: string
  onDay: string
}

/** One instalment of a fee plan: an amount due by a day. */
export interface Instalment {
  amountPaise: number
  dueOn: string
}

export interface AccountInput {
  feePaise: number
  discountPaise: number
  instalments: readonly Instalment[]
  state: EnrolmentState
  entries: readonly AccountEntry[]
}

/** Where one payment stands: what has been credited against it and what is left to refund. */
export interface PaymentStanding {
  id: string
  amountPaise: number
  onDay: string
  placeOfSupply: string
  cancelled: boolean
  refundedPaise: number
  /** What a refund may still return of this payment (0 once cancelled or refunded in full). */
  leftPaise: number
  /** A payment can be cancelled (as recorded in error) only while nothing has been credited against it. */
  cancellable: boolean
}

export interface AccountFigures {
  /** The fee less the discount. */
  duePaise: number
  /** Payments that stand: payments less cancellations. */
  receivedPaise: number
  /** Money paid back, as a positive amount. */
  refundedPaise: number
  /** What the company holds: received less refunded. */
  netPaise: number
  /** What is still to pay: nothing once withdrawn. */
  balancePaise: number
  /** The first instalment not yet covered by what is held, with what is left of it; null when nothing is due. */
  nextDue: Instalment | null
  payments: PaymentStanding[]
}

/** Whether money may be asked for or taken: only an enrolment that holds a seat. */
export function holdsSeat(state: EnrolmentState): boolean {
  return SEAT_HOLDING.includes(state)
}

/** What is still due of each instalment once `heldPaise` is applied to them in order. */
export function nextInstalmentDue(instalments: readonly Instalment[], heldPaise: number): Instalment | null {
  let covered = heldPaise
  for (const instalment of instalments) {
    if (covered >= instalment.amountPaise) {
      covered -= instalment.amountPaise
      continue
    }
    return { amountPaise: instalment.amountPaise - covered, dueOn: instalment.dueOn }
  }
  return null
}

/** The plan when staff set none: the fee less any discount, due the day before the batch starts. */
export function defaultInstalments(duePaise: number, startsOn: string): Instalment[] {
  const day = new Date(`${startsOn}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return [{ amountPaise: duePaise, dueOn: day.toISOString().slice(0, 10) }]
}

/** Whether an instalment still owed has passed its day (India's calendar day `today`): the one test of "overdue". */
export function isOverdue(next: Instalment | null, today: string): boolean {
  return next !== null && next.dueOn < today
}

/**
 * Each payment's standing. A credit names its payment; a refund stored before credits named one (migration 022 could
 * not link it) is applied to the newest payments with something left, as it was paid back.
 */
function standings(entries: readonly AccountEntry[]): PaymentStanding[] {
  const payments = entries
    .filter((e) => e.kind === 'payment')
    .map((p) => ({
      id: p.id,
      amountPaise: p.amountPaise,
      onDay: p.onDay,
      placeOfSupply: p.placeOfSupply,
      cancelled: false,
      refundedPaise: 0,
      leftPaise: p.amountPaise,
      cancellable: true,
    }))
  const byId = new Map(payments.map((p) => [p.id, p]))
  for (const credit of entries) {
    if (credit.kind === 'payment') continue
    const target = credit.creditsId ? byId.get(credit.creditsId) : undefined
    if (credit.kind === 'cancellation' && target) {
      target.cancelled = true
      target.leftPaise += credit.amountPaise
    } else if (target) {
      target.refundedPaise -= credit.amountPaise
      target.leftPaise += credit.amountPaise
    } else {
      let rest = -credit.amountPaise
      for (const p of [...payments].reverse()) {
        const take = Math.min(rest, Math.max(p.leftPaise, 0))
        p.refundedPaise += take
        p.leftPaise -= take
        rest -= take
      }
    }
  }
  for (const p of payments) p.cancellable = !p.cancelled && p.refundedPaise === 0
  return payments
}

/** The account's figures, derived from its entries alone. */
export function accountFigures(account: AccountInput): AccountFigures {
  const sum = (kinds: EntryKind[]) =>
    account.entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountPaise, 0)
  const duePaise = account.feePaise - account.discountPaise
  const receivedPaise = sum(['payment', 'cancellation'])
  const refundedPaise = -sum(['refund'])
  const netPaise = receivedPaise - refundedPaise
  const withdrawn = account.state === 'withdrawn'
  return {
    duePaise,
    receivedPaise,
    refundedPaise,
    netPaise,
    balancePaise: withdrawn ? 0 : duePaise - netPaise,
    nextDue: withdrawn ? null : nextInstalmentDue(account.instalments, netPaise),
    payments: standings(account.entries),
  }
}

/**
 * What must always be true of an account; each broken rule in words (none: the account holds). The store checks this
 * after every write, inside the write's transaction, and rolls the write back when it fails.
 */
export function accountViolations(account: AccountInput): string[] {
  const figures = accountFigures(account)
  const broken: string[] = []
  if (account.discountPaise < 0 || account.discountPaise >= account.feePaise)
    broken.push('the discount is below zero or not below the fee')
  if (figures.netPaise < 0) broken.push('net received is below zero')
  if (figures.netPaise > figures.duePaise) broken.push('net received is above the fee after discount')
  const planned = account.instalments.reduce((total, x) => total + x.amountPaise, 0)
  if (planned !== figures.duePaise) broken.push('the instalments do not add up to the fee after discount')
  const byId = new Map(account.entries.map((e) => [e.id, e]))
  const cancellations = new Map<string, number>()
  for (const entry of account.entries) {
    if (TAX_PARTS.reduce((total, part) => total + entry[part], 0) !== entry.amountPaise)
      broken.push(`entry ${entry.id}'s parts do not add up`)
    if (entry.kind === 'payment') {
      if (entry.amountPaise <= 0 || entry.creditsId !== null) broken.push(`payment ${entry.id} is not a plain payment`)
      continue
    }
    if (entry.amountPaise >= 0) broken.push(`credit ${entry.id} is not negative`)
    if (entry.kind === 'cancellation') {
      if (!entry.creditsId) broken.push(`cancellation ${entry.id} names no payment`)
      else cancellations.set(entry.creditsId, (cancellations.get(entry.creditsId) ?? 0) + 1)
    }
    const invoice = entry.creditsId ? byId.get(entry.creditsId) : undefined
    if (entry.creditsId && invoice?.kind !== 'payment')
      broken.push(`credit ${entry.id} names no payment of this account`)
    if (invoice && entry.placeOfSupply !== invoice.placeOfSupply)
      broken.push(`credit ${entry.id} has another place of supply than its invoice`)
  }
  for (const invoice of account.entries.filter((e) => e.kind === 'payment')) {
    const credits = account.entries.filter((e) => e.kind !== 'payment' && e.creditsId === invoice.id)
    for (const part of TAX_PARTS) {
      const left = invoice[part] + credits.reduce((total, c) => total + c[part], 0)
      if (credits.some((c) => c[part] > 0 || (invoice[part] === 0 && c[part] !== 0)))
        broken.push(`a credit of ${invoice.id} reverses a tax kind its invoice lacks, or adds to one`)
      if (left < 0 || left > invoice[part])
        broken.push(`the credits of ${invoice.id} reverse more ${part} than it charged`)
    }
  }
  for (const p of figures.payments) {
    if (p.leftPaise < 0) broken.push(`more than payment ${p.id} was credited`)
    if ((cancellations.get(p.id) ?? 0) > 1) broken.push(`payment ${p.id} was cancelled twice`)
    if (p.cancelled && (p.refundedPaise !== 0 || p.leftPaise !== 0))
      broken.push(`payment ${p.id} was both refunded and cancelled`)
  }
  return broken
}

/** How a refund of `amountPaise` is spread over the payments it returns: the newest first, each at most what is left. */
export function refundAllocation(
  payments: readonly PaymentStanding[],
  amountPaise: number,
): { payment: PaymentStanding; amountPaise: number }[] | undefined {
  const parts: { payment: PaymentStanding; amountPaise: number }[] = []
  let rest = amountPaise
  for (const payment of [...payments].reverse()) {
    if (rest === 0) break
    const take = Math.min(rest, payment.leftPaise)
    if (take > 0) parts.push({ payment, amountPaise: take })
    rest -= take
  }
  return rest === 0 ? parts : undefined
}

/**
 * The tax a credit of `amountPaise` against an invoice reverses: the invoice's own kinds at its place of supply. The
 * credit that brings the invoice to nothing reverses exactly what is left of each part, so the credits of an invoice
 * always add up to its tax to the paisa.
 */
export function creditTax(
  invoice: TaxParts & { amountPaise: number; placeOfSupply: string },
  earlierCredits: readonly TaxParts[],
  amountPaise: number,
): TaxParts {
  const left = Object.fromEntries(
    TAX_PARTS.map((part) => [part, invoice[part] + earlierCredits.reduce((total, c) => total + c[part], 0)]),
  ) as Record<TaxPart, number>
  const leftTotal = TAX_PARTS.reduce((total, part) => total + left[part], 0)
  if (amountPaise > leftTotal) throw new RangeError(`A credit of ${amountPaise} paise exceeds the ${leftTotal} left.`)
  if (amountPaise === leftTotal) return partsOf(TAX_PARTS.map((part) => -left[part]))
  // A part: the invoice's split of the amount, each part kept within what is left of it (the odd paisa a rounding
  // would take past it goes to the parts that have room, the taxable value first).
  const split = splitGst(amountPaise, invoice.placeOfSupply as GstStateCode)
  const wanted = TAX_PARTS.map((part) => Math.min(split[part], left[part]))
  let short = amountPaise - wanted.reduce((total, n) => total + n, 0)
  for (let i = 0; i < TAX_PARTS.length && short > 0; i += 1) {
    const room = left[TAX_PARTS[i]!] - wanted[i]!
    const take = Math.min(room, short)
    wanted[i]! += take
    short -= take
  }
  return partsOf(wanted.map((n) => -n))
}

function partsOf(values: number[]): TaxParts {
  const [taxablePaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise] = values.map((n) => n || 0) as [
    number,
    number,
    number,
    number,
    number,
  ]
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise }
}

/** A split's parts, as a ledger row stores them. */
export function taxParts(split: TaxSplit): TaxParts {
  return partsOf(TAX_PARTS.map((part) => split[part]))
}
