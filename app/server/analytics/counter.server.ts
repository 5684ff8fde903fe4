// Page views counted in memory and added to the database's per-day rows by a flush (hourly, at midnight India time,
// before a staff report, and at shutdown), so counting costs the page path a few map updates and no database work
// (docs/decisions/021). Several servers add into the same rows.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import { isOfferPath, type PageView, type ViewSource } from './count-rules.server'
import { istToday, nextIstMidnight } from '~/lib/ist'
import { deleteOldSalts, loadDaySalt, visitorKey, type DaySalt } from './salt.server'
import { createViewRows, viewRowId, type ViewRow } from './view-rows.server'

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
/** Rows per insert statement. */
const BATCH = 200

/** A view's visitor key, and the visitor's row as found in the visitor map of `generation`. */
interface KnownVisitor {
  key: string
  row?: VisitorRow
  generation: number
}

/** A connection's last visitor: its key, kept with the day, address and agent it was worked out for. */
interface ConnectionVisitor extends KnownVisitor {
  day: string
  address: string
  userAgent: string
}

interface VisitorRow extends ViewSource {
  day: string
  visitor: string
  entryPath: string
  device: string
  offer: number
}

export type Counter = ReturnType<typeof createCounter>

const systemClock = () => new Date()

/** A counter writing to `db`; `clock` and `limits` are for tests. */
export function createCounter(
  db: Kysely<Database>,
  clock: () => Date = systemClock,
  { maxBuffered = MAX_BUFFERED_ROWS, maxHeld = MAX_HELD_ROWS } = {},
) {
  // The system's clock read as a number: a Date per view is garbage the page path's collector pays for.
  const millis = clock === systemClock ? Date.now : () => clock().getTime()
  const views = createViewRows(maxHeld)
  let visitors = new Map<string, VisitorRow>()
  let salt: DaySalt | undefined
  let loading: Promise<void> | undefined
  let pending: { view: PageView; address: string | undefined; day: string }[] = []
  let flushing: Promise<void> | undefined
  // The India day, worked out again only after it ends (a Date and its ISO text per view cost 5 µs).
  let day = { name: '', endsAt: 0 }
  const today = () => {
    const now = millis()
    if (now >= day.endsAt || now < day.endsAt - 86_400_000) {
      const date = new Date(now)
      day = { name: istToday(date), endsAt: nextIstMidnight(date).getTime() }
    }
    return day.name
  }

  const addView = (view: PageView, day: string, known: KnownVisitor | undefined) => {
    if (!views.count(view, day)) return
    if (known) {
      const { key } = known
      let visitor = known.generation === generation ? known.row : undefined
      visitor ??= visitors.get(`${day}\0${key}`)
      const offer = isOfferPath(view.path) ? 1 : 0
      if (!visitor) {
        if (visitors.size >= maxHeld) return
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

  const loadSalt = (day: string) => {
    loading ??= loadDaySalt(db, day)
      .then((loaded) => {
        salt = loaded
        const waiting = pending
        pending = []
        for (const { view, address, day: viewDay } of waiting) {
          addView(view, viewDay, visitorOf(view, address, viewDay))
        }
      })
      .catch((error: unknown) => {
        // Without a salt the waiting views still count, without a visitor key.
        const waiting = pending
        pending = []
        for (const { view, day: viewDay } of waiting) addView(view, viewDay, undefined)
        logFailure(error)
      })
      .finally(() => (loading = undefined))
    return loading
  }

  // The last visitor key worked out on each connection. A browser asks for a visit's pages over the few connections
  // it keeps alive, so the key's hash (a third of counting's CPU) runs about once per connection instead of once per
  // view. An entry lives as long as its connection (a WeakMap on the socket) and holds the address and agent that
  // connection already holds; a new day, address (a proxy's shared connection) or agent works the key out again.
  // Beside the key, the visitor's row in the map of this generation (the maps are swapped at each write).
  const connectionKeys = new WeakMap<object, ConnectionVisitor>()
  let generation = 0

  /** The view's visitor (undefined without a key: GPC, no address, no salt yet), the connection's when it is the same. */
  const visitorOf = (
    view: PageView,
    address: string | undefined,
    day: string,
    connection?: object,
  ): KnownVisitor | undefined => {
    if (view.gpc || !address || salt?.day !== day) return undefined
    const last = connection && connectionKeys.get(connection)
    if (last && last.day === day && last.address === address && last.userAgent === view.userAgent) return last
    const key = visitorKey(salt.salt, address, view.userAgent)
    if (!connection) return { key, generation: -1 }
    const entry = { key, generation: -1, day, address, userAgent: view.userAgent }
    connectionKeys.set(connection, entry)
    return entry
  }

  /**
   * Counts one view; the address and user agent are used for the visitor key and kept nowhere but beside the
   * connection they came on (`connection`: the request's socket, or undefined).
   */
  const count = (view: PageView, address: string | undefined, connection?: object) => {
    const day = today()
    if (salt?.day !== day && !view.gpc && address) {
      salt = undefined // yesterday's salt is gone from memory the moment today's first view arrives
      if (pending.length < MAX_PENDING) {
        pending.push({ view, address, day })
        void loadSalt(day)
        return
      }
    }
    addView(view, day, visitorOf(view, address, day, connection))
  }

  /** Writes what this server counted, folds finished days' visitor keys into counts and deletes them and old salts. */
  const write = async () => {
    if (loading) await loading
    const today = istToday(clock())
    if (salt && salt.day !== today) salt = undefined
    const viewRows = views.take()
    const visitorRows = [...visitors.values()]
    visitors = new Map()
    generation += 1
    try {
      await writeCounts(db, viewRows, visitorRows)
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const row of viewRows) views.restore(row)
      for (const row of visitorRows) visitors.set(`${row.day}\0${row.visitor}`, row)
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

/** Rows in one order on every server, so two servers' upserts take PostgreSQL's row locks in the same order. */
function sorted<T>(rows: T[], key: (row: T) => string): T[] {
  return rows
    .map((row) => [key(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row)
}

async function writeCounts(db: Kysely<Database>, viewRows: ViewRow[], visitorRows: VisitorRow[]) {
  if (viewRows.length === 0 && visitorRows.length === 0) return
  const views = sorted(viewRows, viewRowId)
  const visitors = sorted(visitorRows, (r) => `${r.day}\0${r.visitor}`)
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += BATCH) {
      await trx
        .insertInto('analytics_views')
        .values(
          views.slice(i, i + BATCH).map((r) => ({
            day: r.day,
            path: r.path,
            entry: r.entry,
            device: r.device,
            referrer: r.referrer,
            utm_source: r.utmSource,
            utm_medium: r.utmMedium,
            utm_campaign: r.utmCampaign,
            views: r.views,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['day', 'path', 'entry', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
            .doUpdateSet((eb) => ({ views: eb('analytics_views.views', '+', eb.ref('excluded.views')) })),
        )
        .execute()
    }
    // A visitor already written (by this server's last flush or another server) keeps its first entry's source,
    // unless that row had none; it becomes an offer visitor once either row saw a course or service page.
    const kept = (column: string) =>
      sql<string>`${sql.raw(
        `case when analytics_day_visitors.entry_path = '' then excluded.${column} else analytics_day_visitors.${column} end`,
      )}`
    for (let i = 0; i < visitors.length; i += BATCH) {
      await trx
        .insertInto('analytics_day_visitors')
        .values(
          visitors.slice(i, i + BATCH).map((r) => ({
            day: r.day,
            visitor: r.visitor,
            entry_path: r.entryPath,
            device: r.device,
            referrer: r.referrer,
            utm_source: r.utmSource,
            utm_medium: r.utmMedium,
            utm_campaign: r.utmCampaign,
            offer: r.offer,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['day', 'visitor']).doUpdateSet({
            referrer: kept('referrer'),
            utm_source: kept('utm_source'),
            utm_medium: kept('utm_medium'),
            utm_campaign: kept('utm_campaign'),
            entry_path: kept('entry_path'),
            offer: sql`case when excluded.offer > analytics_day_visitors.offer then excluded.offer else analytics_day_visitors.offer end`,
          }),
        )
        .execute()
    }
  })
}

/**
 * Folds the visitor keys of days before `today` into visitors per day and source, and deletes the keys. The delete
 * returns the rows it removed, so of two servers folding at once only one gets (and adds) each row.
 */
export async function foldFinishedDays(db: Kysely<Database>, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('analytics_day_visitors')
      .where('day', '<', today)
      .returning(['day', 'entry_path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'offer'])
      .execute()
    if (gone.length === 0) return
    const totals = new Map<string, { row: (typeof gone)[number]; visitors: number; offers: number }>()
    for (const row of gone) {
      const id = [
        row.day,
        row.entry_path,
        row.device,
        row.referrer,
        row.utm_source,
        row.utm_medium,
        row.utm_campaign,
      ].join('\0')
      const total = totals.get(id) ?? { row, visitors: 0, offers: 0 }
      total.visitors += 1
      total.offers += Number(row.offer) > 0 ? 1 : 0
      totals.set(id, total)
    }
    const rows = sorted([...totals.entries()], ([id]) => id).map(([, { row, visitors, offers }]) => ({
      day: row.day,
      entry_path: row.entry_path,
      device: row.device,
      referrer: row.referrer,
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      visitors,
      offer_visitors: offers,
    }))
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('analytics_visitors')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc
            .columns(['day', 'entry_path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
            .doUpdateSet((eb) => ({
              visitors: eb('analytics_visitors.visitors', '+', eb.ref('excluded.visitors')),
              offer_visitors: eb('analytics_visitors.offer_visitors', '+', eb.ref('excluded.offer_visitors')),
            })),
        )
        .execute()
    }
  })
}
