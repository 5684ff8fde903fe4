import type { Kysely, Transaction } from 'kysely'
import type { CounsellorRules, HoursRange } from '~/lib/booking-slots'
import type { Database } from '~/server/db/schema.server'
import { currentOfficeHolidays } from '~/server/office-holidays.server'

// The counsellors' rules as the slot generator takes them (app/lib/booking-slots.ts), read from the store, and the one
// lock a booking takes: the counsellor's row (docs/decisions/029, "One lock").

/** What staff set for a counsellor; the weekly hours index 0 is Sunday, India time. */
export interface CounsellorSettings {
  callMinutes: 20 | 30
  bufferMinutes: number
  noticeMinutes: number
  horizonDays: number
  dailyLimit: number
  weekly: readonly (readonly HoursRange[])[]
  callLink: string | null
  active: boolean
}

/** Creates or changes a counsellor's rules. */
export async function saveCounsellor(
  db: Kysely<Database>,
  staffId: string,
  settings: CounsellorSettings,
  now = new Date(),
): Promise<void> {
  const row = {
    active: settings.active ? 1 : 0,
    call_minutes: settings.callMinutes,
    buffer_minutes: settings.bufferMinutes,
    notice_minutes: settings.noticeMinutes,
    horizon_days: settings.horizonDays,
    daily_limit: settings.dailyLimit,
    weekly_hours: JSON.stringify(settings.weekly),
    call_link: settings.callLink,
    updated_at: now.toISOString(),
  }
  await db
    .insertInto('counsellors')
    .values({ staff_id: staffId, ...row })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet(row))
    .execute()
}

/** Sets one India day's hours for a counsellor (`[]`: a day off), replacing what that day had. */
export async function setCounsellorDay(
  db: Kysely<Database>,
  staffId: string,
  day: string,
  hours: readonly HoursRange[],
  note = '',
): Promise<void> {
  const row = { hours: JSON.stringify(hours), note }
  await db
    .insertInto('counsellor_days')
    .values({ staff_id: staffId, day, ...row })
    .onConflict((oc) => oc.columns(['staff_id', 'day']).doUpdateSet(row))
    .execute()
}

/**
 * The rules of the active counsellors (or of the one named), with their day overrides from `fromDay` on. Read outside
 * a transaction, it also brings this server's copy of the office's holidays up to date (they close days for everyone):
 * every booking reads the rules so before its transaction, which asks again with the same copy.
 */
export async function counsellorRules(
  db: Kysely<Database> | Transaction<Database>,
  fromDay: string,
  staffId?: string,
): Promise<CounsellorRules[]> {
  if (!db.isTransaction) await currentOfficeHolidays(db)
  let query = db.selectFrom('counsellors').selectAll().where('active', '=', 1)
  if (staffId) query = query.where('staff_id', '=', staffId)
  const rows = await query.orderBy('staff_id').execute()
  if (rows.length === 0) return []
  const days = await db
    .selectFrom('counsellor_days')
    .select(['staff_id', 'day', 'hours'])
    .where(
      'staff_id',
      'in',
      rows.map((row) => row.staff_id),
    )
    .where('day', '>=', fromDay)
    .execute()
  return rows.map((row) => ({
    staffId: row.staff_id,
    callMinutes: row.call_minutes,
    bufferMinutes: row.buffer_minutes,
    noticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    dailyLimit: row.daily_limit,
    weekly: JSON.parse(row.weekly_hours) as HoursRange[][],
    overrides: days
      .filter((day) => day.staff_id === row.staff_id)
      .map((day) => ({ day: day.day, hours: JSON.parse(day.hours) as HoursRange[] })),
  }))
}

/**
 * Locks a counsellor's row until the transaction ends (an update that changes nothing: PostgreSQL's row lock, SQLite's
 * one write lock); false when there is no such active counsellor. Every write of a counsellor's calls takes it first,
 * so two bookings of one counsellor queue, and the second reads the first's call before it decides.
 */
export async function lockCounsellor(trx: Transaction<Database>, staffId: string): Promise<boolean> {
  const locked = await trx
    .updateTable('counsellors')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('staff_id', '=', staffId)
    .where('active', '=', 1)
    .returning('staff_id')
    .executeTakeFirst()
  return locked !== undefined
}
