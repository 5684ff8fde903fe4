import { type Kysely, type Selectable } from 'kysely'
import type { CertificateTable, Database } from './db/schema.server'

export interface CertificateProject {
  title: string
  url: string | null
}

/** A certificate as its pages show it. */
export interface Certificate {
  id: string
  holderName: string
  email: string
  courseId: string
  courseTitle: string
  completedOn: string
  mentor: string
  grade: string | null
  projects: CertificateProject[]
  searchable: boolean
  issuedAt: string
  issuedBy: string | null
  revoked: { at: string; by: string | null; reason: string } | null
}

export function toCertificate(row: Selectable<CertificateTable>): Certificate {
  return {
    id: row.id,
    holderName: row.holder_name,
    email: row.email,
    courseId: row.course_id,
    courseTitle: row.course_title,
    completedOn: row.completed_on,
    mentor: row.mentor,
    grade: row.grade,
    projects: JSON.parse(row.projects) as CertificateProject[],
    searchable: Number(row.searchable) === 1,
    issuedAt: row.issued_at,
    issuedBy: row.issued_by,
    revoked: row.revoked_at ? { at: row.revoked_at, by: row.revoked_by, reason: row.revoked_reason ?? '' } : null,
  }
}

/** The certificate with this canonical identifier, or undefined. */
export async function findCertificate(db: Kysely<Database>, id: string): Promise<Certificate | undefined> {
  const row = await db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toCertificate(row) : undefined
}
