// The student's sign-in link and session, on the store (SQLite in memory; PostgreSQL with DATABASE_URL).
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { enrolledStudent } from '~/staff/fees/server/fees.fixture'
import { studentRecords } from './records.server'
import {
  LINKS_PER_EMAIL,
  redeemSignInLink,
  requestSignInLink,
  SIGN_IN_LINK_PATH,
  studentOfSession,
} from './sign-in.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)

/** The token in the last sign-in mail queued to `to`. */
async function mailedToken(to: string): Promise<string | undefined> {
  const rows = await store.db
    .selectFrom('outbox')
    .select(['body', 'created_at'])
    .where('recipient', '=', to)
    .where('body', 'like', `%${SIGN_IN_LINK_PATH}/%`)
    .orderBy('created_at', 'desc')
    .execute()
  const match = rows[0]?.body?.match(new RegExp(`${SIGN_IN_LINK_PATH}/([A-Za-z0-9_-]+)`))
  return match?.[1]
}

const ask = (email: string, address = '203.0.113.7', at = NOW) => requestSignInLink(store.db, { email, address }, at)

describe('student sign-in links', () => {
  it('signs a student in once: the same link a second time is refused', async () => {
    await enrolledStudent(store.db)
    expect(await ask(' Kavya@Example.com ')).toEqual({ ok: true })
    const token = await mailedToken('kavya@example.com')
    expect(token).toBeDefined()
    const stored = await store.db.selectFrom('student_sign_in_links').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.token_hash).not.toContain(token!)

    const first = await redeemSignInLink(store.db, token!, later(60_000))
    expect(first?.email).toBe('kavya@example.com')
    expect(await studentOfSession(store.db, first!.sessionToken, later(120_000))).toBe('kavya@example.com')
    expect(await redeemSignInLink(store.db, token!, later(90_000))).toBeUndefined()
  })

  it('refuses a link after 15 minutes', async () => {
    await enrolledStudent(store.db)
    await ask('kavya@example.com')
    const token = (await mailedToken('kavya@example.com'))!
    expect(await redeemSignInLink(store.db, token, later(15 * 60_000))).toBeUndefined()
    expect(await redeemSignInLink(store.db, token, later(15 * 60_000 - 1000))).toBeDefined()
  })

  it('gives an unknown email the same answer, and mails it nothing', async () => {
    await enrolledStudent(store.db)
    expect(await ask('stranger@example.com')).toEqual({ ok: true })
    expect(
      await store.db.selectFrom('outbox').selectAll().where('recipient', '=', 'stranger@example.com').execute(),
    ).toEqual([])
    expect(await store.db.selectFrom('student_sign_in_links').selectAll().execute()).toEqual([])
  })

  it('limits links per email and per address, known or not', async () => {
    await enrolledStudent(store.db)
    for (let i = 0; i < LINKS_PER_EMAIL.max; i++)
      expect(await ask('kavya@example.com', `198.51.100.${i}`)).toEqual({ ok: true })
    expect(await ask('kavya@example.com', '198.51.100.99')).toEqual({ ok: false, reason: 'limited' })
    const mails = await store.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'kavya@example.com')
      .where('body', 'like', `%${SIGN_IN_LINK_PATH}/%`)
      .execute()
    expect(mails).toHaveLength(LINKS_PER_EMAIL.max)
    // An hour later the email may ask again.
    expect(await ask('kavya@example.com', '198.51.100.99', later(LINKS_PER_EMAIL.windowMs + 1000))).toEqual({
      ok: true,
    })

    // Ten asks from one address, for emails we may not know, and the eleventh from it is refused.
    const hourOn = later(LINKS_PER_EMAIL.windowMs + 2000)
    for (let i = 0; i < 10; i++) expect(await ask(`guess${i}@example.com`, '192.0.2.1', hourOn)).toEqual({ ok: true })
    expect(await ask('kavya@example.com', '192.0.2.1', hourOn)).toEqual({ ok: false, reason: 'limited' })
  })

  it('signs a registration without an enrolment in too', async () => {
    await saveSubmission(store.db, {
      kind: 'registration',
      name: 'Rohan Iyer',
      email: 'rohan@example.com',
      phone: '+91 98450 22222',
      fields: { name: 'Rohan Iyer' },
    })
    await ask('rohan@example.com')
    expect(await mailedToken('rohan@example.com')).toBeDefined()
    // A studio enquiry is not a student.
    await saveSubmission(store.db, {
      kind: 'studio-contact',
      name: 'Asha Menon',
      email: 'asha@example.com',
      phone: '+91 98450 33333',
      fields: { name: 'Asha Menon' },
    })
    await ask('asha@example.com')
    expect(await mailedToken('asha@example.com')).toBeUndefined()
  })

  it('keeps two students apart: each session reaches its own records only', async () => {
    const kavyaEnrolment = await enrolledStudent(store.db)
    const rohanEnrolment = await enrolledStudent(store.db, { name: 'Rohan Iyer', email: 'rohan@example.com' })
    await ask('kavya@example.com')
    await ask('rohan@example.com', '198.51.100.2')
    const kavya = (await redeemSignInLink(store.db, (await mailedToken('kavya@example.com'))!, NOW))!
    const rohan = (await redeemSignInLink(store.db, (await mailedToken('rohan@example.com'))!, NOW))!
    expect(await studentOfSession(store.db, kavya.sessionToken, NOW)).toBe('kavya@example.com')
    expect(await studentOfSession(store.db, rohan.sessionToken, NOW)).toBe('rohan@example.com')

    const kavyaSees = await studentRecords(store.db, 'kavya@example.com')
    expect(kavyaSees.enrolments.map((e) => e.id)).toEqual([kavyaEnrolment])
    expect(kavyaSees.enrolments[0]!.account?.email).toBe('kavya@example.com')
    expect((await studentRecords(store.db, 'rohan@example.com')).enrolments.map((e) => e.id)).toEqual([rohanEnrolment])
  })

  it('ends a session at its expiry and refuses a made-up token', async () => {
    await enrolledStudent(store.db)
    await ask('kavya@example.com')
    const { sessionToken } = (await redeemSignInLink(store.db, (await mailedToken('kavya@example.com'))!, NOW))!
    expect(await studentOfSession(store.db, sessionToken, later(7 * 24 * 3600_000 - 1000))).toBe('kavya@example.com')
    expect(await studentOfSession(store.db, sessionToken, later(7 * 24 * 3600_000))).toBeUndefined()
    expect(await studentOfSession(store.db, 'not-a-session', NOW)).toBeUndefined()
  })
})
