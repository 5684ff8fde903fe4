// Test helpers for counselling calls: an India day and time as an instant, and a counsellor (a staff account with
// their rules saved), so each store test states only the rules it is about.
import type { Kysely } from 'kysely'
import { istDateTime } from '~/lib/ist'
import type { Database } from '~/server/db/schema.server'
import { saveCounsellor, type CounsellorSettings } from './counsellors.server'

/** `time` ('10:30') on `day` in India, as an ISO instant. */
export const istAt = (day: string, time: string) => new Date(istDateTime(day, `${time}:00`)).toISOString()

/** Weekday mornings, 10 am to 1 pm; 30-minute calls, a 10-minute buffer, three hours' notice, two weeks ahead. */
const MORNINGS = [{ from: '10:00', to: '13:00' }]
export const COUNSELLOR_RULES: CounsellorSettings = {
  callMinutes: 30,
  bufferMinutes: 10,
  noticeMinutes: 180,
  horizonDays: 14,
  dailyLimit: 4,
  weekly: [[], MORNINGS, MORNINGS, MORNINGS, MORNINGS, MORNINGS, []],
  callLink: null,
  active: true,
}

/** A staff account `id` (an editor) who takes calls by `rules` (the defaults above, changed where given). */
export async function addCounsellor(
  db: Kysely<Database>,
  { id, name, email = `${id}@realwork.example` }: { id: string; name: string; email?: string },
  rules: Partial<CounsellorSettings>,
  now: Date,
) {
  await db
    .insertInto('staff_accounts')
    .values({
      id,
      email,
      name,
      role: 'editor',
      password_hash: 'scrypt$x',
      created_at: '2026-01-01T00:00:00.000Z',
      last_sign_in_at: null,
    })
    .execute()
  await saveCounsellor(db, id, { ...COUNSELLOR_RULES, ...rules }, now)
}
