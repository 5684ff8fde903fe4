// The counter's bounds under abuse (issue 53, docs/decisions/021 "Bounds"): per India day a fixed number of distinct
// paths, referrers, campaign tags and sourced rows (the rest folded into "(other)"), per address a human rate of views
// and a few new visitors an hour, and the figures of what was not counted, by why.
import type { PageView } from './count-rules.server'

/** Views and visitors not counted, by why (one row per India day in `analytics_uncounted`, docs/decisions/021). */
export interface UncountedFigures {
  bots: number
  overRate: number
  visitorCap: number
  notFound: number
  folded: number
}

/** Distinct values stored per India day and server; a view past them is counted under `OTHER`. */
export const DAY_LIMITS = {
  /** Paths (each with at most 2 entry flags × 3 devices of rows without a source). */
  paths: 200,
  referrers: 100,
  /** Each of utm_source, utm_medium and utm_campaign. */
  utm: 50,
  /** Rows with a source (an entry view's path, device, referrer and tags); past it the source is folded. */
  sourcedRows: 500,
  /** Visitor keys (today's `analytics_day_visitors`, deleted when the day is folded). */
  visitors: 10_000,
} as const

export type DayLimits = Record<keyof typeof DAY_LIMITS, number>

/** Per client address, over fixed windows. */
export const ADDRESS_LIMITS = {
  /** Views a minute: a person reads far fewer; more are "over rate" and not counted. */
  viewsPerMinute: 60,
  /** New visitor keys an hour: one address of a mobile carrier's NAT is many people, but not hundreds an hour. */
  visitorsPerHour: 10,
} as const

export type AddressLimits = Record<keyof typeof ADDRESS_LIMITS, number>

/** Addresses followed per window: past it a new address is not limited (memory stays bounded; the day caps hold). */
export const MAX_ADDRESSES = 50_000

/** Refused visitor keys remembered per address and hour. */
const MAX_REFUSED = 100

/** What stands for a value past its day's cap. */
export const OTHER = '(other)'

export type UncountedReason = keyof UncountedFigures

export const noFigures = (): UncountedFigures => ({ bots: 0, overRate: 0, visitorCap: 0, notFound: 0, folded: 0 })

/** A set that admits at most `max` values; `admits` is true for a value already in it or newly added. */
function cappedSet(max: number) {
  const values = new Set<string>()
  return {
    admits(value: string): boolean {
      if (values.has(value)) return true
      if (values.size >= max) return false
      values.add(value)
      return true
    },
  }
}

function dayState(limits: DayLimits) {
  return {
    paths: cappedSet(limits.paths),
    referrers: cappedSet(limits.referrers),
    utmSource: cappedSet(limits.utm),
    utmMedium: cappedSet(limits.utm),
    utmCampaign: cappedSet(limits.utm),
    sourcedRows: cappedSet(limits.sourcedRows),
    visitors: cappedSet(limits.visitors),
  }
}

/** The day's caps on distinct values; `fold` gives the view as it is stored and whether anything was folded. */
export function createDayBounds(limits: DayLimits = DAY_LIMITS) {
  let day = ''
  let state = dayState(limits)
  const on = (today: string) => {
    if (today !== day) {
      day = today
      state = dayState(limits)
    }
    return state
  }
  const value = (set: { admits(v: string): boolean }, v: string) => (v === '' || set.admits(v) ? v : OTHER)

  return {
    /** The view with every value past its cap replaced by `OTHER` (the same object when nothing is). */
    fold(view: PageView, today: string): { view: PageView; folded: boolean } {
      const s = on(today)
      const path = s.paths.admits(view.path) ? view.path : OTHER
      if (view.referrer === '' && view.utmSource === '' && view.utmMedium === '' && view.utmCampaign === '') {
        return path === view.path ? { view, folded: false } : { view: { ...view, path }, folded: true }
      }
      const source = {
        referrer: value(s.referrers, view.referrer),
        utmSource: value(s.utmSource, view.utmSource),
        utmMedium: value(s.utmMedium, view.utmMedium),
        utmCampaign: value(s.utmCampaign, view.utmCampaign),
      }
      const row = `${path}\0${view.device}\0${source.referrer}\0${source.utmSource}\0${source.utmMedium}\0${source.utmCampaign}`
      // Past the cap the whole source is folded: at most one more row per path and device.
      if (!s.sourcedRows.admits(row)) {
        Object.assign(source, { referrer: OTHER, utmSource: OTHER, utmMedium: OTHER, utmCampaign: OTHER })
      }
      const folded =
        path !== view.path ||
        source.referrer !== view.referrer ||
        source.utmSource !== view.utmSource ||
        source.utmMedium !== view.utmMedium ||
        source.utmCampaign !== view.utmCampaign
      return folded ? { view: { ...view, path, ...source }, folded } : { view, folded }
    },
    /** Whether today's store takes one more visitor key (true for one it already holds). */
    admitsVisitor: (key: string, today: string) => on(today).visitors.admits(key),
    /** Makes values already stored today (by this server before a restart, or by another) count against the caps. */
    seed(today: string, rows: readonly Omit<PageView, 'entry' | 'gpc' | 'userAgent'>[]) {
      const s = on(today)
      for (const r of rows) {
        s.paths.admits(r.path)
        value(s.referrers, r.referrer)
        value(s.utmSource, r.utmSource)
        value(s.utmMedium, r.utmMedium)
        value(s.utmCampaign, r.utmCampaign)
        if (r.referrer || r.utmSource || r.utmMedium || r.utmCampaign) {
          s.sourcedRows.admits(
            `${r.path}\0${r.device}\0${r.referrer}\0${r.utmSource}\0${r.utmMedium}\0${r.utmCampaign}`,
          )
        }
      }
    },
  }
}

/**
 * Per-address limits over fixed windows of the clock: views a minute and new visitor keys an hour. The addresses are
 * held in memory for their window only, never written anywhere.
 */
export function createAddressLimits(limits: AddressLimits = ADDRESS_LIMITS) {
  let minute = -1
  let rates = new Map<string, number>()
  let hour = -1
  let keys = new Map<string, string[]>()
  return {
    /** Counts a view of `address` at `now` (ms); true when it is past the rate and is not to be counted. */
    overRate(address: string, now: number): boolean {
      const m = Math.floor(now / 60_000)
      if (m !== minute) {
        minute = m
        rates = new Map()
      }
      const n = (rates.get(address) ?? 0) + 1
      if (n === 1 && rates.size >= MAX_ADDRESSES) return false
      rates.set(address, n)
      return n > limits.viewsPerMinute
    },
    /**
     * Whether `address` may bring visitor `key` this hour: 'yes' for a key it brought already or one of its first
     * few; 'new' for a key refused for the first time, 'again' for one refused before (counted once in the figures).
     */
    admitsVisitor(address: string, key: string, now: number): 'yes' | 'new' | 'again' {
      const h = Math.floor(now / 3_600_000)
      if (h !== hour) {
        hour = h
        keys = new Map()
      }
      const held = keys.get(address)
      if (!held) {
        if (keys.size < MAX_ADDRESSES) keys.set(address, [key])
        return 'yes'
      }
      const at = held.indexOf(key)
      if (at !== -1) return at < limits.visitorsPerHour ? 'yes' : 'again'
      // Refused keys are remembered up to a bound, so a visitor over the cap is one figure, not one per view.
      if (held.length < limits.visitorsPerHour + MAX_REFUSED) held.push(key)
      return held.length <= limits.visitorsPerHour ? 'yes' : 'new'
    },
  }
}
