import type { Kysely, Migration } from 'kysely'

/**
 * Bank statements (issue 55, part 3; decision 028): credits from the bank account's statement, matched by staff to
 * students' fees.
 *
 * - `bank_statement_columns`: per bank account (a name staff give, "HDFC current account"), the headers of the columns
 *   that hold the date, the narration, the reference and the credit, so the next upload from that bank is read alike.
 * - `bank_statement_lines`: one row per credit, keyed by a hash of the bank and the line as the bank printed it
 *   (`line_key`, unique): a re-upload of the same statement, or of one that overlaps it, adds nothing. A line is
 *   `open` until staff record it as a payment (`recorded`, with the payment) or set it aside (`ignored`).
 */
export const bankStatementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_statement_columns')
      .addColumn('bank', 'text', (c) => c.primaryKey())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('bank_statement_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bank', 'text', (c) => c.notNull())
      .addColumn('line_key', 'text', (c) => c.notNull().unique())
      .addColumn('on_day', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('narration', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('utr', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .addColumn('imported_by', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
      .execute()
    await db.schema
      .createIndex('bank_statement_lines_status')
      .on('bank_statement_lines')
      .columns(['status', 'on_day'])
      .execute()
  },
}
