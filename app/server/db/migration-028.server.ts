import type { Kysely, Migration } from 'kysely'

/**
 * A payment gateway behind the fee account (issue 55, part 1; docs/decisions/027-payment-gateway.md).
 *
 * - `gateway_links`: the Razorpay payment link made for a payment request (one per request): its id, short URL and
 *   status as the gateway last told us, or the error that kept it from being made (staff retry it).
 * - `gateway_events`: every webhook event stored once by its `x-razorpay-event-id` (the primary key), with what it
 *   did; a payment whose amount does not match what is due is `held` here for staff, with the gateway payment.
 * - `gateway_refunds`: a refund asked of the gateway from the fee desk, recorded in the ledger when
 *   `refund.processed` arrives (or shown as failed).
 */
export const gatewayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gateway_links')
      .addColumn('request_id', 'text', (c) => c.primaryKey().references('payment_requests.id').onDelete('cascade'))
      .addColumn('enrolment_id', 'text', (c) => c.notNull().references('enrolments.id').onDelete('cascade'))
      .addColumn('link_id', 'text', (c) => c.unique())
      .addColumn('short_url', 'text')
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('gateway_links_enrolment').on('gateway_links').column('enrolment_id').execute()
    await db.schema
      .createTable('gateway_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('enrolment_id', 'text', (c) => c.references('enrolments.id').onDelete('cascade'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('gateway_payment_id', 'text')
      .addColumn('amount_paise', 'integer')
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('gateway_events_outcome')
      .on('gateway_events')
      .columns(['outcome', 'received_at'])
      .execute()
    await db.schema
      .createTable('gateway_refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('refund_id', 'text', (c) => c.unique())
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
      .addColumn('enrolment_id', 'text', (c) => c.notNull().references('enrolments.id').onDelete('cascade'))
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('reason_code', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('credit_id', 'text', (c) => c.references('payments.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
}
