import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { ACK_LIMIT } from '~/server/acknowledgement.server'
import type { NewCertificate } from '~/staff/certificates/server/certificate-input.server'
import { findCertificate } from '~/server/certificates.server'
import { issueCertificates } from '~/staff/certificates/server/certificate-register.server'
import { openTestDatabase, type TestDatabase } from '~/server/db/test-database.server'
import { exportCsv } from '~/staff/leads/server/inbox-export.server'
import { addNote } from '~/staff/leads/server/inbox.server'
import { queueMail } from '~/server/outbox.server'
import { peekLimit } from '~/server/rate-limit.server'
import { saveSubmission } from '~/server/submissions.server'
import { confirmsEmails, earlierErasures, erasePerson, findPerson, personHash, type PersonQuery } from './person.server'
import { parsePersonQuery, phoneKey } from '~/staff/privacy/forms/person.schema'
import { enrolledStudent } from '~/staff/fees/server/fees.fixture'
import { exportPerson } from './person-export.server'
import { redeemSignInLink, requestSignInLink, studentOfSession } from '~/server/students/sign-in.server'

let store: TestDatabase
beforeAll(async () => {
  vi.stubEnv('SESSION_SECRET', 'person-test-secret-0123456789abcdefghij')
  store = await openTestDatabase()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await store.close()
})

const owner = { id: 'owner-1', email: 'owner@realwork.example' }
const scan = new Uint8Array(Buffer.from('%PDF-1.7\nPriya Nair ID card scan'))

async function submit(name: string, email: string, phone: string, withFile = false) {
  return saveSubmission(store.db, {
    kind: withFile ? 'registration' : 'enquiry',
    name,
    email,
    phone,
    fields: withFile ? { track: 'devops' } : { message: `Hello from ${name}` },
    files: withFile ? [{ field: 'idProof', filename: 'id.pdf', contentType: 'application/pdf', data: scan }] : [],
  })
}

const query = (text: string) => {
  const q = parsePersonQuery(text)
  if ('error' in q) throw new Error(q.error)
  return q
}

/** What the page showed for `q`, confirmed as the owner would: every email typed, the page's fingerprint. */
async function confirmed(q: PersonQuery, typed?: string) {
  const found = await findPerson(store.db, q)
  return { typed: typed ?? found.emails.join(', '), fingerprint: found.fingerprint }
}

const idsOf = async (q: PersonQuery) => (await findPerson(store.db, q)).submissions.map((s) => s.id).sort()

describe('a person’s data on request', () => {
  it('finds a person by email in any case, or by phone whatever its punctuation', async () => {
    const a = await submit('Priya Nair', 'Priya.Nair@example.com', '+91 98450 12345', true)
    const b = await submit('Priya N', 'priya.nair@example.com', '098450-12345')
    await submit('Someone Else', 'someone@example.com', '+91 90000 00000')
    expect(await idsOf(query('PRIYA.NAIR@example.com'))).toEqual([a, b].sort())
    expect(await idsOf(query('98450 12345'))).toEqual([a, b].sort())
    expect(parsePersonQuery('12')).toEqual({ error: expect.stringMatching(/phone number/) })
  })

  it('normalises a phone to one whole number: punctuation, +91 and a leading 0 go, nothing else', () => {
    for (const phone of ['+91 98450 12345', '098450-12345', '9845012345', '(+91) 98450.12345', '91 98450 12345'])
      expect(phoneKey(phone), phone).toBe('9845012345')
    expect(phoneKey('(080) 4718 2200')).toBe('8047182200')
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958')
    expect(phoneKey('12345678')).toBe('12345678')
    expect(phoneKey('+91 99123-45678')).toBe('9912345678')
  })

  it('matches a phone as the whole number, never as the end of another (issue 37)', async () => {
    const a = await submit('A Person', 'a@b.com', '12345678')
    const xa = await submit('Xa Person', 'xa@b.com', '+91 99123-45678')
    expect(await idsOf(query('12345678'))).toEqual([a])
    expect(await idsOf(query('1234 5678'))).toEqual([a])
    expect(await idsOf(query('45678 '.repeat(2)))).toEqual([]) // 4567845678 is neither
    for (const text of ['+91 99123 45678', '9912345678', '099123-45678']) expect(await idsOf(query(text))).toEqual([xa])
    expect((await findPerson(store.db, query('12345678'))).emails).toEqual(['a@b.com'])

    // Erasing by 12345678 erases a@b.com and nobody else.
    const result = await erasePerson(store.db, query('12345678'), await confirmed(query('12345678')), owner)
    expect(result).toEqual({ erased: expect.objectContaining({ submissions: 1 }) })
    expect(await idsOf(query('a@b.com'))).toEqual([])
    expect(await idsOf(query('xa@b.com'))).toEqual([xa])
  })

  it('names every email among the submissions found, and erases only when each was typed', async () => {
    const one = await submit('Dev Rao', 'dev.rao@example.com', '+91 97400 11111')
    const two = await submit('Dev R', 'DEV.R@example.org', '097400-11111')
    const q = query('9740011111')
    const found = await findPerson(store.db, q)
    expect(found.submissions.map((s) => s.id).sort()).toEqual([one, two].sort())
    expect(found.emails).toEqual(['dev.r@example.org', 'dev.rao@example.com'])
    expect(confirmsEmails(' DEV.RAO@example.com;dev.r@example.org ', found.emails)).toBe(true)
    expect(confirmsEmails('dev.rao@example.com', found.emails)).toBe(false)
    expect(confirmsEmails('dev.rao@example.com dev.r@example.org x@y.z', found.emails)).toBe(false)

    // The newest submission's email alone no longer confirms an erasure that takes the other one too.
    const newestOnly = await erasePerson(store.db, q, await confirmed(q, found.submissions[0]!.email), owner)
    expect(newestOnly).toEqual({ error: 'Type dev.r@example.org, dev.rao@example.com exactly to confirm the erasure.' })
    expect(await idsOf(q)).toHaveLength(2)

    // A submission that arrived after the page was shown is not erased unseen: the owner is sent back to the list.
    const seen = await confirmed(q)
    const late = await submit('Dev Rao', 'dev.rao@example.com', '9740011111')
    expect(await erasePerson(store.db, q, seen, owner)).toEqual({ error: expect.stringMatching(/changed since/) })
    expect(await idsOf(q)).toEqual([one, two, late].sort())

    const done = await erasePerson(store.db, q, await confirmed(q, 'dev.rao@example.com, dev.r@example.org'), owner)
    expect(done).toEqual({ erased: expect.objectContaining({ submissions: 3 }) })
    expect(await idsOf(q)).toEqual([])
  })

  it('exports exactly their submissions, notes, files and certificates as one archive', async () => {
    const [registration] = (await findPerson(store.db, query('priya.nair@example.com'))).submissions.filter(
      (s) => s.files > 0,
    )
    await addNote(store.db, registration!.id, 'Prefers a call after 6 pm', 'Asha')
    const [cert] = await issueCertificates(store.db, owner, [graduate('priya.nair@example.com', 'Priya Nair')])
    const archive = (await exportPerson(store.db, query('priya.nair@example.com'), owner))!
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    const text = archive.toString('latin1')
    expect(text).toContain('Prefers a call after 6 pm')
    expect(text).toContain('Hello from Priya N')
    expect(text).not.toContain('someone@example.com')
    expect(archive.includes(Buffer.from(scan))).toBe(true)
    expect(text).toContain(`files/${registration!.id.slice(0, 8)}-idProof-id.pdf`)
    expect(text).toContain(`"id": "${cert!.id}"`)
    expect(text).toContain('"course": "Frontend Development Bootcamp"')
  })

  it('exports the payments they reported on their pay page, with the screenshot', async () => {
    const enrolmentId = await enrolledStudent(store.db, { name: 'Kavya Reddy', email: 'kavya.export@example.com' })
    const screenshot = Buffer.from('\x89PNG\r\n\x1a\nKavya UPI payment screenshot')
    await store.db
      .insertInto('pay_reports')
      .values({
        id: 'b6f1c2d4-0000-4000-8000-000000000001',
        enrolment_id: enrolmentId,
        amount_paise: 2_000_000,
        on_day: '2026-11-20',
        utr: '432198765012',
        status: 'rejected',
        screenshot_name: 'gpay.png',
        screenshot_type: 'image/png',
        screenshot: new Uint8Array(screenshot),
        created_at: '2026-11-20T08:00:00.000Z',
        decided_at: '2026-11-21T06:00:00.000Z',
        decided_by: 'owner@realwork.example',
        reject_reason: 'No credit with this UTR reached our account yet.',
        payment_id: null,
      })
      .execute()
    const text = (await exportPerson(store.db, query('kavya.export@example.com'), owner))!.toString('latin1')
    expect(text).toContain('"paymentReports"')
    expect(text).toContain('"utr": "432198765012"')
    expect(text).toContain('"amountRupees": 20000')
    expect(text).toContain('"rejectedBecause": "No credit with this UTR reached our account yet."')
    expect(text).toContain('-payment-b6f1c2d4-gpay.png')
    expect(text).toContain('Kavya UPI payment screenshot')
  })

  it('erases only after every email is typed, in one go, and logs a keyed hash instead of the email', async () => {
    const q = query('+91 98450 12345')
    expect(await erasePerson(store.db, q, await confirmed(q, 'someone@example.com'), owner)).toEqual({
      error: expect.stringMatching(/Type .+ exactly/),
    })
    const before = await findPerson(store.db, q)
    expect(before.submissions).toHaveLength(2)
    expect(before.certificates).toHaveLength(1)
    const shown = before.emails[0]!
    const result = await erasePerson(store.db, q, await confirmed(q, ` ${shown.toUpperCase()} `), owner)
    expect(result).toEqual({
      erased: expect.objectContaining({ submissions: 2, files: 1, certificates: 1, purged: true }),
    })
    expect(await findPerson(store.db, q)).toMatchObject({ submissions: [], certificates: [], emails: [] })
    for (const table of ['submission_files', 'submission_notes', 'outbox'] as const) {
      const orphans = await store.db
        .selectFrom(table)
        .select('id')
        .where('submission_id', 'is not', null)
        .where('submission_id', 'not in', store.db.selectFrom('submissions').select('id'))
        .execute()
      expect(orphans, table).toEqual([])
    }
    expect(await exportCsv(store.db, 'enquiry')).not.toContain('Priya')
    expect(await findPerson(store.db, query('someone@example.com'))).toMatchObject({ submissions: [{}] })

    const { entries } = await listAudit(store.db)
    const erasure = entries.find((e) => e.action === 'person-erase')!
    expect(erasure.target).toBe(personHash('priya.nair@example.com'))
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('priya')
    expect(await earlierErasures(store.db, ['Priya.Nair@example.com'])).toEqual([erasure.at])
    expect(await earlierErasures(store.db, ['someone@example.com'])).toEqual([])
  })

  it('signs an erased student out: their sign-in links and sessions go, another student’s stay', async () => {
    const email = 'kavya.rao@example.com'
    await submit('Kavya Rao', email, '+91 99001 33333', true)
    await submit('Arun Das', 'arun.das@example.com', '+91 99001 44444', true)
    const tokenIn = async (to: string) => {
      await requestSignInLink(store.db, { email: to, address: `198.51.100.${to.length}` })
      const mail = await store.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', to)
        .where('subject', 'like', 'Your sign-in link%')
        .executeTakeFirstOrThrow()
      const token = /\/my\/sign-in\/([\w-]+)/.exec(mail.body ?? '')![1]!
      return (await redeemSignInLink(store.db, token))!.sessionToken
    }
    const kavya = await tokenIn(email)
    const arun = await tokenIn('arun.das@example.com')
    await requestSignInLink(store.db, { email: email.toUpperCase(), address: '198.51.100.99' }) // a link not yet used
    expect(await studentOfSession(store.db, kavya)).toBe(email)

    const q = query(email)
    expect(await erasePerson(store.db, q, await confirmed(q), owner)).toEqual({ erased: expect.any(Object) })
    expect(await studentOfSession(store.db, kavya)).toBeUndefined()
    expect(await studentOfSession(store.db, arun)).toBe('arun.das@example.com')
    const left = await store.db.selectFrom('student_sign_in_links').select('email').execute()
    expect(left.map((l) => l.email)).toEqual(['arun.das@example.com'])
    await store.db.deleteFrom('student_sign_in_links').execute()
    await store.db.deleteFrom('student_sessions').execute()
  })

  it('erases the person’s certificates with their mail, audit details and acknowledgement counter', async () => {
    const email = 'meera.iyer@example.com'
    const lead = await submit('Meera Iyer', email, '+91 99860 22222')
    const [cert] = await issueCertificates(store.db, owner, [graduate(email, 'Meera Iyer')])
    const other = await issueCertificates(store.db, owner, [graduate('ravi@example.com', 'Ravi Kumar')])
    await queueMail(store.db, {
      kind: 'message',
      to: 'asha@realwork.example',
      subject: 'Follow-ups due today: 2 leads',
      text: `Good morning Asha,\n\n- Meera Iyer: DevOps (enquiry), due today\n  https://x/staff/inbox/${lead}?due=1\n- Ravi: Java (enquiry), due today\n  https://x/staff/inbox/other?due=1\n`,
    })
    expect(await peekLimit(store.db, ACK_LIMIT, email)).toBe(1)

    const q = query(email.toUpperCase())
    const found = await findPerson(store.db, q)
    expect(found.certificates.map((c) => c.id)).toEqual([cert!.id])
    const result = await erasePerson(store.db, q, await confirmed(q), owner)
    expect(result).toEqual({
      erased: expect.objectContaining({ submissions: 1, certificates: 1, mails: 1, purged: true }),
    })

    expect(await findCertificate(store.db, cert!.id)).toBeUndefined()
    expect(await findCertificate(store.db, other[0]!.id)).toBeDefined()
    const mail = await store.db.selectFrom('outbox').select(['recipient', 'body']).execute()
    expect(mail.map((m) => m.recipient)).not.toContain(email)
    expect(mail.map((m) => m.recipient)).toContain('ravi@example.com')
    const digest = mail.find((m) => m.recipient === 'asha@realwork.example')!.body!
    expect(digest).not.toContain('Meera')
    expect(digest).not.toContain(lead)
    expect(digest).toContain('- Ravi: Java')
    expect(await peekLimit(store.db, ACK_LIMIT, email)).toBe(0)
    expect(await store.db.selectFrom('student_sign_in_links').select('email').execute()).toEqual([])
    const issued = await store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'certificate-issue')
      .execute()
    expect(JSON.stringify(issued)).not.toContain('Meera')
    expect(JSON.stringify(issued)).not.toContain(cert!.id)
    expect(JSON.stringify(issued)).toContain('Ravi Kumar')
  })
})

function graduate(email: string, holderName: string): NewCertificate {
  return {
    holderName,
    email,
    course: { id: 'frontend-development', title: 'Frontend Development Bootcamp', kind: 'Bootcamp', duration: '' },
    completedOn: '2026-10-30',
    mentor: 'Arjun Menon',
    grade: null,
    projects: [],
    searchable: false,
  }
}
