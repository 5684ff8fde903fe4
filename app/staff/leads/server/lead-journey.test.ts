// From lead to enrolment on the store: replies through the outbox to a real SMTP server on 127.0.0.1, the timeline,
// templates and the daily follow-up digest; on SQLite in memory by default and on PostgreSQL when DATABASE_URL is set.
import { ReplySchema } from '~/staff/leads/forms/lead.schema'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UNASSIGNED } from '~/staff/shell/lib/lead-status'
import { removeAccount } from '~/staff/accounts/server/accounts.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { queueDueDigests } from '~/server/follow-up-digest.server'
import { updateLead } from './inbox.server'
import { getSubmission } from '~/server/submission-read.server'
import { listSubmissions } from './inbox-list.server'
import { sendReply } from './lead-replies.server'
import { leadTimeline } from './lead-timeline.server'
import { smtpTransport, startMailWorker, type MailWorker } from '~/server/mail.server'
import { fillReplyTemplate, listTemplates, saveTemplate, templateValues } from './reply-templates.server'
import { saveSubmission } from '~/server/submissions.server'
import { parseMail, TestSmtp, waitFor, quietLog, testMailSettings } from '~/server/test-smtp.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'

const settings = testMailSettings
const quiet = quietLog

let smtp: TestSmtp
let worker: MailWorker | undefined

const store = withTestDatabase()
beforeEach(async () => {
  smtp = new TestSmtp()
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await smtp.stop()
})

async function startWorker() {
  const url = await smtp.start()
  worker = startMailWorker({ db: store.db, transport: smtpTransport(url), ...settings, pollMs: 10, log: quiet })
}

async function account(name: string, email: string) {
  const id = crypto.randomUUID()
  await store.db
    .insertInto('staff_accounts')
    .values({
      id,
      email,
      name,
      role: 'editor',
      password_hash: 'scrypt$x',
      created_at: '2025-01-01T00:00:00.000Z',
      last_sign_in_at: null,
    })
    .execute()
  return id
}

const studioLead = (name = 'Meena Iyer', email = 'meena@example.com') =>
  saveSubmission(
    store.db,
    {
      kind: 'studio-contact',
      name,
      email,
      phone: '+91 98450 22222',
      fields: { name, email, phone: '+91 98450 22222', course: 'android-development' },
    },
    new Date('2025-06-01T04:30:00.000Z'),
  )

describe(`lead journey (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('sends a reply to the visitor with its text, signed; the first reply makes a New lead Contacted', async () => {
    const id = await studioLead()
    await store.db.deleteFrom('outbox').execute() // the notification and acknowledgement are tested elsewhere
    const first = await sendReply(
      store.db,
      {
        submissionId: id,
        author: { id: null, name: 'Priya Sharma' },
        subject: 'Your studio contact to RealWork Technologies',
        body: 'Hello Meena,\n\nThe Android batch starts on 5 July. Shall I call you at 11?',
      },
      new Date('2025-06-01T05:00:00.000Z'),
    )
    expect(first).toMatchObject({ ok: true, contacted: true })
    expect(await getSubmission(store.db, id)).toMatchObject({ status: 'contacted' })
    await startWorker()
    await waitFor(() => smtp.messages.length === 1, 'the reply')
    const [message] = smtp.messages
    expect(message!.to).toEqual(['meena@example.com'])
    const { headers, text, html } = parseMail(message!.raw)
    expect(headers.subject).toBe('Your studio contact to RealWork Technologies')
    expect(headers['reply-to']).toBe('staff@realworktech.in')
    expect(text).toContain('The Android batch starts on 5 July. Shall I call you at 11?')
    expect(text).toContain('Priya Sharma\nRealWork Technologies')
    expect(html).toContain('Shall I call you at 11?')

    // A second reply leaves the status alone; nothing empty is sent. Its author has given a role title since (the
    // security page): the reply is signed with the account's name and title as they are now.
    await updateLead(store.db, id, { status: 'won', assignee: null }, new Date('2025-06-02T05:00:00.000Z'), 'Priya')
    const account = crypto.randomUUID()
    await store.db
      .insertInto('staff_accounts')
      .values({
        id: account,
        email: `priya.${account}@realwork.example`,
        name: 'Priya Sharma',
        title: 'Admissions counsellor',
        role: 'editor',
        password_hash: null,
        created_at: new Date().toISOString(),
        last_sign_in_at: null,
      })
      .execute()
    const second = await sendReply(store.db, {
      submissionId: id,
      author: { id: account, name: 'priya' },
      subject: 'Welcome',
      body: 'See you on the 5th.',
    })
    expect(second).toMatchObject({ ok: true, contacted: false })
    expect(await getSubmission(store.db, id)).toMatchObject({ status: 'won' })
    // The reply's schema is the gate: an empty one never reaches the store.
    expect(ReplySchema.safeParse({ subject: 'x', body: '  ' }).error?.issues[0]?.message).toBe('Write the reply first.')
    await waitFor(() => smtp.messages.length === 2, 'the second reply')
    expect(parseMail(smtp.messages[1]!.raw).text).toContain(
      'See you on the 5th.\n\nPriya Sharma\nAdmissions counsellor\nRealWork Technologies',
    )

    const timeline = await leadTimeline(store.db, id)
    expect(timeline.map((e) => (e.type === 'event' ? `${e.type}:${e.detail}` : e.type))).toEqual([
      'received',
      'reply',
      'event:New → Contacted',
      'event:Contacted → Enrolled/Won',
      'reply',
    ])
    const reply = timeline[1]
    expect(reply).toMatchObject({ type: 'reply', author: 'Priya Sharma', mail: { status: 'sent' } })
    expect(timeline[4]).toMatchObject({ type: 'reply', author: 'Priya Sharma, Admissions counsellor' })
  })

  it('fills templates with the lead’s name, course, next batch and fee', async () => {
    const id = await studioLead()
    await saveTemplate(store.db, {
      name: 'Batch details',
      channel: 'email',
      queue: null,
      subject: 'Your {course} course',
      body: 'Hello {name}, the next {course} batch starts on {nextBatch}, fee {fee}. {unknown} stays.',
    })
    // Only the three known names are looked up, never what every object inherits (issue 37).
    expect(
      fillReplyTemplate(
        { subject: '{constructor} {toString}', body: '{__proto__}{hasOwnProperty} {valueOf} {name}' },
        { name: 'Asha' },
      ),
    ).toEqual({ subject: '{constructor} {toString}', body: '{__proto__}{hasOwnProperty} {valueOf} Asha' })
    await makeBatch(store.db, {
      courseId: 'android-development',
      startsOn: '2025-07-05',
      endsOn: '2025-10-01',
      enrolBy: '2025-07-04',
      earlyFee: 600_000,
      earlyUntil: '2025-06-15',
    })
    const template = (await listTemplates(store.db)).find((t) => t.name === 'Batch details')
    const lead = (await getSubmission(store.db, id))!
    const values = await templateValues(store.db, lead, new Date('2025-06-01T05:00:00.000Z'))
    expect(fillReplyTemplate(template!, values)).toEqual({
      subject: 'Your Android Development course',
      body: 'Hello Meena Iyer, the next Android Development batch starts on 5 July 2025, fee ₹6,000 (the early-bird fee, until 15 June 2025; ₹7,000 after that). {unknown} stays.',
    })
    // The day after the early-bird's last day in India, the fee the enrolment would charge: the full one.
    const later = await templateValues(store.db, lead, new Date('2025-06-15T18:30:00.000Z'))
    expect(later.fee).toBe('₹7,000')
  })

  it('lists due leads oldest first and mails each assignee one digest a day from 09:00 IST', async () => {
    const priya = await account('Priya Sharma', 'priya@realwork.example')
    const arjun = await account('Arjun Rao', 'arjun@realwork.example')
    const a = await studioLead('Meena Iyer', 'meena@example.com')
    const b = await studioLead('Kiran Das', 'kiran@example.com')
    const c = await studioLead('Later Lead', 'later@example.com')
    await store.db.deleteFrom('outbox').execute()
    await updateLead(store.db, a, { status: 'new', assignee: null, assigneeId: priya, followUpOn: '2025-06-09' })
    await updateLead(store.db, b, { status: 'contacted', assignee: null, assigneeId: priya, followUpOn: '2025-06-10' })
    await updateLead(store.db, c, { status: 'new', assignee: null, assigneeId: arjun, followUpOn: '2025-06-11' })
    // Both answered (a call) the day they came: only their follow-up days make them due.
    await store.db
      .updateTable('submissions')
      .set({ first_response_at: '2025-06-01T06:00:00.000Z' })
      .where('id', 'in', [a, c])
      .execute()
    // Kiran came a minute after Meena: Due lists the oldest lead first.
    await store.db
      .updateTable('submissions')
      .set({ created_at: '2025-06-01T04:31:00.000Z' })
      .where('id', '=', b)
      .execute()

    const morning = new Date('2025-06-10T03:29:00.000Z') // 08:59 IST
    const due = await listSubmissions(store.db, { due: true, now: morning })
    expect(due.rows.map((r) => r.id)).toEqual([a, b])
    expect((await listSubmissions(store.db, { due: true, assignee: priya, now: morning })).total).toBe(2)

    expect(await queueDueDigests(store.db, morning)).toBe(0)
    const nine = new Date('2025-06-10T03:31:00.000Z') // 09:01 IST
    // Several servers at once: still one digest.
    const counts = await Promise.all([1, 2, 3].map(() => queueDueDigests(store.db, nine)))
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1)
    expect(await queueDueDigests(store.db, new Date('2025-06-10T12:00:00.000Z'))).toBe(0)

    await startWorker()
    await waitFor(() => smtp.messages.length === 1, 'the digest')
    await new Promise((r) => setTimeout(r, 100))
    expect(smtp.messages).toHaveLength(1)
    const [digest] = smtp.messages
    expect(digest!.to).toEqual(['priya@realwork.example'])
    const { headers, text } = parseMail(digest!.raw)
    expect(headers.subject).toBe('Leads waiting today: 2 leads')
    expect(text).toContain('Good morning Priya Sharma,')
    expect(text).toContain('- Meena Iyer: Android Development (studio contact), due since 9 June 2025')
    expect(text).toContain('- Kiran Das: Android Development (studio contact), due today')
    expect(text).toContain(`/staff/submissions/${a}?due=1`)
    expect(text).not.toContain('Later Lead')

    // The next morning Arjun's lead is due too.
    expect(await queueDueDigests(store.db, new Date('2025-06-11T04:00:00.000Z'))).toBe(2)
  })

  it('puts a lead nobody answered into Due once its reply time passes, and into every digest while unassigned', async () => {
    const priya = await account('Priya Sharma', 'priya@realwork.example')
    const arjun = await account('Arjun Rao', 'arjun@realwork.example')
    const waiting = await studioLead('Waiting Lead', 'waiting@example.com') // arrived 1 June 2025, 10:00 IST
    const answered = await studioLead('Answered Lead', 'answered@example.com')
    const closed = await studioLead('Closed Lead', 'closed@example.com')
    await store.db.deleteFrom('outbox').execute()
    await sendReply(store.db, {
      submissionId: answered,
      author: { id: priya, name: 'Priya Sharma' },
      subject: 'Hello',
      body: 'Thank you for writing.',
    })
    await updateLead(store.db, closed, { status: 'closed', assignee: null })
    expect(await getSubmission(store.db, waiting)).toMatchObject({
      firstResponseDueAt: '2025-06-02T04:30:00.000Z',
      firstResponseAt: null,
    })
    expect((await getSubmission(store.db, closed))!.firstResponseAt).not.toBeNull()

    // A minute before its reply time it is not due; a minute after, it is, and the others are not.
    const before = await listSubmissions(store.db, { due: true, now: new Date('2025-06-02T04:29:00.000Z') })
    expect(before.rows.map((r) => r.id)).toEqual([])
    const after = await listSubmissions(store.db, { due: true, now: new Date('2025-06-02T04:31:00.000Z') })
    expect(after.rows.map((r) => r.id)).toEqual([waiting])

    // The next morning both accounts are told about it; once assigned, only its assignee is.
    await store.db.deleteFrom('outbox').execute()
    expect(await queueDueDigests(store.db, new Date('2025-06-03T04:00:00.000Z'))).toBe(2)
    const texts = await store.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).execute()
    expect(texts.map((m) => m.recipient).sort()).toEqual(['arjun@realwork.example', 'priya@realwork.example'])
    expect(texts[0]!.subject).toBe('Leads waiting today: 1 lead')
    expect(texts[0]!.body).toContain('Nobody has answered these new leads, and nobody is assigned to them:')
    expect(texts[0]!.body).toContain(
      '- Waiting Lead: Android Development (studio contact), no reply yet, overdue by 23 h',
    )
    await updateLead(store.db, waiting, { status: 'new', assignee: null, assigneeId: arjun })
    expect(await queueDueDigests(store.db, new Date('2025-06-04T04:00:00.000Z'))).toBe(1)
  })

  it('unassigns the leads of a removed account', async () => {
    const priya = await account('Priya Sharma', 'priya@realwork.example')
    const id = await studioLead()
    await updateLead(store.db, id, { status: 'new', assignee: null, assigneeId: priya })
    expect(await removeAccount(store.db, priya)).toMatchObject({ ok: true })
    expect(await getSubmission(store.db, id)).toMatchObject({ assigneeId: null, assignee: null })
    expect((await listSubmissions(store.db, { assignee: UNASSIGNED })).rows.map((r) => r.id)).toEqual([id])
  })
})
