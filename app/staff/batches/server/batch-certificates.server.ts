import type { Kysely } from 'kysely'
import { formatDate } from '~/lib/format'
import { recordLeadEvent } from '~/staff/leads/server/lead-timeline.server'
import type { AuditActor } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { listCertificateCourses } from '~/staff/certificates/server/certificate-courses.server'
import type { NewCertificate } from '~/staff/certificates/server/certificate-input.server'
import { issueCertificates } from '~/staff/certificates/server/certificate-register.server'

export interface CompletionActor {
  name: string
}

/**
 * Marks enrolled students of the batch completed, with the approving mentor and the day: the ids given, or every
 * enrolled student when `all`. Returns how many changed; each lead's timeline says so.
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
): Promise<number> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('enrolments')
      .innerJoin('batches', 'batches.id', 'enrolments.batch_id')
      .select(['enrolments.id', 'enrolments.submission_id', 'enrolments.reference', 'batches.code'])
      .where('enrolments.batch_id', '=', batchId)
      .where('enrolments.state', '=', 'enrolled')
    if (!all) {
      if (enrolmentIds.length === 0) return 0
      query = query.where('enrolments.id', 'in', [...enrolmentIds])
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
          detail: `Completed ${row.code} on ${formatDate(completedOn)}, approved by ${mentor}`,
          actor: actor.name,
        },
        now,
      )
    }
    return rows.length
  })
}

export type IssueResult = { ok: true; issued: number } | { ok: false; error: string }

/**
 * Issues a certificate to every completed student of the batch who has none, from what the site holds: the name and
 * email of their lead, the batch's course, their completion day and approving mentor. Issued, mailed and audited as
 * any certificate (issueCertificates), and each enrolment records its certificate in the same transaction, so a second
 * press issues nothing twice.
 */
export async function issueBatchCertificates(
  db: Kysely<Database>,
  batchId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<IssueResult> {
  const batch = await db.selectFrom('batches').select('course_id').where('id', '=', batchId).executeTakeFirst()
  if (!batch) return { ok: false, error: 'That batch no longer exists.' }
  const course = (await listCertificateCourses(db)).find((c) => c.id === batch.course_id)
  if (!course)
    return { ok: false, error: 'This batch’s course is not in the catalogue, so its certificates cannot name it.' }
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .select(['enrolments.id', 'enrolments.completed_on', 'enrolments.mentor', 'submissions.name', 'submissions.email'])
    .where('enrolments.batch_id', '=', batchId)
    .where('enrolments.state', '=', 'completed')
    .where('enrolments.certificate_id', 'is', null)
    .orderBy('enrolments.reference')
    .execute()
  if (rows.length === 0)
    return { ok: false, error: 'Every completed student already has a certificate. Mark students completed first.' }
  const items = rows.map((row): NewCertificate => ({
    holderName: row.name.replace(/\s+/g, ' ').trim(),
    email: row.email.trim().toLowerCase(),
    course,
    completedOn: row.completed_on!,
    mentor: row.mentor!,
    grade: null,
    projects: [],
    searchable: false,
  }))
  const raced = new Error('raced')
  try {
    await issueCertificates(db, actor, items, now, async (trx, issued) => {
      for (const [index, cert] of issued.entries()) {
        const linked = await trx
          .updateTable('enrolments')
          .set({ certificate_id: cert.id, updated_at: now.toISOString() })
          .where('id', '=', rows[index]!.id)
          .where('certificate_id', 'is', null)
          .executeTakeFirst()
        // Another press got here first: undo this whole issue rather than give anyone a second certificate.
        if (Number(linked.numUpdatedRows) !== 1) throw raced
      }
    })
  } catch (error) {
    if (error === raced) return { ok: false, error: 'Certificates were issued for this batch just now. Look again.' }
    throw error
  }
  return { ok: true, issued: rows.length }
}
