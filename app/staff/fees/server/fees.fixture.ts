import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { insertLead } from '~/server/submissions.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'
import { enrolLead } from '~/staff/batches/server/enrolments.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { ensurePlan } from './ledger-entries.server'

/** A registration enrolled in a new frontend batch starting `startsOn` at ₹7,000: the enrolment's id. */
export async function enrolledStudent(
  db: Kysely<Database>,
  { startsOn = '2027-01-05', name = 'Kavya Reddy', email = 'kavya@example.com' } = {},
  now = new Date('2026-11-01T06:00:00Z'),
): Promise<string> {
  // The lead's row alone (no acknowledgement or staff mail): the fee tests count only their own mails, and
  // migration 022's test writes it on the schema as it stood before later migrations.
  const submissionId = await db
    .transaction()
    .execute((trx) =>
      insertLead(trx, { kind: 'studio-contact', name, email, phone: '+91 98450 11111', fields: { name } }, now),
    )
  const end = new Date(`${startsOn}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 89)
  const enrolBy = new Date(`${startsOn}T00:00:00Z`)
  enrolBy.setUTCDate(enrolBy.getUTCDate() - 1)
  const batch = await makeBatch(
    db,
    {
      startsOn,
      endsOn: end.toISOString().slice(0, 10),
      enrolBy: enrolBy.toISOString().slice(0, 10),
      fee: 700000,
    },
    now,
  )
  const result = await enrolLead(db, { batchId: batch.id, submissionId, actor: { name: 'Asha' } }, now)
  if (!result.ok) throw new Error(result.error)
  return result.enrolmentId
}

/**
 * An enrolled student as after a payment request: a pay link and their state (Karnataka, 29) known; their email is
 * the first name at example.com.
 */
export async function payingStudent(db: Kysely<Database>, name: string, by: string, now: Date) {
  const enrolmentId = await enrolledStudent(db, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` })
  const account = (await feeAccount(db, { enrolmentId }))!
  const token = await ensurePlan(db, account, by, now)
  await db.updateTable('fee_plans').set({ student_state: '29' }).where('enrolment_id', '=', enrolmentId).execute()
  return { token, enrolmentId, reference: account.reference }
}
