import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { HoursRange } from '~/lib/booking-slots'
import { tokenHash } from '~/server/counselling/calls.server'
import type { Database } from '~/server/db/schema.server'

// The staff side's writes and reads of counsellors beyond what the booking store needs (its saveCounsellor and
// setCounsellorDay stay in app/server/counselling/counsellors.server.ts, beside the rules the booking reads).

/** Removes a day's change: the weekly hours (and the office's holidays) apply to it again. */
export async function clearCounsellorDay(db: Kysely<Database>, staffId: string, day: string): Promise<void> {
  await db.deleteFrom('counsellor_days').where('staff_id', '=', staffId).where('day', '=', day).execute()
}

/**
 * A new secret for the counsellor's calendar feed: only its SHA-256 is stored, replacing the last one, so the old
 * address stops working. Returns the secret (shown once), or null when the account is not a counsellor.
 */
export async function resetFeedSecret(db: Kysely<Database>, staffId: string): Promise<string | null> {
  const secret = randomBytes(24).toString('base64url')
  const done = await db
    .updateTable('counsellors')
    .set({ feed_token_hash: tokenHash(secret) })
    .where('staff_id', '=', staffId)
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1 ? secret : null
}

export interface CounsellorAccount {
  id: string
  name: string
  email: string
  /** null: not a counsellor yet; else whether they take calls. */
  active: boolean | null
}

/** Every staff account, counsellors first, with whether each takes calls (the owner's list). */
export async function counsellorAccounts(db: Kysely<Database>): Promise<CounsellorAccount[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .leftJoin('counsellors', 'counsellors.staff_id', 'staff_accounts.id')
    .select(['staff_accounts.id', 'staff_accounts.name', 'staff_accounts.email', 'counsellors.active'])
    .orderBy('staff_accounts.name')
    .orderBy('staff_accounts.id')
    .execute()
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      active: row.active === null ? null : Number(row.active) === 1,
    }))
    .sort((a, b) => Number(a.active === null) - Number(b.active === null))
}

export interface CounsellorRecord {
  active: boolean
  callMinutes: number
  bufferMinutes: number
  noticeMinutes: number
  horizonDays: number
  dailyLimit: number
  weekly: HoursRange[][]
  callLink: string | null
  feedSet: boolean
  days: { day: string; hours: HoursRange[]; note: string }[]
}

/** One counsellor's rules and their day changes from `fromDay` on; undefined when the account is not a counsellor. */
export async function counsellorRecord(
  db: Kysely<Database>,
  staffId: string,
  fromDay: string,
): Promise<CounsellorRecord | undefined> {
  const row = await db.selectFrom('counsellors').selectAll().where('staff_id', '=', staffId).executeTakeFirst()
  if (!row) return undefined
  const days = await db
    .selectFrom('counsellor_days')
    .select(['day', 'hours', 'note'])
    .where('staff_id', '=', staffId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute()
  return {
    active: Number(row.active) === 1,
    callMinutes: row.call_minutes,
    bufferMinutes: row.buffer_minutes,
    noticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    dailyLimit: row.daily_limit,
    weekly: JSON.parse(row.weekly_hours) as HoursRange[][],
    callLink: row.call_link,
    feedSet: row.feed_token_hash !== null,
    days: days.map((day) => ({ day: day.day, hours: JSON.parse(day.hours) as HoursRange[], note: day.note })),
  }
}
