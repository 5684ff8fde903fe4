import type { Kysely, Migration } from 'kysely'

/**
 * Fees (docs/decisions/019). Money is integer paise. Each enrolment may have a fee plan (a discount with its reason,
 * instalments with due days) and a pay token, the unguessable key of its /pay page. A payment request is a mail with
 * the amount due. `payments` is a ledger: rows are inserted, never updated: a payment, a cancellation of one, or a
 * refund, each with its own numbered document (tax invoice or receipt for a payment, credit note for the other two) and
 * a snapshot of what the document shows (the student's name and state, the tax split), so it reprints the same after
 * the student's lead is erased: tax records outlive it (the privacy policy's eight years), and the enrolment link is
 * then set null. `document_series` holds the last number of each series per financial year, taken by one upsert in
 * the payment's transaction, so numbers are consecutive and unique with any number of servers. `payment_utrs` holds the
 * bank reference of each payment that stands (a cancellation deletes its row), so one UTR is one payment.
 */
export const feesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fee_plans')
      .addColumn('enrolment_id', 'text', (c) => c.primaryKey().references('enrolments.id').onDelete('cascade'))
      .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discount_reason', 'text')
      // JSON: [{ "amountPaise": 350000, "dueOn": "2027-01-05" }, …], adding up to the fee less the discount.
      .addColumn('instalments', 'text', (c) => c.notNull())
      .addColumn('student_state', 'text')
      .addColumn('pay_token', 'text', (c) => c.notNull().unique())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('payment_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enrolment_id', 'text', (c) => c.notNull().references('enrolments.id').onDelete('cascade'))
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('payment_requests_enrolment').on('payment_requests').column('enrolment_id').execute()
    await db.schema
      .createTable('document_series')
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_series_pk', ['series', 'financial_year'])
      .execute()
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enrolment_id', 'text', (c) => c.references('enrolments.id').onDelete('set null'))
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('on_day', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('utr', 'text')
      .addColumn('document_number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('tax_invoice', 'integer', (c) => c.notNull())
      .addColumn('gstin', 'text')
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('place_of_supply', 'text', (c) => c.notNull())
      .addColumn('recipient_name', 'text', (c) => c.notNull())
      .addColumn('course_title', 'text', (c) => c.notNull())
      .addColumn('batch_code', 'text', (c) => c.notNull())
      .addColumn('reverses_id', 'text', (c) => c.unique().references('payments.id'))
      .addColumn('reason', 'text')
      .addColumn('exception_note', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('payments_enrolment').on('payments').column('enrolment_id').execute()
    await db.schema.createIndex('payments_day').on('payments').columns(['on_day', 'kind']).execute()
    await db.schema
      .createTable('payment_utrs')
      .addColumn('utr', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
      .execute()
  },
}
