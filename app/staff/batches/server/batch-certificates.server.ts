import type { Kysely, Transaction } from 'kysely'
import { formatDate } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { formatPaise } from '~/lib/money'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import { lockBatches } from '~/staff/shell/server/row-locks.server'
import type { Database, StaffRole } from '~/server/db/schema.server'
import { feeBalances } from '~/server/fees/fee-account.server'
import { mailQueued } from '~/server/outbox.server'
import { holdText } from '~/staff/batches/content/certificate-holds'
import { listCertificateCourses, writeCertificates, type NewCertificate } from '~/staff/certificates/index.server'

// A certificate is earned (issue 52): only a finished batch's students are marked completed, on a day from its first
// day to today, and a certificate goes to a completed student whose fee is settled, unless an owner issues one anyway
// with a note. The rules are checked here, inside each change's transaction, with the batch's row locked; the roster
// says the same in words (certificate-holds.ts).

export interface CompletionActor {
  name: string
}

/** Who issues: the audit log's actor, and their role (only an owner may waive the fee rule). */
export type CertificateActor = AuditActor & { role: StaffRole }

/**
 * Locks the batch's row for the rest of the transaction (an update that changes nothing: a row lock on PostgreSQL, the
 * write lock on SQLite), so its status cannot change under a completion or an issue, and reads it.
 */
async function lockBatch(trx: Transaction<Database>, batchId: string) {
  await lockBatches(trx, [batchId])
  return trx
    .selectFrom('batches')
    .select(['code', 'course_id', 'status', 'starts_on', 'ends_on'])
    .where('id', '=', batchId)
    .executeTakeFirst()
}

export type CompleteResult = { ok: true; count: number } | { ok: false; error: string }

/**
 * Marks enrolled students of a finished batch completed, with the approving mentor and the day (from the batch's first
 * day to today in India): the ids given, or every enrolled student when `all`. Returns how many changed; each lead's
 * timeline says so.
 */
export async function completeEnrolments(
  db: Kysely<Database>,
  batchId: string,
  {
    enrolmentIds,
    all,
    mentor,
    completedOn,
  }: { enrolmentIds: readonly string[]; all: boolean; mentor: string; completedOn: string },
  actor: CompletionActor,
  now = new Date(),
): Promise<CompleteResult> {
  const at = now.toISOString()
  const today = istToday(now)
  return db.transaction().execute(async (trx): Promise<CompleteResult> => {
    const batch = await lockBatch(trx, batchId)
    if (!batch) return { ok: false, error: 'That batch no longer exists.' }
    if (batch.status !== 'finished')
      return {
        ok: false,
        error: `Batch ${batch.code} is not finished (its last day is ${formatDate(batch.ends_on)}): mark it finished before marking its students completed.`,
      }
    if (completedOn < batch.starts_on)
      return {
        ok: false,
        error: `The completion date cannot be before the batch’s first day, ${formatDate(batch.starts_on)}.`,
      }
    if (completedOn > today)
      return {
        ok: false,
        error: `The completion date cannot be in the future: today is ${formatDate(today)} in India.`,
      }
    let query = trx
      .selectFrom('enrolments')
      .select(['id', 'submission_id', 'reference'])
      .where('batch_id', '=', batchId)
      .where('state', '=', 'enrolled')
    if (!all) {
      if (enrolmentIds.length === 0) return { ok: true, count: 0 }
      query = query.where('id', 'in', [...enrolmentIds])
    }
    const rows = await query.execute()
    for (const row of rows) {
      await trx
        .updateTable('enrolments')
        .set({ state: 'completed', completed_on: completedOn, mentor, updated_at: at })
        .where('id', '=', row.id)
        .where('state', '=', 'enrolled')
        .execute()
      await recordLeadEvent(
        trx,
        row.submission_id,
        {
          action: 'enrolment',
          detail: `Completed ${batch.code} on ${formatDate(completedOn)}, approved by ${mentor}`,
          actor: actor.name,
        },
        now,
      )
    }
    return { ok: true, count: rows.length }
  })
}

/** An owner's per-student waiver of the fee rule: the student and why (the audit log keeps it). */
export interface FeeOverride {
  enrolmentId: string
  note: string
}

/** What an issue did: certificates issued (to these references), and completed students held back for their fees. */
export type IssueResult =
  | { ok: true; issued: number; held: number; references: string[] }
  | { ok: false; error: string }

const refused = (error: string) => ({ ok: false, error }) as const

/**
 * Issues a certificate to every completed student of the finished batch who has none and whose fee is settled (balance
 * zero or less), from what the site holds: the name and email of their lead, the batch's course, their completion day
 * and approving mentor. With an owner's `override`, issues that one student's certificate whatever they still owe, the
 * note in the audit log. Issued, mailed and audited as any certificate, and each enrolment records its certificate in
 * the same transaction, so a second press issues nothing twice.
 */
export async function issueBatchCertificates(
  db: Kysely<Database>,
  batchId: string,
  actor: CertificateActor,
  override: FeeOverride | null = null,
  now = new Date(),
): Promise<IssueResult> {
  if (override && actor.role !== 'owner')
    return refused('Only an owner can issue a certificate before the fee is settled.')
  const courses = await listCertificateCourses(db)
  const at = now.toISOString()
  const outcome = await db.transaction().execute(async (trx): Promise<IssueResult> => {
    const batch = await lockBatch(trx, batchId)
    if (!batch) return refused('That batch no longer exists.')
    const course = courses.find((c) => c.id === batch.course_id)
    if (!course) return refused('This batch’s course is not in the catalogue, so its certificates cannot name it.')
    if (batch.status !== 'finished')
      return refused(
        `No certificate was issued. ${holdText({ kind: 'batch-not-finished', endsOn: batch.ends_on }, istToday(now))}.`,
      )
    let query = trx
      .selectFrom('enrolments')
      .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
      .select([
        'enrolments.id',
        'enrolments.reference',
        'enrolments.state',
        'enrolments.certificate_id',
        'enrolments.completed_on',
        'enrolments.mentor',
        'submissions.name',
        'submissions.email',
      ])
      .where('enrolments.batch_id', '=', batchId)
      .orderBy('enrolments.reference')
    query = override
      ? query.where('enrolments.id', '=', override.enrolmentId)
      : query.where('enrolments.state', '=', 'completed').where('enrolments.certificate_id', 'is', null)
    const rows = await query.execute()
    if (override) {
      const [row] = rows
      if (!row) return refused('That student is no longer on this roster.')
      if (row.certificate_id) return refused(`${row.name} already has certificate ${row.certificate_id}.`)
      if (row.state !== 'completed') return refused(`No certificate was issued. ${row.name}: not marked completed.`)
    } else if (rows.length === 0)
      return refused('Every completed student already has a certificate. Mark students completed first.')
    // Read after the batch's lock, in this transaction: the fee as it stands when the certificates are written.
    const balances = await feeBalances(
      trx,
      rows.map((row) => row.id),
    )
    const owed = (id: string) => balances.get(id)?.balancePaise ?? 0
    const earned = override ? rows : rows.filter((row) => owed(row.id) <= 0)
    if (earned.length === 0)
      return refused(
        rows.length === 1
          ? 'No certificate was issued: the completed student without one still owes fees (the roster says how much). Record the payment first; an owner can issue it anyway with a note.'
          : `No certificate was issued: the ${rows.length} completed students without one still owe fees (the roster says how much). Record their payments first; an owner can issue one anyway with a note.`,
      )
    const items = earned.map((row): NewCertificate => ({
      holderName: row.name.replace(/\s+/g, ' ').trim(),
      email: row.email.trim().toLowerCase(),
      course,
      completedOn: row.completed_on!,
      mentor: row.mentor!,
      grade: null,
      projects: [],
      searchable: false,
    }))
    const issued = await writeCertificates(trx, actor, items, now)
    for (const [index, cert] of issued.entries()) {
      const row = earned[index]!
      const linked = await trx
        .updateTable('enrolments')
        .set({ certificate_id: cert.id, updated_at: at })
        .where('id', '=', row.id)
        .where('certificate_id', 'is', null)
        .executeTakeFirst()
      // The batch's lock orders presses, so this cannot happen; if it did, nobody gets a second certificate.
      if (Number(linked.numUpdatedRows) !== 1) throw new Error(`${row.reference} has a certificate already`)
      if (override && owed(row.id) > 0)
        await recordAudit(
          trx,
          actor,
          'certificate-fee-override',
          { target: cert.id, detail: `${row.reference}: ${formatPaise(owed(row.id))} still to pay. ${override.note}` },
          now,
        )
    }
    return {
      ok: true,
      issued: issued.length,
      held: rows.length - earned.length,
      references: earned.map((row) => row.reference),
    }
  })
  // Committed: the graduates' mails go now.
  if (outcome.ok) mailQueued()
  return outcome
}
