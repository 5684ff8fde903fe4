import { sql, type Kysely, type Migration } from 'kysely'

/**
 * One fee account (docs/decisions/024). A credit note names the invoice it adjusts (`credits_id`: a cancellation's is
 * the payment it reverses, a refund's the payment it returns money of), an intra-state invoice's odd paisa of tax is a
 * round-off line so CGST and SGST are equal halves (`round_off_paise`), and the student sees a plain reason chosen
 * from a short list (`reason_code`) while staff's note (`reason`) stays internal.
 *
 * Existing rows: a cancellation credits the payment it reverses; a refund credits the newest payment of its enrolment
 * that still had the whole refund left when it was recorded (the refunds of before always returned the newest money
 * first). A refund that no single payment covered stays unlinked, and the fee account spreads it as it was paid.
 */
export const feeAccountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payments')
      .addColumn('credits_id', 'text', (c) => c.references('payments.id'))
      .execute()
    await db.schema
      .alterTable('payments')
      .addColumn('round_off_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('payments').addColumn('reason_code', 'text').execute()
    await sql`update payments set credits_id = reverses_id where kind = 'cancellation'`.execute(db)
    const { rows } = await sql<{
      id: string
      enrolment_id: string | null
      kind: string
      amount_paise: number | string
      credits_id: string | null
    }>`select id, enrolment_id, kind, amount_paise, credits_id from payments
       where enrolment_id is not null order by created_at, id`.execute(db)
    const left = new Map<string, number>()
    const payments = new Map<string, string[]>()
    for (const row of rows) {
      const amount = Number(row.amount_paise)
      if (row.kind === 'payment') {
        left.set(row.id, amount)
        payments.set(row.enrolment_id!, [...(payments.get(row.enrolment_id!) ?? []), row.id])
      } else if (row.kind === 'cancellation' && row.credits_id) {
        left.set(row.credits_id, (left.get(row.credits_id) ?? 0) + amount)
      } else if (row.kind === 'refund') {
        const target = [...(payments.get(row.enrolment_id!) ?? [])].reverse().find((id) => left.get(id)! >= -amount)
        if (!target) continue
        left.set(target, left.get(target)! + amount)
        await sql`update payments set credits_id = ${target} where id = ${row.id}`.execute(db)
      }
    }
    await db.schema.createIndex('payments_credits').on('payments').column('credits_id').execute()
  },
}
