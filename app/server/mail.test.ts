// The mail outbox against a real SMTP server on 127.0.0.1 (smtp-server), on SQLite in memory by default and on
// PostgreSQL when DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, withTestDatabase } from './db/test-database.server'
import {
  composeNotification,
  mailSettingsFromEnv,
  smtpTransport,
  startMailFromEnv,
  startMailWorker,
  stopMail,
  type MailWorker,
} from './mail.server'
import { claimDueMail, markMailFailed, markMailSent, queueMail, releaseMail, retryDelay } from './outbox.server'
import { getSubmission } from './submission-read.server'
import { sendReply } from '~/staff/leads/server/lead-replies.server'
import { saveSubmission, type NewSubmission } from './submissions.server'
import { parseMessage, TestSmtp, waitFor, quietLog, testMailSettings } from './test-smtp.server'

const settings = testMailSettings
const quiet = quietLog

function studioContact(name = 'Asha Rao'): NewSubmission {
  return {
    kind: 'studio-contact',
    name,
    email: 'asha.rao@example.com',
    phone: '+91 98450 12345',
    fields: {
      name,
      email: 'asha.rao@example.com',
      phone: '+91 98450 12345',
      course: 'frontend',
      crashCourse: 'react-basics',
    },
    userAgent: 'Mozilla/5.0 (Vitest)',
  }
}

let smtp: TestSmtp
let smtpUrl: string
const workers: MailWorker[] = []

function worker(overrides: Partial<Parameters<typeof startMailWorker>[0]> = {}): MailWorker {
  const started = startMailWorker({
    db: store.db,
    transport: smtpTransport(smtpUrl),
    ...settings,
    pollMs: 10,
    baseDelayMs: 20,
    log: quiet,
    ...overrides,
  })
  workers.push(started)
  return started
}

/** A submission's staff notification row (its acknowledgement is a second row, purpose 'ack'). */
async function outboxRow(submissionId: string, purpose: 'ack' | null = null) {
  const row = await store.db
    .selectFrom('outbox')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('purpose', purpose === null ? 'is' : '=', purpose)
    .executeTakeFirstOrThrow()
  return { ...row, attempts: Number(row.attempts) }
}

/** Leaves only the staff notifications in the outbox, for tests of the outbox's own mechanics (one row each). */
async function dropAcknowledgements() {
  await store.db.deleteFrom('outbox').where('purpose', '=', 'ack').execute()
}

const messagesTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))

const store = withTestDatabase()
beforeEach(async () => {
  smtp = new TestSmtp()
  smtpUrl = await smtp.start()
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()))
  await smtp.stop()
  vi.unstubAllEnvs()
})

describe(`mail outbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('sends exactly one message per stored submission, with every field, the time in IST and an inbox link', async () => {
    const pdf = new Uint8Array(2048).fill(0x41)
    pdf.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const id = await saveSubmission(
      store.db,
      {
        ...studioContact(),
        files: [{ field: 'resume', filename: 'asha-cv.pdf', contentType: 'application/pdf', data: pdf }],
      },
      new Date('2025-03-04T10:05:00.000Z'),
    )
    worker()
    await waitFor(async () => (await outboxRow(id)).status === 'sent', 'the message to be sent')
    await waitFor(async () => (await outboxRow(id, 'ack')).status === 'sent', 'the acknowledgement to be sent')
    await new Promise((r) => setTimeout(r, 100)) // a few more polls: still one message each
    expect(smtp.messages).toHaveLength(2)
    expect(messagesTo('asha.rao@example.com')).toHaveLength(1)
    const [message] = messagesTo('staff@realworktech.in')
    expect(message!.from).toBe('website@realworktech.in')
    expect(message!.to).toEqual(['staff@realworktech.in'])
    const { headers, body } = parseMessage(message!.raw)
    expect(headers.subject).toBe('New studio contact: Asha Rao')
    expect(headers['reply-to']).toContain('asha.rao@example.com')
    expect(headers['content-type']).toMatch(/^text\/plain/)
    expect(message!.raw).not.toMatch(/Content-Disposition: attachment/i)
    expect(message!.raw).not.toContain(Buffer.from(pdf).toString('base64').slice(0, 40))
    expect(body).toContain('Received: 4 Mar 2025, 3:35 pm IST')
    for (const line of [
      'Name: Asha Rao',
      'Email: asha.rao@example.com',
      'Phone: +91 98450 12345',
      'Course: frontend',
      'Crash course: react-basics',
    ]) {
      expect(body).toContain(line)
    }
    expect(body).toContain('Resume: asha-cv.pdf (2 KB, application/pdf)')
    expect(body).toContain(`https://realworktech.in/staff/submissions/${id}`)
    expect(body).toContain('Mozilla/5.0 (Vitest)')
    const row = await outboxRow(id)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(row.sent_at).not.toBeNull()
  })

  it('sends staff mail (an invitation) to its own recipient, then forgets its text and its one-time link', async () => {
    await queueMail(store.db, {
      kind: 'message',
      to: 'priya@realwork.example',
      subject: 'Your RealWork staff account',
      text: 'Open https://realworktech.in/staff/invite/secret-token-123 within 72 hours.',
    })
    worker()
    await waitFor(() => smtp.messages.length === 1, 'the staff mail to be sent')
    const [message] = smtp.messages
    expect(message!.to).toEqual(['priya@realwork.example'])
    const { headers, body } = parseMessage(message!.raw)
    expect(headers.subject).toBe('Your RealWork staff account')
    expect(body).toContain('/staff/invite/secret-token-123')
    await waitFor(async () => {
      const row = await store.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
      return row.status === 'sent' && row.body === null
    }, 'the sent row to drop its text')
  })

  it('retries with back-off when the server refuses, recording attempts and the last error, then sends once', async () => {
    smtp.refuse = 2
    const id = await saveSubmission(store.db, studioContact())
    await dropAcknowledgements()
    const beforeFailure = Date.now()
    worker({ baseDelayMs: 150 })
    await waitFor(
      async () => (await outboxRow(id)).attempts === 1 && (await outboxRow(id)).last_error !== null,
      'the first failure',
    )
    const failed = await outboxRow(id)
    expect(failed.status).toBe('pending')
    expect(failed.last_error).toMatch(/451|temporarily unavailable/i)
    // Backed off, not retried at once: the retry is due the base delay after the failure, which came after
    // beforeFailure. (Comparing with the time of this check failed on a loaded machine: the poll that saw the failure
    // can come more than 100 ms after it.)
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThanOrEqual(beforeFailure + 150)
    await waitFor(async () => (await outboxRow(id)).status === 'sent', 'the message to be sent after retries')
    const sent = await outboxRow(id)
    expect(sent.attempts).toBe(3)
    expect(sent.last_error).toMatch(/temporarily unavailable/)
    expect(smtp.refusals).toBe(2)
    expect(smtp.messages).toHaveLength(1)
  })

  it('resumes unsent mail after a restart: a new worker over the same store sends what the old one could not', async () => {
    smtp.refuse = 1_000
    const ids = [
      await saveSubmission(store.db, studioContact('Asha Rao')),
      await saveSubmission(store.db, studioContact('Ravi Kumar')),
    ]
    await dropAcknowledgements()
    const first = worker({ baseDelayMs: 10 })
    await waitFor(async () => (await outboxRow(ids[1]!)).attempts >= 1, 'the first worker to try')
    await first.stop()
    expect(smtp.messages).toHaveLength(0)
    for (const id of ids) expect((await outboxRow(id)).status).toBe('pending')

    smtp.refuse = 0
    worker({ baseDelayMs: 10 })
    await waitFor(
      async () => (await Promise.all(ids.map((id) => outboxRow(id)))).every((r) => r.status === 'sent'),
      'the second worker to send',
    )
    expect(smtp.messages.map((m) => parseMessage(m.raw).headers.subject).sort()).toEqual([
      'New studio contact: Asha Rao',
      'New studio contact: Ravi Kumar',
    ])
  })

  it('takes over mail a dead worker had claimed once its lease runs out', async () => {
    const id = await saveSubmission(store.db, studioContact(), new Date('2025-01-01T00:00:00.000Z'))
    await dropAcknowledgements()
    const claimedAt = new Date()
    expect(await claimDueMail(store.db, { now: claimedAt, leaseMs: 60_000, limit: 10 })).toHaveLength(1) // then it "dies"
    const fresh = worker()
    expect(await fresh.runOnce()).toBe(0) // leased: not sent twice
    await fresh.stop()
    const later = worker({ now: () => new Date(claimedAt.getTime() + 61_000) })
    expect(await later.runOnce()).toBe(1)
    expect(smtp.messages).toHaveLength(1)
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('keeps the rows and logs once that mail is off when SMTP_URL is not set', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('MAIL_TO', 'staff@realworktech.in')
    const id = await saveSubmission(store.db, studioContact())
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    expect(startMailFromEnv(store.db, log)).toBeUndefined()
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.info.mock.calls[0]![0]).toMatch(/Mail notifications are off \(SMTP_URL is not set\)/)
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('starts from the environment and wakes as soon as a submission is stored', async () => {
    vi.stubEnv('SMTP_URL', smtpUrl)
    vi.stubEnv('MAIL_TO', 'staff@realworktech.in')
    vi.stubEnv('MAIL_FROM', '')
    vi.stubEnv('SITE_URL', 'https://staging.realworktech.in/')
    const started = startMailFromEnv(store.db, quiet)
    expect(started).toBeDefined()
    expect(startMailFromEnv(store.db, quiet)).toBe(started) // one worker per process
    try {
      const id = await saveSubmission(store.db, studioContact())
      // Under the 5 s poll interval: only a wake-up sends it this soon.
      await waitFor(async () => (await outboxRow(id)).status === 'sent', 'the woken worker to send', 2_000)
      const { headers, body } = parseMessage(messagesTo('staff@realworktech.in')[0]!.raw)
      expect(headers.from).toBe('RealWork website <staff@realworktech.in>')
      expect(body).toContain(`https://staging.realworktech.in/staff/submissions/${id}`)
    } finally {
      await stopMail()
    }
  })

  it('sends a staff reply and a message within a second: every mail queued wakes the worker', async () => {
    vi.stubEnv('SMTP_URL', smtpUrl)
    vi.stubEnv('MAIL_TO', 'staff@realworktech.in')
    vi.stubEnv('MAIL_FROM', '')
    startMailFromEnv(store.db, quiet)
    try {
      const id = await saveSubmission(store.db, studioContact())
      await waitFor(async () => (await outboxRow(id)).status === 'sent', 'the notification', 2_000)
      // The worker is idle now, its next poll 5 s away: only a wake-up sends these in time.
      const reply = await sendReply(store.db, {
        submissionId: id,
        author: { id: null, name: 'Meera' },
        subject: 'Your enquiry to RealWork',
        body: 'The next Full Stack batch starts on 5 January.',
      })
      expect(reply).toMatchObject({ ok: true })
      await waitFor(
        () => messagesTo('asha.rao@example.com').some((m) => m.raw.includes('The next Full Stack batch')),
        'the reply to leave',
        1_000,
      )
      await queueMail(store.db, { kind: 'message', to: 'new.editor@realworktech.in', subject: 'Hello', text: 'Hi' })
      await waitFor(() => messagesTo('new.editor@realworktech.in').length === 1, 'the message to leave', 1_000)
    } finally {
      await stopMail()
    }
  })

  it('marks sent and failed through the repository, and never drops a failed row', async () => {
    const id = await saveSubmission(store.db, studioContact(), new Date('2025-01-01T00:00:00.000Z'))
    await dropAcknowledgements()
    const now = new Date('2025-01-01T00:00:10.000Z')
    const [claim] = await claimDueMail(store.db, { now, leaseMs: 1000, limit: 5 })
    expect(claim).toMatchObject({ submissionId: id, attempts: 1 })
    expect(await claimDueMail(store.db, { now, leaseMs: 1000, limit: 5 })).toEqual([])
    await markMailFailed(store.db, claim!.id, 'x'.repeat(5000), new Date('2025-01-01T00:01:00.000Z'))
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2025-01-01T00:01:00.000Z',
    })
    expect((await outboxRow(id)).last_error).toHaveLength(1000)
    expect(
      await claimDueMail(store.db, { now: new Date('2025-01-01T00:00:59.000Z'), leaseMs: 1000, limit: 5 }),
    ).toEqual([])
    const [again] = await claimDueMail(store.db, { now: new Date('2025-01-01T00:01:00.000Z'), leaseMs: 1000, limit: 5 })
    expect(again!.attempts).toBe(2)
    await markMailSent(store.db, again!.id, new Date('2025-01-01T00:01:01.000Z'))
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', sent_at: '2025-01-01T00:01:01.000Z' })
    expect(
      await claimDueMail(store.db, { now: new Date('2030-01-01T00:00:00.000Z'), leaseMs: 1000, limit: 5 }),
    ).toEqual([])
  })

  it('gives back an untried claim when a worker stops, so the next one sends it at once', async () => {
    const id = await saveSubmission(store.db, studioContact(), new Date('2025-01-01T00:00:00.000Z'))
    await dropAcknowledgements()
    const now = new Date('2025-01-01T00:00:01.000Z')
    const [claim] = await claimDueMail(store.db, { now, leaseMs: 60_000, limit: 1 })
    await releaseMail(store.db, claim!, now)
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
    expect(await claimDueMail(store.db, { now, leaseMs: 60_000, limit: 1 })).toHaveLength(1)
  })

  it('lets only one of two competing claims win', async () => {
    for (let i = 0; i < 20; i++)
      await saveSubmission(store.db, studioContact(`Visitor ${i}`), new Date('2025-01-01T00:00:00.000Z'))
    await dropAcknowledgements()
    const now = new Date('2025-01-01T00:00:01.000Z')
    const [a, b] = await Promise.all([
      claimDueMail(store.db, { now, leaseMs: 60_000, limit: 20 }),
      claimDueMail(store.db, { now, leaseMs: 60_000, limit: 20 }),
    ])
    const ids = [...a!, ...b!].map((c) => c.id)
    expect(ids).toHaveLength(20)
    expect(new Set(ids).size).toBe(20)
  })
})

describe('composeNotification', () => {
  it('keeps header fields on one line and lists multi-line answers indented', async () => {
    const store2 = await openTestDatabase()
    try {
      const id = await saveSubmission(store2.db, {
        ...studioContact('Evil\r\nBcc: victim@example.com'),
        kind: 'enquiry',
        fields: { name: 'Evil', message: 'line one\nline two' },
      })
      const mail = composeNotification((await getSubmission(store2.db, id))!, settings)
      expect(mail.subject).toBe('New enquiry: Evil Bcc: victim@example.com')
      expect(mail.text).toContain('Message:\n  line one\n  line two\n')
      expect(mail.attachments).toBeUndefined()
    } finally {
      await store2.close()
    }
  })

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 20, 100].map((n) => retryDelay(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ])
  })

  it('reads its settings from the environment', () => {
    expect(mailSettingsFromEnv({})).toEqual({ off: 'SMTP_URL is not set' })
    expect(mailSettingsFromEnv({ SMTP_URL: 'smtp://x' })).toEqual({ off: 'MAIL_TO is not set' })
    expect(
      mailSettingsFromEnv({
        SMTP_URL: 'smtp://x',
        MAIL_TO: 'a@b.in',
        MAIL_FROM: 'Site <s@b.in>',
        SITE_URL: 'https://x.in/',
      }),
    ).toEqual({
      smtpUrl: 'smtp://x',
      settings: { from: 'Site <s@b.in>', to: 'a@b.in', siteUrl: 'https://x.in' },
    })
  })
})
