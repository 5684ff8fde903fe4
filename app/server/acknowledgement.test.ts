// The visitor's acknowledgement, sent through the outbox to a real SMTP server on 127.0.0.1; on SQLite in memory by
// default and on PostgreSQL when DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { composeAcknowledgement, greetingName, mailboxKey, studioNextSteps } from './acknowledgement.server'
import { withTestDatabase } from './db/test-database.server'
import { getSubmission } from './submission-read.server'
import { smtpTransport, startMailWorker, type MailWorker } from './mail.server'
import { saveSubmission, type NewSubmission } from './submissions.server'
import { parseMail, TestSmtp, waitFor, quietLog, testMailSettings } from './test-smtp.server'

const settings = testMailSettings
const quiet = quietLog

function registration(email = 'meena.iyer@example.com', name = 'Meena Iyer'): NewSubmission {
  return {
    kind: 'registration',
    name,
    email,
    phone: '+91 98450 22222',
    fields: {
      fullName: name,
      email,
      phone: '+91 98450 22222',
      track: 'simulation',
      bootcamp: 'android-development',
      whyJoin: 'Click https://spam.example/win to claim your prize',
    },
  }
}

let smtp: TestSmtp
let worker: MailWorker | undefined

const ackRows = (email: string) =>
  store.db
    .selectFrom('outbox')
    .selectAll()
    .where('purpose', '=', 'ack')
    .where('recipient', '=', email.toLowerCase())
    .execute()

const store = withTestDatabase()
beforeEach(async () => {
  smtp = new TestSmtp()
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await smtp.stop()
})

describe(`acknowledgement (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('reaches the visitor: from MAIL_FROM, Reply-To staff, what was received, what happens next, one next step', async () => {
    const smtpUrl = await smtp.start()
    const id = await saveSubmission(store.db, registration(), new Date('2025-03-04T10:05:00.000Z'))
    worker = startMailWorker({ db: store.db, transport: smtpTransport(smtpUrl), ...settings, pollMs: 10, log: quiet })
    await waitFor(() => smtp.messages.length === 2, 'the notification and the acknowledgement')
    const ack = smtp.messages.find((m) => m.to.includes('meena.iyer@example.com'))!
    expect(ack.to).toEqual(['meena.iyer@example.com'])
    expect(ack.from).toBe('website@realworktech.in')
    const { headers, text, html } = parseMail(ack.raw)
    expect(headers.subject).toBe('RealWork Studio: we have your registration')
    expect(headers['reply-to']).toBe('staff@realworktech.in')
    expect(headers['content-type']).toMatch(/^multipart\/alternative/)
    for (const line of [
      'Hello Meena Iyer,',
      '- Form: Registration',
      `- Your reference: RW-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      '- Received: 4 Mar 2025, 3:35 pm IST',
      '- Track: Work Simulation Track',
      '- Bootcamp: Android Development',
      'within 24 hours',
      'https://realworktech.in/realworkstudio/course/android',
    ])
      expect(text).toContain(line)
    expect(html).toContain('<li>Bootcamp: Android Development</li>')
    // Never the visitor's own text: no free answer, no link they wrote, no raw codes.
    expect(ack.raw).not.toContain('spam.example')
    expect(text).not.toContain('android-development')
    // The worker marks the row sent after the SMTP server has the message: wait for that write, not only the mail.
    const status = async () =>
      (
        await store.db
          .selectFrom('outbox')
          .select('status')
          .where('submission_id', '=', id)
          .where('purpose', '=', 'ack')
          .executeTakeFirstOrThrow()
      ).status
    await waitFor(async () => (await status()) === 'sent', 'the acknowledgement marked sent')
    expect(await status()).toBe('sent')
  })

  it('holds at most 3 acknowledgements per address a day, whatever its case; every submission is still stored', async () => {
    const start = new Date('2025-05-01T08:00:00.000Z')
    for (const [i, email] of ['Asha@Example.com', 'asha@example.com', 'ASHA@example.com', 'asha@example.com'].entries())
      await saveSubmission(store.db, registration(email), new Date(start.getTime() + i * 60_000))
    expect(await ackRows('asha@example.com')).toHaveLength(3)
    const notifications = await store.db.selectFrom('outbox').select('id').where('purpose', 'is', null).execute()
    expect(notifications).toHaveLength(4)
    // A day later the address is acknowledged again.
    await saveSubmission(store.db, registration('asha@example.com'), new Date(start.getTime() + 24 * 3_600_000 + 1))
    expect(await ackRows('asha@example.com')).toHaveLength(4)
  })

  it('keeps the cap when many submissions for one address arrive at once', async () => {
    const now = new Date('2025-05-02T08:00:00.000Z')
    await Promise.all(Array.from({ length: 8 }, () => saveSubmission(store.db, registration('ravi@example.com'), now)))
    expect(await ackRows('ravi@example.com')).toHaveLength(3)
  })

  it('counts one mailbox across +tags and, for Gmail, dots: six forms to victim+N deliver 3 (issue 37)', async () => {
    const start = new Date('2025-05-03T08:00:00.000Z')
    const addresses = [1, 2, 3, 4, 5, 6].map((n) => `victim+${n}@example.com`)
    // Each from its own client address, so only the mailbox cap can hold them.
    for (const [i, email] of addresses.entries())
      await saveSubmission(
        store.db,
        { ...registration(email), clientAddress: `198.51.100.${i + 1}` },
        new Date(start.getTime() + i * 1000),
      )
    const acks = await store.db.selectFrom('outbox').select('recipient').where('purpose', '=', 'ack').execute()
    expect(acks.map((a) => a.recipient)).toEqual(addresses.slice(0, 3))
    // Every submission is stored, and staff are told of each.
    expect(await store.db.selectFrom('submissions').select('id').execute()).toHaveLength(6)
    expect(await store.db.selectFrom('outbox').select('id').where('purpose', 'is', null).execute()).toHaveLength(6)

    for (const email of ['v.i.c.t.i.m@gmail.com', 'Victim+x@GoogleMail.com', 'vic.tim+y@gmail.com', 'victim@gmail.com'])
      await saveSubmission(store.db, registration(email), start)
    const gmail = await store.db
      .selectFrom('outbox')
      .select('recipient')
      .where('purpose', '=', 'ack')
      .where('recipient', 'like', '%mail.com')
      .execute()
    expect(gmail).toHaveLength(3)
  })

  it('reads a mailbox as its provider delivers it', () => {
    expect(mailboxKey(' Asha.Rao+Jobs@Example.COM ')).toBe('asha.rao@example.com')
    expect(mailboxKey('a.s.h.a+1@googlemail.com')).toBe('asha@gmail.com')
    expect(mailboxKey('asha.rao@example.com')).not.toBe(mailboxKey('asharao@example.com'))
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com')
  })

  it('holds what one client address can trigger: at most 10 acknowledgements a day across forms and mailboxes', async () => {
    const now = new Date('2025-05-04T08:00:00.000Z')
    for (let i = 0; i < 12; i++)
      await saveSubmission(
        store.db,
        {
          ...registration(`reader${i}@example.com`),
          kind: i % 2 ? 'registration' : 'studio-contact',
          clientAddress: '203.0.113.50',
        },
        now,
      )
    const acks = await store.db.selectFrom('outbox').select('recipient').where('purpose', '=', 'ack').execute()
    expect(acks).toHaveLength(10)
    expect(await store.db.selectFrom('submissions').select('id').execute()).toHaveLength(12)
    // Another address is acknowledged as ever, and the refused visitors' mailboxes kept their own three.
    await saveSubmission(store.db, { ...registration('reader11@example.com'), clientAddress: '203.0.113.51' }, now)
    expect(await ackRows('reader11@example.com')).toHaveLength(1)
  })

  it("tells a studio registrant what its page told them by Submit: the call, their bootcamp's batch, payment, refunds", async () => {
    const id = await saveSubmission(store.db, registration('meera.k@example.com'))
    const submission = (await getSubmission(store.db, id))!
    const mail = composeAcknowledgement(submission, settings, await studioNextSteps(store.db, submission))
    const text = String(mail.text)
    expect(text).toContain('Android Development')
    expect(text).toContain('Payment: The fee is ₹7,000 for the whole 3-month bootcamp.')
    // No UPI ID, bank account or gateway in this environment, and no document attached: nothing is promised of them.
    expect(text).toContain('we email you how to pay')
    expect(text).toContain('Your registration has reached us.')
    expect(text).not.toMatch(/card|net banking|documents/)
    expect(text).toMatch(/Refunds?: Full refund if you ask within 14 days[^\n]*\/refund-policy/)
    expect(text).not.toContain('spam.example') // the why-join text is never echoed
    // Other forms keep their own next steps.
    expect(await studioNextSteps(store.db, { ...submission, kind: 'enquiry' })).toBeUndefined()
  })

  it('greets by the trimmed name only, and by no name when it looks like a link or carries header text', async () => {
    expect(greetingName('  Meena   Iyer ')).toBe('Meena Iyer')
    expect(greetingName('Win money at www.spam.example')).toBeUndefined()
    expect(greetingName('Cheap pills shop.example')).toBeUndefined()
    expect(greetingName('Asha\r\nBcc: victim@example.com')).toBeUndefined()
    expect(greetingName('<a href=x>Asha</a>')).toBeUndefined()
    expect(greetingName('x'.repeat(200))).toHaveLength(60)
    const id = await saveSubmission(store.db, {
      ...registration('evil@example.com', 'Visit https://spam.example now'),
      kind: 'enquiry',
      fields: { name: 'x', _replyto: 'evil@example.com', college: 'Spam College', message: 'Buy now at spam.example' },
    })
    const mail = composeAcknowledgement((await getSubmission(store.db, id))!, settings)
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(String(mail.text)).not.toContain('spam')
    expect(String(mail.html)).not.toContain('spam')
    expect(mail.to).toEqual({ name: '', address: 'evil@example.com' })
  })
  it("tells an applicant the role they applied for (staff's title), what happens next, and the open roles", async () => {
    const application = (fields: Record<string, string>) =>
      saveSubmission(store.db, {
        kind: 'job-application',
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phone: '+91 98450 12345',
        fields: { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '+91 98450 12345', ...fields },
      })
    const applied = await application({ opening: 'android-mentor', role: 'Android mentor', note: 'see spam.example' })
    const mail = composeAcknowledgement((await getSubmission(store.db, applied))!, settings)
    expect(mail.subject).toBe('RealWork Technologies careers: we have your application')
    for (const line of [
      '- Form: Job application',
      '- Role applied for: Android mentor',
      'If it fits, they will call or email you',
      'https://realworktech.in/careers',
    ])
      expect(mail.text).toContain(line)
    expect(String(mail.text)).not.toContain('spam')
    const pool = await application({ interest: 'Mentoring React' })
    const poolMail = composeAcknowledgement((await getSubmission(store.db, pool))!, settings)
    expect(poolMail.text).toContain('- Talent pool: yes')
    expect(String(poolMail.text)).not.toContain('Mentoring React')
  })
})
