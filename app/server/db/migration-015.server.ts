import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Batches and enrolments (docs/decisions/018). A batch is one run of a course with its dates, seats and fee (integer
 * paise); `seats_taken` counts the enrolments holding a seat (offered, enrolled, completed) and is changed only by a
 * conditional update, so two servers can never both take the last seat; `last_number` numbers the batch's enrolment
 * references (FE-2027-01-001). An enrolment ties a lead (its submission; erased with it) to a batch, with its own fee
 * and the batch's start date, so fees can hang off it later.
 *
 * What staff had typed into batch_dates (the next start of a bootcamp) becomes an open batch of that bootcamp, with the
 * studio's usual shape frozen here: 30 seats, online, three months long (89 days after the start), enrolment closing
 * the day before the start, the bootcamp's price at the time of the migration. batch_dates is then dropped: batches
 * are the one place for a start date.
 */

/** The reference prefix of each bootcamp as of this migration (new courses take theirs from course-codes.ts). */
const CODES: Record<string, string> = {
  'frontend-development': 'FE',
  'backend-development': 'BE',
  'ai-ml': 'AI',
  'generative-ai': 'GA',
  'data-science': 'DS',
  'android-development': 'AD',
  'fullstack-development': 'FS',
  'mern-stack-development': 'MS',
  'data-engineer': 'DE',
  'data-analytics': 'DA',
}
const SEATS = 30
const LENGTH_DAYS = 89
const FALLBACK_PRICE_RUPEES = 7000

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export const batchesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('enrol_by', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('fee_paise', 'integer', (c) => c.notNull())
      .addColumn('early_fee_paise', 'integer')
      .addColumn('early_until', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('batches_course_start').on('batches').columns(['course_id', 'starts_on']).execute()
    await db.schema
      .createTable('enrolments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('batch_id', 'text', (c) => c.notNull().references('batches.id'))
      .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('fee_paise', 'integer', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('enrolled_at', 'text')
      .addColumn('offered_at', 'text')
      .addColumn('completed_on', 'text')
      .addColumn('mentor', 'text')
      .addColumn('withdrawn_at', 'text')
      .addColumn('certificate_id', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('enrolments_batch_state')
      .on('enrolments')
      .columns(['batch_id', 'state', 'created_at'])
      .execute()
    await db.schema.createIndex('enrolments_submission').on('enrolments').column('submission_id').execute()

    const rows = await sql<{ bootcamp_id: string; starts_on: string; price: number | null }>`
      select d.bootcamp_id, d.starts_on, b.price
      from batch_dates d left join catalogue_bootcamps b on b.id = d.bootcamp_id
      order by d.bootcamp_id`.execute(db)
    const now = new Date().toISOString()
    for (const row of rows.rows) {
      const prefix = CODES[row.bootcamp_id] ?? row.bootcamp_id.slice(0, 2).toUpperCase()
      const code = `${prefix}-${row.starts_on.slice(0, 7)}`
      await sql`insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number,
        mode, fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
        values (${crypto.randomUUID()}, ${code}, ${row.bootcamp_id}, ${row.starts_on},
        ${addDays(row.starts_on, LENGTH_DAYS)}, ${addDays(row.starts_on, -1)}, ${SEATS}, 0, 0, 'online',
        ${Number(row.price ?? FALLBACK_PRICE_RUPEES) * 100}, null, null, 'open', ${now}, ${now})`.execute(db)
    }
    await db.schema.dropTable('batch_dates').execute()
  },
}
