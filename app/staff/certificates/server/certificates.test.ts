// The certificates store, on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CERTIFICATE_ID_PATTERN } from '~/lib/certificate-id'
import { listCertificateCourses, type CertificateCourse } from './certificate-courses.server'
import { RevokeSchema } from '~/staff/certificates/forms/certificate.schema'
import { checkCertificate, type NewCertificate } from './certificate-input.server'
import { findCertificate } from '~/server/certificates.server'
import {
  issueCertificates,
  listCertificates,
  revokeCertificate,
  setCertificateSearchable,
} from './certificate-register.server'
import { openTestDatabase, type TestDatabase } from '~/server/db/test-database.server'

let store: TestDatabase
let courses: CertificateCourse[]
const owner = { id: 'owner-1', email: 'owner@realworktech.in' }
const today = '2026-11-25'

beforeAll(async () => {
  store = await openTestDatabase()
  courses = await listCertificateCourses(store.db)
})
afterAll(async () => {
  await store.close()
})

function graduate(overrides: Record<string, string | boolean> = {}): NewCertificate {
  const checked = checkCertificate(
    {
      name: 'Priya Raman',
      email: 'Priya.Raman@example.com',
      course: 'frontend-development',
      completedOn: '2026-10-30',
      mentor: 'Arjun Menon',
      grade: 'Distinction',
      project1Title: 'Kanban board',
      project1Url: 'https://github.com/priya/kanban',
      searchable: false,
      ...overrides,
    },
    courses,
    today,
  )
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors))
  return checked.value
}

describe('checkCertificate', () => {
  it('takes a course by id or by its title, and keeps projects with links', () => {
    const value = graduate({ course: 'Frontend Development Bootcamp', project2Title: 'Portfolio' })
    expect(value.course.id).toBe('frontend-development')
    expect(value.email).toBe('priya.raman@example.com')
    expect(value.projects).toEqual([
      { title: 'Kanban board', url: 'https://github.com/priya/kanban' },
      { title: 'Portfolio', url: null },
    ])
  })

  it('names each wrong field', () => {
    const checked = checkCertificate(
      {
        name: ' ',
        email: 'priya@',
        course: 'Underwater Basket Weaving',
        completedOn: '2026-12-01',
        mentor: 'Arjun',
        project1Url: 'http://insecure.example.com',
        searchable: false,
      },
      courses,
      today,
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(Object.keys(checked.errors).sort()).toEqual(
      ['course', 'email', 'name', 'project1Title', 'project1Url'].sort(),
    )
    const future = checkCertificate({ ...rawOf(graduate()), completedOn: '2026-12-01' }, courses, today)
    expect(future.ok ? null : future.errors.completedOn).toMatch(/future/)
  })
})

function rawOf(value: NewCertificate): Record<string, string | boolean> {
  return {
    name: value.holderName,
    email: value.email,
    course: value.course.id,
    completedOn: value.completedOn,
    mentor: value.mentor,
    searchable: value.searchable,
  }
}

describe('certificates store', () => {
  it('issues with an unguessable identifier, a mail to the graduate and an audit entry', async () => {
    const [cert] = await issueCertificates(store.db, owner, [graduate()], new Date('2026-11-25T10:00:00Z'))
    expect(cert!.id).toMatch(CERTIFICATE_ID_PATTERN)
    expect(await findCertificate(store.db, cert!.id)).toEqual(cert)
    expect(cert).toMatchObject({
      holderName: 'Priya Raman',
      courseTitle: 'Frontend Development Bootcamp',
      revoked: null,
    })
    const mail = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', cert!.email)
      .executeTakeFirstOrThrow()
    expect(mail.subject).toContain('Frontend Development Bootcamp')
    expect(mail.body).toContain(`/verify/${cert!.id}`)
    expect(mail.body).toContain(`/verify/${cert!.id}/certificate.pdf`)
    expect(mail.body).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME')
    const audit = await store.db.selectFrom('audit_log').selectAll().where('target', '=', cert!.id).execute()
    expect(audit).toMatchObject([{ action: 'certificate-issue', actor_email: owner.email }])
  })

  it('issues a batch all or nothing', async () => {
    const before = (await listCertificates(store.db)).total
    const good = graduate({ email: 'ravi@example.com', name: 'Ravi Kumar' })
    const broken = { ...graduate({ email: 'meera@example.com' }), holderName: null as unknown as string }
    await expect(issueCertificates(store.db, owner, [good, broken])).rejects.toThrow()
    expect((await listCertificates(store.db)).total).toBe(before)
    const issued = await issueCertificates(store.db, owner, [good, graduate({ email: 'meera@example.com' })])
    expect(new Set(issued.map((c) => c.id)).size).toBe(2)
    expect((await listCertificates(store.db)).total).toBe(before + 2)
  })

  it('lists newest first and finds by name, email, course or identifier', async () => {
    const all = await listCertificates(store.db)
    expect(all.certificates.map((c) => c.issuedAt)).toEqual(
      [...all.certificates.map((c) => c.issuedAt)].sort().reverse(),
    )
    expect((await listCertificates(store.db, { query: 'ravi' })).certificates.map((c) => c.holderName)).toEqual([
      'Ravi Kumar',
    ])
    const id = all.certificates[0]!.id
    expect((await listCertificates(store.db, { query: id.toLowerCase() })).certificates.map((c) => c.id)).toEqual([id])
    expect((await listCertificates(store.db, { query: '100%_' })).total).toBe(0)
  })

  it('revokes once, with a reason; its audit entry says why', async () => {
    const [cert] = await issueCertificates(store.db, owner, [graduate({ email: 'kiran@example.com' })])
    // The page's schema refuses a blank reason before the store sees it.
    expect(RevokeSchema.safeParse({ id: cert!.id, reason: '  ' }).error?.issues[0]?.message).toBe(
      'Give the reason for revoking; the verify page shows it.',
    )
    const at = new Date('2026-11-26T08:00:00Z')
    const result = await revokeCertificate(store.db, owner, cert!.id, 'Issued to the wrong course', at)
    expect(result).toMatchObject({
      ok: true,
      certificate: { revoked: { at: at.toISOString(), by: owner.email, reason: 'Issued to the wrong course' } },
      audit: { action: 'certificate-revoke', target: cert!.id, detail: 'Issued to the wrong course' },
    })
    expect(await revokeCertificate(store.db, owner, cert!.id, 'again')).toMatchObject({ ok: false, status: 409 })
    expect(await revokeCertificate(store.db, owner, 'RW-0000-0000-0000-0000', 'x')).toMatchObject({ status: 404 })
  })

  it('records the holder’s answer on search listing, hands back its audit entry, and moves the updated time', async () => {
    const [cert] = await issueCertificates(store.db, owner, [graduate({ email: 'asha@example.com' })])
    const later = new Date('2027-01-02T03:04:05Z')
    // The certificates page's action writes the entry (staffAction's done); the store says what it is.
    expect(await setCertificateSearchable(store.db, cert!.id, true, later)).toEqual({
      action: 'certificate-listing',
      target: cert!.id,
      detail: 'listed',
    })
    expect((await findCertificate(store.db, cert!.id))?.searchable).toBe(true)
    const row = await store.db
      .selectFrom('certificates')
      .select('updated_at')
      .where('id', '=', cert!.id)
      .executeTakeFirst()
    expect(row?.updated_at).toBe(later.toISOString())
    expect(await setCertificateSearchable(store.db, cert!.id, false, later)).toMatchObject({ detail: 'hidden' })
    expect(await setCertificateSearchable(store.db, 'RW-0000-0000-0000-0000', true)).toBeNull()
  })
})
