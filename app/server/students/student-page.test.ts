// The student page's own store work: what a student sees (certificates and registrations by their email only) and a
// data-rights request mailed to the owners with the student's acknowledgement, on SQLite (PostgreSQL with DATABASE_URL).
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { enrolledStudent } from '~/staff/fees/server/fees.fixture'
import { DataRightSchema, SignInAskSchema } from '~/forms/student-page.schema'
import { DATA_REQUESTS_PER_EMAIL, requestDataRight } from './data-rights.server'
import { studentRecords } from './records.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const ENV = { SITE_URL: 'https://realworktech.in' } as NodeJS.ProcessEnv

async function certificate(id: string, email: string, revoked = false) {
  await store.db
    .insertInto('certificates')
    .values({
      id,
      holder_name: 'Kavya Reddy',
      email,
      course_id: 'frontend-development',
      course_title: 'Frontend Development Bootcamp',
      completed_on: '2026-10-30',
      mentor: 'Arjun Menon',
      grade: null,
      projects: '[]',
      searchable: 0,
      issued_at: NOW.toISOString(),
      issued_by: 'owner@realworktech.in',
      updated_at: NOW.toISOString(),
      revoked_at: revoked ? NOW.toISOString() : null,
      revoked_by: revoked ? 'owner@realworktech.in' : null,
      revoked_reason: revoked ? 'Issued to the wrong batch.' : null,
    })
    .execute()
}

async function staff(email: string, role: 'owner' | 'editor', signedUp = true) {
  await store.db
    .insertInto('staff_accounts')
    .values({
      id: crypto.randomUUID(),
      email,
      name: email.split('@')[0]!,
      role,
      password_hash: signedUp ? 'scrypt$1$1$1$salt$hash' : null,
      created_at: NOW.toISOString(),
      last_sign_in_at: null,
    })
    .execute()
}

const mailsTo = (to: string) =>
  store.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', to).orderBy('created_at').execute()

describe('what a student sees', () => {
  it('lists their own certificates (a withdrawn one marked) and registrations with the course named', async () => {
    await certificate('RW-AAAA-BBBB-CCCC-DDDD', 'kavya@example.com')
    await certificate('RW-EEEE-FFFF-GGGG-HHHH', 'kavya@example.com', true)
    await certificate('RW-JJJJ-KKKK-LLLL-MMMM', 'rohan@example.com')
    await saveSubmission(store.db, {
      kind: 'registration',
      name: 'Kavya Reddy',
      email: 'Kavya@Example.com',
      phone: '+91 98450 22222',
      fields: { fullName: 'Kavya Reddy', bootcamp: 'frontend-development' },
    })
    const seen = await studentRecords(store.db, 'kavya@example.com')
    expect(seen.certificates.map((c) => [c.id, c.revoked])).toEqual([
      ['RW-AAAA-BBBB-CCCC-DDDD', false],
      ['RW-EEEE-FFFF-GGGG-HHHH', true],
    ])
    expect(seen.registrations).toHaveLength(1)
    expect(seen.registrations[0]!.course).toMatch(/Frontend/)
    expect((await studentRecords(store.db, 'rohan@example.com')).certificates.map((c) => c.id)).toEqual([
      'RW-JJJJ-KKKK-LLLL-MMMM',
    ])
  })

  it('shows nothing of another student with an enrolment', async () => {
    await enrolledStudent(store.db)
    const stranger = await studentRecords(store.db, 'stranger@example.com')
    expect(stranger).toEqual({ registrations: [], enrolments: [], certificates: [] })
  })
})

describe('a data-rights request', () => {
  it('is mailed to every owner who can sign in, with the student acknowledged, in one step', async () => {
    await staff('meera@realworktech.in', 'owner')
    await staff('vikram@realworktech.in', 'owner')
    await staff('invited@realworktech.in', 'owner', false)
    await staff('editor@realworktech.in', 'editor')
    const result = await requestDataRight(
      store.db,
      { email: 'kavya@example.com', right: 'correct', details: 'My name is spelt Kavya, not Kavy.' },
      NOW,
      ENV,
    )
    expect(result).toEqual({ ok: true })
    for (const owner of ['meera@realworktech.in', 'vikram@realworktech.in']) {
      const [mail] = await mailsTo(owner)
      expect(mail?.subject).toBe('Data request from a student: a correction')
      expect(mail?.body).toContain('Email: kavya@example.com')
      expect(mail?.body).toContain('My name is spelt Kavya, not Kavy.')
      expect(mail?.body).toContain('https://realworktech.in/staff/people?q=kavya%40example.com')
    }
    expect(await mailsTo('invited@realworktech.in')).toEqual([])
    expect(await mailsTo('editor@realworktech.in')).toEqual([])
    const [ack] = await mailsTo('kavya@example.com')
    expect(ack?.subject).toBe('We have your request: a correction')
    expect(ack?.body).toContain('within 2 working days')
  })

  it('goes to MAIL_TO while no owner has signed up, and is refused with no one to read it', async () => {
    expect(
      await requestDataRight(store.db, { email: 'kavya@example.com', right: 'copy', details: '' }, NOW, {
        ...ENV,
        MAIL_TO: 'office@realworktech.in',
      }),
    ).toEqual({ ok: true })
    expect((await mailsTo('office@realworktech.in'))[0]?.subject).toBe(
      'Data request from a student: a copy of your data',
    )
    expect(
      await requestDataRight(store.db, { email: 'rohan@example.com', right: 'erase', details: '' }, NOW, ENV),
    ).toEqual({
      ok: false,
      reason: 'nobody',
    })
    expect(await mailsTo('rohan@example.com')).toEqual([])
  })

  it('is limited per student a day', async () => {
    await staff('meera@realworktech.in', 'owner')
    for (let i = 0; i < DATA_REQUESTS_PER_EMAIL.max; i++)
      expect(
        await requestDataRight(store.db, { email: 'kavya@example.com', right: 'copy', details: '' }, NOW, ENV),
      ).toEqual({ ok: true })
    expect(
      await requestDataRight(store.db, { email: 'kavya@example.com', right: 'copy', details: '' }, NOW, ENV),
    ).toEqual({
      ok: false,
      reason: 'limited',
    })
    expect(await mailsTo('meera@realworktech.in')).toHaveLength(DATA_REQUESTS_PER_EMAIL.max)
  })
})

describe('the student page forms', () => {
  it('asks for details with a correction only, and takes a known right', () => {
    expect(DataRightSchema.safeParse({ right: 'correct', details: '  ' }).success).toBe(false)
    expect(DataRightSchema.safeParse({ right: 'copy' }).data).toEqual({ right: 'copy', details: '' })
    expect(DataRightSchema.safeParse({ right: 'delete-everyone', details: '' }).success).toBe(false)
    expect(SignInAskSchema.safeParse({ email: ' Kavya@Example.com ' }).data).toEqual({ email: 'kavya@example.com' })
    expect(SignInAskSchema.safeParse({ email: 'not an email' }).success).toBe(false)
  })
})
