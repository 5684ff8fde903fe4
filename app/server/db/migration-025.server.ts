import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely'

/**
 * "I have paid" (issue 55, part 2): a student's report of a UPI or bank payment from the pay page, waiting for staff.
 *
 * - `pay_reports`: the amount, the day and the UTR the student gave, an optional screenshot (sniffed type, at most
 *   the upload limit), and what staff decided: `pending`, `confirmed` (with the payment it became) or `rejected`
 *   (with the reason the student reads).
 * - One pending report per UTR (a partial unique index): two reports of one UTR cannot both wait, even when two
 *   servers take them at once. A rejected report's UTR may be reported again.
 */
export function payReportsMigration(binary: RawBuilder<unknown>): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pay_reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enrolment_id', 'text', (c) => c.notNull().references('enrolments.id').onDelete('cascade'))
        .addColumn('amount_paise', 'integer', (c) => c.notNull())
        .addColumn('on_day', 'text', (c) => c.notNull())
        .addColumn('utr', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('screenshot_name', 'text')
        .addColumn('screenshot_type', 'text')
        .addColumn('screenshot', binary)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('reject_reason', 'text')
        .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
        .execute()
      await db.schema
        .createIndex('pay_reports_enrolment')
        .on('pay_reports')
        .columns(['enrolment_id', 'created_at'])
        .execute()
      await db.schema.createIndex('pay_reports_status').on('pay_reports').columns(['status', 'created_at']).execute()
      await sql`create unique index pay_reports_pending_utr on pay_reports (utr) where status = 'pending'`.execute(db)
    },
  }
}
