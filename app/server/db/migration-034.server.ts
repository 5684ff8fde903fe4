import type { Kysely, Migration } from 'kysely'

/**
 * The office's holidays (issue 54, docs/decisions/030): the India days besides Sundays the Bengaluru office is closed,
 * entered once by staff for everyone (/staff/holidays). Follow-up dates and the reply-time promise skip them, and the
 * booking page offers no counselling calls on them unless a counsellor set hours for that very day.
 *
 * - `office_holidays`: one row per India day ('YYYY-MM-DD', the primary key: a day is a holiday once), the name staff
 *   and the lead desk see, who entered it (null for the rows below) and when.
 *
 * The first rows are Karnataka's public holidays the company observed in 2026 and 2027, as the code listed them until
 * this migration (in 2026 Kannada Rajyotsava and in 2027 Independence Day fall on a Sunday, so they are not listed).
 * They are copied here, frozen: staff change the list on the staff side from now on.
 */
const FIRST_HOLIDAYS: readonly (readonly [day: string, name: string])[] = [
  ['2026-01-15', 'Makara Sankranti'],
  ['2026-01-26', 'Republic Day'],
  ['2026-03-19', 'Ugadi'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-14', 'Dr B. R. Ambedkar Jayanti'],
  ['2026-05-01', 'Labour Day'],
  ['2026-05-28', 'Bakrid'],
  ['2026-08-15', 'Independence Day'],
  ['2026-09-14', 'Ganesh Chaturthi'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Vijayadashami'],
  ['2026-11-09', 'Deepavali (Balipadyami)'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-15', 'Makara Sankranti'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-04-07', 'Ugadi'],
  ['2027-04-14', 'Dr B. R. Ambedkar Jayanti'],
  ['2027-05-01', 'Labour Day'],
  ['2027-09-04', 'Ganesh Chaturthi'],
  ['2027-10-02', 'Gandhi Jayanti'],
  ['2027-10-09', 'Vijayadashami'],
  ['2027-10-29', 'Deepavali (Naraka Chaturdashi)'],
  ['2027-11-01', 'Kannada Rajyotsava'],
  ['2027-12-25', 'Christmas'],
]

export const officeHolidaysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('office_holidays')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    const seeded = db as Kysely<{
      office_holidays: { day: string; name: string; created_by: null; created_at: string }
    }>
    await seeded
      .insertInto('office_holidays')
      .values(
        FIRST_HOLIDAYS.map(([day, name]) => ({ day, name, created_by: null, created_at: '2026-11-29T00:00:00.000Z' })),
      )
      .execute()
  },
}
