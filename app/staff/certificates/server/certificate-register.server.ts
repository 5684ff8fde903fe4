// Issuing, listing, revoking and hiding certificates: the staff side of the register. The public side (a certificate
// as its pages show it, the look-up by identifier) is app/server/certificates.server.ts.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { company } from '~/content/company'
import { certificatePdfPath, linkedInAddUrl, verifyPath } from '~/lib/certificate-links'
import { newCertificateId } from '~/lib/certificate-id'
import { siteLink } from '~/server/site-link.server'
import { recordAudit, type AuditActor, type AuditNote } from '~/server/audit.server'
import type { NewCertificate } from './certificate-input.server'
import { findCertificate, toCertificate, type Certificate } from '~/server/certificates.server'
import type { CertificateTable, Database } from '~/server/db/schema.server'
import { containsPattern } from '~/staff/shell/lib/like-pattern'
import { mailQueued, queueMail } from '~/server/outbox.server'

export const CERTIFICATE_PAGE_SIZE = 50

/** Newest first, 50 to a page; `query` matches the holder's name, email, course or identifier. */
export async function listCertificates(
  db: Kysely<Database>,
  { query = '', page = 1 }: { query?: string; page?: number } = {},
): Promise<{ certificates: Certificate[]; total: number }> {
  const q = query.trim().slice(0, 200)
  let base = db.selectFrom('certificates')
  if (q) {
    // The same search as the inbox's: lower(...) LIKE … ESCAPE, alike on both engines.
    const pattern = containsPattern(q)
    base = base.where((eb) =>
      eb.or(
        (['holder_name', 'email', 'course_title', 'id'] as const).map((column) =>
          eb(sql<string>`lower(${eb.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`),
        ),
      ),
    )
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('id')
      .limit(CERTIFICATE_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * CERTIFICATE_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { certificates: rows.map(toCertificate), total: Number(count.n) }
}

/** The mail a graduate gets: the verify page, the PDF and LinkedIn's add-to-profile link. */
export function certificateMail(
  cert: Pick<Certificate, 'id' | 'holderName' | 'courseTitle' | 'completedOn' | 'mentor'>,
) {
  const verifyUrl = siteLink(verifyPath(cert.id))
  return {
    subject: `Your ${company.shortName} certificate: ${cert.courseTitle}`,
    text: [
      `Hello ${cert.holderName},`,
      '',
      `Congratulations on completing ${cert.courseTitle}. ${cert.mentor} approved your work, and ${company.name} has issued your certificate.`,
      '',
      `Certificate ID: ${cert.id}`,
      '',
      'Anyone, such as a recruiter, can check it at this address (put it on your CV):',
      verifyUrl,
      '',
      'Download the printable certificate (PDF, A4):',
      siteLink(certificatePdfPath(cert.id)),
      '',
      'Add it to your LinkedIn profile (sign in to LinkedIn, check the details, then save):',
      linkedInAddUrl(cert, verifyUrl),
      '',
      `If a detail is wrong, reply to this mail or write to ${company.emails[1]?.address ?? company.emails[0]!.address}.`,
    ].join('\n'),
  }
}

/**
 * Issues certificates in one transaction, all or none: a row each with a fresh identifier, a mail to each graduate
 * through the outbox and an audit entry each. Returns them in the order given.
 */
export async function issueCertificates(
  db: Kysely<Database>,
  actor: AuditActor,
  items: readonly NewCertificate[],
  now = new Date(),
): Promise<Certificate[]> {
  const issued = await db.transaction().execute((trx) => writeCertificates(trx, actor, items, now))
  // Committed: the graduates' mails go now.
  mailQueued()
  return issued
}

/**
 * issueCertificates' work inside the caller's transaction (a batch's roster decides who has earned one in the same
 * transaction): the rows, their mails in the outbox and an audit entry each. The caller calls mailQueued() once it has
 * committed.
 */
export async function writeCertificates(
  trx: Transaction<Database>,
  actor: AuditActor,
  items: readonly NewCertificate[],
  now = new Date(),
): Promise<Certificate[]> {
  const at = now.toISOString()
  const out: Certificate[] = []
  for (const item of items) {
    const row: Selectable<CertificateTable> = {
      id: newCertificateId(),
      holder_name: item.holderName,
      email: item.email,
      course_id: item.course.id,
      course_title: item.course.title,
      completed_on: item.completedOn,
      mentor: item.mentor,
      grade: item.grade,
      projects: JSON.stringify(item.projects),
      searchable: item.searchable ? 1 : 0,
      issued_at: at,
      issued_by: actor.email,
      updated_at: at,
      revoked_at: null,
      revoked_by: null,
      revoked_reason: null,
    }
    await trx.insertInto('certificates').values(row).execute()
    const cert = toCertificate(row)
    const mail = certificateMail(cert)
    await queueMail(trx, { kind: 'message', to: cert.email, ...mail }, now)
    // Written here, not by the staff action: in the transaction with the certificate and its mail, one per row.
    await recordAudit(
      trx,
      actor,
      'certificate-issue',
      { target: cert.id, detail: `${cert.holderName}, ${cert.courseTitle}` },
      now,
    )
    out.push(cert)
  }
  return out
}

/** A revocation's audit entry comes back for the staff action to write; issuing writes its own in its transaction. */
export type RevokeResult =
  | { ok: true; certificate: Certificate; audit: AuditNote }
  | { ok: false; status: number; error: string }

/**
 * Revokes a certificate with a reason (RevokeSchema checked it); the verify page says so from the next request. Its
 * audit entry (why) comes back.
 */
export async function revokeCertificate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<RevokeResult> {
  const at = now.toISOString()
  const updated = await db
    .updateTable('certificates')
    .set({ revoked_at: at, revoked_by: actor.email, revoked_reason: reason, updated_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) {
    const existing = await findCertificate(db, id)
    return existing
      ? { ok: false, status: 409, error: `${id} was revoked already.` }
      : { ok: false, status: 404, error: `No certificate has the identifier ${id}.` }
  }
  return {
    ok: true,
    certificate: (await findCertificate(db, id))!,
    audit: { action: 'certificate-revoke', target: id, detail: reason },
  }
}

/**
 * Records the holder's answer to listing their verify page in search engines (given after issue, e.g. by mail): the
 * page drops or gains its `noindex` at once. Its audit entry comes back (null: no such certificate).
 */
export async function setCertificateSearchable(
  db: Kysely<Database>,
  id: string,
  searchable: boolean,
  now = new Date(),
): Promise<AuditNote | null> {
  const at = now.toISOString()
  const updated = await db
    .updateTable('certificates')
    .set({ searchable: searchable ? 1 : 0, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) return null
  return { action: 'certificate-listing', target: id, detail: searchable ? 'listed' : 'hidden' }
}
