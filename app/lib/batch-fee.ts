// What a batch charges: the one decision behind every fee a visitor sees (course cards, the contact and register
// pages, the registration's confirmation and mail, the reply templates) and the fee an enrolment is stored with, which
// the payment requests then ask for. One of lib's base helpers (it imports only ist.ts), so content may use it.
import { istToday } from './ist'

/** A batch's fee as staff set it, in paise: the fee, and an optional early-bird fee with its last day (India). */
export interface FeeTerms {
  feePaise: number
  earlyFeePaise: number | null
  /** 'YYYY-MM-DD', the early-bird fee's last day in India. */
  earlyUntil: string | null
}

/** What a person enrolling at one moment is charged. */
export interface Fee {
  /** What they pay. */
  paise: number
  /** The batch's full fee: `paise` unless the early-bird fee applies. */
  fullPaise: number
  /** The early-bird fee's last day ('YYYY-MM-DD', India) when `paise` is the early-bird fee; null otherwise. */
  earlyUntil: string | null
}

/**
 * The fee at `now`: the early-bird fee through the whole of its last day in India (until midnight IST), else the
 * full fee.
 */
export function feeAt(terms: FeeTerms, now: Date): Fee {
  const early =
    terms.earlyFeePaise !== null &&
    terms.earlyUntil !== null &&
    terms.earlyFeePaise < terms.feePaise &&
    istToday(now) <= terms.earlyUntil
  return early
    ? { paise: terms.earlyFeePaise!, fullPaise: terms.feePaise, earlyUntil: terms.earlyUntil }
    : { paise: terms.feePaise, fullPaise: terms.feePaise, earlyUntil: null }
}

/**
 * The price struck through beside a fee, in paise: the full fee while an early-bird fee lasts, else the catalogue's
 * original price (rupees) when it is above the fee; 0 when nothing is struck. The one rule every fee display follows.
 */
export function struckPaise(fee: Fee, originalPrice?: number): number {
  const struck = fee.earlyUntil !== null ? fee.fullPaise : (originalPrice ?? 0) * 100
  return struck > fee.paise ? struck : 0
}

/** A fee with no batch behind it (the catalogue's price, in rupees): no early-bird. */
export function plainFee(rupees: number): Fee {
  return { paise: rupees * 100, fullPaise: rupees * 100, earlyUntil: null }
}
