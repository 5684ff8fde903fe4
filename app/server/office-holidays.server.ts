import type { Kysely, Transaction } from 'kysely'
import { setOfficeHolidays, type OfficeHoliday } from '~/lib/working-days'
import type { Database } from './db/schema.server'

// The office's holidays (docs/decisions/030): the one module of the office_holidays table (the staff page's reads and
// writes, and what the working-day questions count with), and this server's copy of it in app/lib/working-days.ts.
//
// The copy is read at server start, again at once after a write through this server, and otherwise whenever code
// that counts days asks for it (`currentOfficeHolidays`) and it is older than HOLIDAYS_FRESH_MS: so a holiday entered
// through one server holds on another sharing the database within that time (PostgreSQL, two servers).

/** How old this server's copy may be before the next question reads the table again. */
export const HOLIDAYS_FRESH_MS = 10_000

/** A stored holiday as the staff page lists it. */
export interface StoredHoliday extends OfficeHoliday {
  /** Who entered it (a staff account's id); null for the first rows. */
  createdBy: string | null
}

let copy: { db: Kysely<Database>; readAt: number } | undefined
let reading: { db: Kysely<Database>; done: Promise<void> } | undefined
// Reads are numbered: one that ends after a later one began (a refresh overtaken by a write's reload) is dropped.
let started = 0
let applied = 0

/** Reads every holiday into this server's copy (the table holds a few dozen rows a year). */
export async function loadOfficeHolidays(db: Kysely<Database>): Promise<void> {
  const mine = ++started
  const readAt = Date.now()
  const rows = await db.selectFrom('office_holidays').select(['day', 'name']).orderBy('day').execute()
  if (mine < applied) return
  applied = mine
  setOfficeHolidays(rows)
  copy = { db, readAt }
}

/**
 * Makes sure this server counts with the holidays of `db` as stored at most HOLIDAYS_FRESH_MS ago: nothing to do
 * when its copy is that fresh, else one read, shared by the requests that ask meanwhile. Call it before counting days
 * for a request, outside any transaction (on SQLite a read beside an open transaction waits for it).
 */
export async function currentOfficeHolidays(db: Kysely<Database>): Promise<void> {
  if (copy?.db === db && Date.now() - copy.readAt < HOLIDAYS_FRESH_MS) return
  if (reading?.db !== db) {
    const done = loadOfficeHolidays(db).finally(() => {
      if (reading?.done === done) reading = undefined
    })
    reading = { db, done }
  }
  await reading.done
}

/** The holidays from `fromDay` to `toDay` (India dates, both included), in date order. */
export async function officeHolidaysBetween(
  db: Kysely<Database>,
  fromDay: string,
  toDay: string,
): Promise<StoredHoliday[]> {
  const rows = await db
    .selectFrom('office_holidays')
    .select(['day', 'name', 'created_by'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .execute()
  return rows.map((row) => ({ day: row.day, name: row.name, createdBy: row.created_by }))
}

/** The holiday stored for `day`, if any. */
export async function storedHoliday(db: Kysely<Database> | Transaction<Database>, day: string) {
  return db.selectFrom('office_holidays').select(['day', 'name']).where('day', '=', day).executeTakeFirst()
}

/**
 * Adds a holiday; false when that day already has one (the day is the table's key, so two staff adding the same day
 * at once store it once). This server counts with it at once.
 */
export async function addOfficeHoliday(
  db: Kysely<Database>,
  holiday: OfficeHoliday,
  createdBy: string,
  now = new Date(),
): Promise<boolean> {
  const added = await db
    .insertInto('office_holidays')
    .values({ day: holiday.day, name: holiday.name, created_by: createdBy, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst()
  await loadOfficeHolidays(db)
  return added !== undefined
}

/** Removes the holiday on `day`: the name it had, or undefined when there was none. This server counts without it at once. */
export async function removeOfficeHoliday(db: Kysely<Database>, day: string): Promise<string | undefined> {
  const removed = await db.deleteFrom('office_holidays').where('day', '=', day).returning('name').executeTakeFirst()
  await loadOfficeHolidays(db)
  return removed?.name
}
