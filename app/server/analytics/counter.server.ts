// Page views counted in memory and added to the database's per-day rows by a flush (hourly, at midnight India time,
// before a staff report, and at shutdown), so counting costs the page path a few map updates and no database work
// (docs/decisions/021). Several servers add into the same rows.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import {
  ADDRESS_LIMITS,
  createAddressLimits,
  createDayBounds,
  DAY_LIMITS,
  MAX_ADDRESSES,
  noFigures,
  type AddressLimits,
  type DayLimits,
  type UncountedFigures,
  type UncountedReason,
} from './bounds.server'
import { isOfferPath, type PageView } from './count-rules.server'
import { foldFinishedDays, writeCounts, type UncountedRow, type VisitorRow } from './counter-store.server'
import { istToday, nextIstMidnight } from '~/lib/ist'
import { deleteOldSalts, loadDaySalt, visitorKey, type DaySalt } from './salt.server'
import { createViewRows } from './view-rows.server'

export { foldFinishedDays } from './counter-store.server'

/** How often a server adds its counts to the database. */
export const FLUSH_EVERY_MS = 60 * 60_000
/** Rows held in memory before a flush is started early, so a flood of odd paths cannot grow memory without bound. */
export const MAX_BUFFERED_ROWS = 20_000
/**
 * Rows of each map held at most while a flush is under way (a flood of distinct campaigns or agents faster than the
 * database takes them): past it a view with new dimensions is not counted, so memory stays bounded.
 */
export const MAX_HELD_ROWS = 100_000
/** Views held while the day's salt loads (the first view after midnight or start-up); more are counted without a key. */
const MAX_PENDING = 1_000
/** A view's visitor key, and the visitor's row as found in the visitor map of `generation`. */
interface KnownVisitor {
  key: string
  row?: VisitorRow
  generation: number
}

/** An address's last visitor: its key, kept with the day and agent it was worked out for. */
interface AddressVisitor extends KnownVisitor {
  day: string
  userAgent: string
}

export type Counter = ReturnType<typeof createCounter>

const systemClock = () => new Date()

/** A counter writing to `db`; `clock` and `limits` are for tests. */
export function createCounter(
  db: Kysely<Database>,
  clock: () => Date = systemClock,
  {
    maxBuffered = MAX_BUFFERED_ROWS,
    maxHeld = MAX_HELD_ROWS,
    dayLimits = DAY_LIMITS,
    addressLimits = ADDRESS_LIMITS,
  }: {
    maxBuffered?: number
    maxHeld?: number
    dayLimits?: DayLimits
    addressLimits?: AddressLimits
  } = {},
) {
  // The system's clock read as a number: a Date per view is garbage the page path's collector pays for.
  const millis = clock === systemClock ? Date.now : () => clock().getTime()
  const views = createViewRows(maxHeld)
  let visitors = new Map<string, VisitorRow>()
  let salt: DaySalt | undefined
  let loading: Promise<void> | undefined
  let pending: { view: PageView; address: string | undefined; day: string }[] = []
  let flushing: Promise<void> | undefined
  const bounds = createDayBounds(dayLimits)
  const perAddress = createAddressLimits(addressLimits)
  // What was not counted, by day and why (written with the rows).
  let figures = new Map<string, UncountedFigures>()
  const notCounted = (reason: UncountedReason, day: string, n = 1) => {
    let row = figures.get(day)
    if (!row) figures.set(day, (row = noFigures()))
    row[reason] += n
  }
  // The India day, worked out again only after it ends (a Date and its ISO text per view cost 5 µs).
  let day = { name: '', endsAt: 0 }
  const today = (now = millis()) => {
    if (now >= day.endsAt || now < day.endsAt - 86_400_000) {
      const date = new Date(now)
      day = { name: istToday(date), endsAt: nextIstMidnight(date).getTime() }
    }
    return day.name
  }

  /** The view as stored: values past the day's caps folded into "(other)", and counted as folded. */
  const fold = (counted: PageView, day: string) => {
    const { view, folded } = bounds.fold(counted, day)
    if (folded) notCounted('folded', day)
    return view
  }

  /** Whether a new visitor key may be added: under its address's hourly cap and the day's. */
  const admitsVisitor = (key: string, address: string | undefined, day: string, now: number) => {
    const answer = address ? perAddress.admitsVisitor(address, key, now) : 'yes'
    if (answer === 'yes' && bounds.admitsVisitor(key, day)) return true
    if (answer !== 'again') notCounted('visitorCap', day)
    return false
  }

  const addView = (
    view: PageView,
    day: string,
    known: KnownVisitor | undefined,
    address: string | undefined,
    now: number,
  ) => {
    if (!views.count(view, day)) return
    if (known) {
      const { key } = known
      let visitor = known.generation === generation ? known.row : undefined
      visitor ??= visitors.get(`${day}\0${key}`)
      const offer = isOfferPath(view.path) ? 1 : 0
      if (!visitor) {
        if (visitors.size >= maxHeld || !admitsVisitor(key, address, day, now)) return
        visitor = {
          day,
          visitor: key,
          entryPath: view.entry ? view.path : '',
          device: view.device,
          referrer: view.referrer,
          utmSource: view.utmSource,
          utmMedium: view.utmMedium,
          utmCampaign: view.utmCampaign,
          offer,
        }
        visitors.set(`${day}\0${key}`, visitor)
      } else {
        visitor.offer ||= offer
        // A visitor first seen here mid-visit (its entry served by another server, or before a restart) takes the
        // source of its first entry view.
        if (visitor.entryPath === '' && view.entry) {
          Object.assign(visitor, { entryPath: view.path, referrer: view.referrer, utmSource: view.utmSource })
          Object.assign(visitor, { utmMedium: view.utmMedium, utmCampaign: view.utmCampaign })
        }
      }
      known.row = visitor
      known.generation = generation
    }
    if (views.size + visitors.size > maxBuffered) void startFlush().catch(logFailure)
  }

  /** Makes the values already stored today count against today's caps (at most a day's bounded rows). */
  const seedBounds = async (day: string) => {
    const stored = await db
      .selectFrom('analytics_views')
      .select(['path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
      .where('day', '=', day)
      .limit(10_000)
      .execute()
    const rows = stored.map((r) => ({
      path: r.path,
      device: r.device as PageView['device'],
      referrer: r.referrer,
      utmSource: r.utm_source,
      utmMedium: r.utm_medium,
      utmCampaign: r.utm_campaign,
    }))
    bounds.seed(day, rows)
  }

  const loadSalt = (day: string) => {
    loading ??= loadDaySalt(db, day)
      .then(async (loaded) => {
        salt = loaded
        // Values stored today (before a restart, or by another server) count against today's caps.
        await seedBounds(day).catch(logFailure)
        const waiting = pending
        pending = []
        for (const { view, address, day: viewDay } of waiting) {
          addView(fold(view, viewDay), viewDay, visitorOf(view, address, viewDay, millis()), address, millis())
        }
      })
      .catch((error: unknown) => {
        // Without a salt the waiting views still count, without a visitor key.
        const waiting = pending
        pending = []
        for (const { view, day: viewDay } of waiting)
          addView(fold(view, viewDay), viewDay, undefined, undefined, millis())
        logFailure(error)
      })
      .finally(() => (loading = undefined))
    return loading
  }

  // The last visitor of each address this hour: its key, worked out again only for a new day or agent (the key's hash
  // is a third of counting's CPU; a visit's pages, over a browser's connections or a proxy's, come from one address),
  // and its row in the visitor map of this generation (the maps are swapped at each write). Held in memory for the
  // hour at most, like the per-address limits beside it; bounded like them.
  let addressVisitors = new Map<string, AddressVisitor>()
  let addressHour = -1
  let generation = 0

  /** The view's visitor (undefined without a key: GPC, no address, no salt yet), the address's last when it is the same. */
  const visitorOf = (
    view: PageView,
    address: string | undefined,
    day: string,
    now: number,
  ): KnownVisitor | undefined => {
    if (view.gpc || !address || salt?.day !== day) return undefined
    const hour = Math.floor(now / 3_600_000)
    if (hour !== addressHour || addressVisitors.size >= MAX_ADDRESSES) {
      addressHour = hour
      addressVisitors = new Map()
    }
    const last = addressVisitors.get(address)
    if (last && last.day === day && last.userAgent === view.userAgent) return last
    const entry = {
      key: visitorKey(salt.salt, address, view.userAgent),
      generation: -1,
      day,
      userAgent: view.userAgent,
    }
    addressVisitors.set(address, entry)
    return entry
  }

  /**
   * Counts one view; the address and user agent are used for the visitor key and kept nowhere but in memory, for the
   * hour, beside the address's limits.
   */
  const count = (counted: PageView, address: string | undefined) => {
    const now = millis()
    const day = today(now)
    if (address && perAddress.overRate(address, now)) return notCounted('overRate', day)
    if (salt?.day !== day && !counted.gpc && address) {
      salt = undefined // yesterday's salt is gone from memory the moment today's first view arrives
      if (pending.length < MAX_PENDING) {
        // Folded once the salt is loaded, with the caps seeded from the day's stored values.
        pending.push({ view: counted, address, day })
        void loadSalt(day)
        return
      }
    }
    const view = fold(counted, day)
    addView(view, day, visitorOf(view, address, day, now), address, now)
  }

  /** Writes what this server counted, folds finished days' visitor keys into counts and deletes them and old salts. */
  const write = async () => {
    if (loading) await loading
    const today = istToday(clock())
    if (salt && salt.day !== today) salt = undefined
    const viewRows = views.take()
    const visitorRows = [...visitors.values()]
    const uncountedRows: UncountedRow[] = [...figures].map(([day, f]) => ({ day, ...f }))
    visitors = new Map()
    figures = new Map()
    generation += 1
    try {
      await writeCounts(db, viewRows, visitorRows, uncountedRows)
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const row of viewRows) views.restore(row)
      for (const row of visitorRows) visitors.set(`${row.day}\0${row.visitor}`, row)
      for (const { day, ...f } of uncountedRows) {
        for (const reason of Object.keys(f) as UncountedReason[]) notCounted(reason, day, f[reason])
      }
      throw error
    }
    await foldFinishedDays(db, today)
    await deleteOldSalts(db, today)
  }

  /** Starts a write unless one is under way (the early flush of a full buffer). */
  const startFlush = (): Promise<void> => {
    flushing ??= write().finally(() => (flushing = undefined))
    return flushing
  }

  /** Writes everything counted until now: after a write under way, another. */
  const flush = async (): Promise<void> => {
    while (flushing) await flushing.catch(() => undefined)
    await startFlush()
  }

  let hourly: ReturnType<typeof setInterval> | undefined
  let midnight: ReturnType<typeof setTimeout> | undefined
  const atMidnight = () => {
    midnight = setTimeout(
      () => {
        salt = undefined
        void flush().catch(logFailure)
        atMidnight()
      },
      nextIstMidnight(clock()).getTime() - clock().getTime() + 1_000,
    )
    midnight.unref()
  }

  return {
    count,
    /** Records a request that is not counted (a bot's page, a page not found) in today's figures. */
    notCounted: (reason: UncountedReason) => notCounted(reason, today()),
    flush,
    /** Loads today's salt and starts the hourly and midnight flushes. */
    start() {
      void loadSalt(istToday(clock()))
      hourly = setInterval(() => void flush().catch(logFailure), FLUSH_EVERY_MS)
      hourly.unref()
      atMidnight()
    },
    /** Stops the timers and writes what is left. */
    async stop() {
      clearInterval(hourly)
      clearTimeout(midnight)
      salt = undefined
      await flush()
    },
    /** Rows waiting for the next flush (tests and the bench). */
    buffered: () => ({ views: views.size, visitors: visitors.size, pending: pending.length }),
  }
}

function logFailure(error: unknown) {
  console.error('analytics: counts could not be written; they stay in memory for the next flush', error)
}
