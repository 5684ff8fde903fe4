import type { Kysely } from 'kysely'
import { forms } from '~/forms/registry'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { verifyPath } from '~/lib/certificate-links'
import { absoluteUrl } from '~/lib/site-url'
import { findPerson, personHash, type PersonQuery } from './person.server'
import { zipArchive, type ZipEntry } from './zip.server'

/** The person's data as one ZIP: data.json (their submissions, fields, where they came from, notes and the replies
 * they were sent, the payments they reported on their pay page, and their certificates) and their files, the reports'
 * screenshots among them. */
export async function exportPerson(
  db: Kysely<Database>,
  query: PersonQuery,
  actor: AuditActor,
  now = new Date(),
): Promise<Buffer | undefined> {
  const found = await findPerson(db, query)
  if (found.submissions.length === 0 && found.certificates.length === 0) return undefined
  const ids = found.submissions.map((s) => s.id)
  const certificateIds = found.certificates.map((c) => c.id)
  const none = ['']
  const [rows, files, notes, replies, certificates, reports] = await Promise.all([
    db
      .selectFrom('submissions')
      .selectAll()
      .where('id', 'in', ids.length ? ids : none)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('submission_files')
      .selectAll()
      .where('submission_id', 'in', ids.length ? ids : none)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('submission_notes')
      .selectAll()
      .where('submission_id', 'in', ids.length ? ids : none)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('submission_replies')
      .selectAll()
      .where('submission_id', 'in', ids.length ? ids : none)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('certificates')
      .selectAll()
      .where('id', 'in', certificateIds.length ? certificateIds : none)
      .orderBy('issued_at')
      .execute(),
    db
      .selectFrom('pay_reports')
      .innerJoin('enrolments', 'enrolments.id', 'pay_reports.enrolment_id')
      .selectAll('pay_reports')
      .select(['enrolments.submission_id', 'enrolments.reference'])
      .where('enrolments.submission_id', 'in', ids.length ? ids : none)
      .orderBy('pay_reports.created_at')
      .execute(),
  ])
  const entries: ZipEntry[] = []
  const submissions = rows.map((row) => ({
    id: row.id,
    form: forms[row.kind]?.label ?? row.kind,
    receivedAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    fields: JSON.parse(row.fields) as unknown,
    status: row.status,
    source: {
      landingPage: row.source_landing,
      referrer: row.source_referrer,
      utmSource: row.source_utm_source,
      utmMedium: row.source_utm_medium,
      utmCampaign: row.source_utm_campaign,
    },
    replies: replies
      .filter((r) => r.submission_id === row.id)
      .map((r) => ({ at: r.created_at, by: r.author_name, subject: r.subject, text: r.body })),
    notes: notes
      .filter((n) => n.submission_id === row.id)
      .map((n) => ({ at: n.created_at, by: n.author, text: n.body })),
    files: files
      .filter((f) => f.submission_id === row.id)
      .map((f) => {
        const path = `files/${row.id.slice(0, 8)}-${f.field}-${f.filename.replace(/[/\\]/g, '_')}`
        if (!f.deleted_at) entries.push({ name: path, data: f.data })
        return {
          field: f.field,
          filename: f.filename,
          contentType: f.content_type,
          size: Number(f.size),
          ...(f.deleted_at ? { deletedAt: f.deleted_at, deletedBecause: f.deleted_reason } : { path }),
        }
      }),
    paymentReports: reports
      .filter((r) => r.submission_id === row.id)
      .map((r) => {
        const path = r.screenshot
          ? `files/${row.id.slice(0, 8)}-payment-${r.id.slice(0, 8)}-${(r.screenshot_name ?? 'screenshot').replace(/[/\\]/g, '_')}`
          : null
        if (path && r.screenshot) entries.push({ name: path, data: Buffer.from(r.screenshot) })
        return {
          enrolment: r.reference,
          reportedAt: r.created_at,
          amountRupees: Number(r.amount_paise) / 100,
          paidOn: r.on_day,
          utr: r.utr,
          status: r.status,
          ...(r.decided_at ? { decidedAt: r.decided_at } : {}),
          ...(r.reject_reason ? { rejectedBecause: r.reject_reason } : {}),
          ...(path ? { screenshot: path } : {}),
        }
      }),
  }))
  const certificateData = certificates.map((c) => ({
    id: c.id,
    holderName: c.holder_name,
    email: c.email,
    course: c.course_title,
    completedOn: c.completed_on,
    mentor: c.mentor,
    grade: c.grade,
    projects: JSON.parse(c.projects) as unknown,
    listedInSearchEngines: Number(c.searchable) === 1,
    issuedAt: c.issued_at,
    verifyPage: absoluteUrl(verifyPath(c.id)),
    ...(c.revoked_at ? { revokedAt: c.revoked_at, revokedBecause: c.revoked_reason } : {}),
  }))
  const json = JSON.stringify({ exportedAt: now.toISOString(), submissions, certificates: certificateData }, null, 2)
  entries.unshift({ name: 'data.json', data: Buffer.from(json, 'utf8') })
  await recordAudit(
    db,
    actor,
    'person-export',
    {
      target: found.emails.map((email) => personHash(email)).join(' '),
      detail: `${rows.length} submissions, ${entries.length - 1} files, ${reports.length} payment reports, ${certificates.length} certificates`,
    },
    now,
  )
  return zipArchive(entries, now)
}
