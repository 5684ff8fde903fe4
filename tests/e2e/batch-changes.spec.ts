import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { formatDate } from '../../app/lib/format'
import { parseMail, type TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, openSignedIn, staffEnv, test, uniqueName, waitForHydration } from './fixtures'
import { startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'
import { istDay } from './seed'

// A batch's changes reach its people (issue 52), through the batch page and a real SMTP server: seats added go to the
// first person waiting and a newcomer joins the waitlist behind the others; new dates move the student's pay page and
// are mailed; a cancelled batch mails its students, moves one to another batch, offers the other a full refund on their
// fee page, and refuses a payment request. The registrations are sent through the site; the batches and enrolments
// are put in the store directly (enrolling through the pages is the batches journey's).
const PASSWORD = 'batch-changes-e2e-password'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp

/** India's calendar day `days` from now ('YYYY-MM-DD'). */

const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`

/** A registration for the frontend bootcamp, sent as the page's script sends it: the lead's id. */
async function register(name: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/forms/registration`, {
    method: 'POST',
    body: new URLSearchParams({
      fullName: name,
      email: emailOf(name),
      phone: '+91 98450 66666',
      bootcamp: 'frontend-development',
      track: 'standard',
    }),
  })
  expect(response.ok).toBe(true)
  return store((db) => (db.prepare('select id from submissions where name = ?').get(name) as { id: string }).id)
}

function store<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'site.db'))
  try {
    db.pragma('busy_timeout = 5000')
    return work(db)
  } finally {
    db.close()
  }
}

/**
 * A frontend batch starting `startsIn` days from today at ₹7,000 with `seats`, and one enrolment per person in the
 * order given (each a minute after the one before): the batch's id and each enrolment's id and reference.
 */
async function seedBatch(code: string, startsIn: number, seats: number, people: [string, 'enrolled' | 'waitlisted'][]) {
  const leads: string[] = []
  for (const [name] of people) leads.push(await register(name))
  return store((db) => {
    const at = new Date().toISOString()
    const batchId = crypto.randomUUID()
    const taken = people.filter(([, state]) => state === 'enrolled').length
    db.prepare(
      `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
       fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
       values (?, ?, 'frontend-development', ?, ?, ?, ?, ?, ?, 'online', 700000, null, null, 'open', ?, ?)`,
    ).run(
      batchId,
      code,
      istDay(startsIn),
      istDay(startsIn + 89),
      istDay(startsIn - 1),
      seats,
      taken,
      people.length,
      at,
      at,
    )
    const enrolments = people.map(([, state], i) => {
      const id = crypto.randomUUID()
      const reference = `${code}-${String(i + 1).padStart(3, '0')}`
      const joined = new Date(Date.now() - (people.length - i) * 60_000).toISOString()
      db.prepare(
        `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
         enrolled_at, updated_at) values (?, ?, ?, ?, ?, 700000, ?, ?, ?, ?)`,
      ).run(id, reference, batchId, leads[i], state, istDay(startsIn), joined, state === 'enrolled' ? joined : null, at)
      return { id, reference }
    })
    return { batchId, enrolments }
  })
}

async function signIn(page: Page, pathname: string) {
  await openSignedIn(page, server.origin, pathname, PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${pathname}`)
  await waitForHydration(page)
}

/** Opens "Change this batch", lets `fill` change the form and saves it. */
async function changeBatch(page: Page, fill: (form: ReturnType<Page['locator']>) => Promise<void>) {
  await page.getByText('Change this batch').click()
  const form = page.locator('details')
  await fill(form)
  await form.getByRole('button', { name: 'Save batch' }).click()
}

/** Waits until the outbox has sent everything (the registrations' mails), so the next mails are the change's. */
async function outboxSent() {
  await expect
    .poll(() => store((db) => db.prepare("select count(*) as n from outbox where status = 'pending'").get()), {
      timeout: 20_000,
    })
    .toEqual({ n: 0 })
  return smtp.messages.length
}

/** The mails sent since `before`, once there are `count` of them, each with its recipient. */
async function mailsSince(before: number, count: number) {
  await expect.poll(() => smtp.messages.length - before, { timeout: 20_000 }).toBe(count)
  return smtp.messages.slice(before).map((m) => ({ to: m.to[0], ...parseMail(m.raw) }))
}

test.describe('batch changes reach every student', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // Its own server: the cancel mail names the next open frontend batch, student-page's on the shared one.
    ;({ server, smtp, dataDir } = await startMailedServer('batch-changes', staffEnv(PASSWORD)))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test('a seat added goes to the first person waiting; a newcomer is waitlisted behind the others', async ({
    page,
  }) => {
    const [seated, first, second, newcomer] = ['Asha Seated', 'Bala First', 'Chitra Second', 'Dev Newcomer'].map(
      uniqueName,
    )
    const { batchId } = await seedBatch('FE-SEAT-01', 20, 1, [
      [seated!, 'enrolled'],
      [first!, 'waitlisted'],
      [second!, 'waitlisted'],
    ])
    await signIn(page, `/staff/batches/${batchId}`)
    await expect(page.getByText('1 of 1 seats taken, 0 left')).toBeVisible()
    const before = await outboxSent()
    await changeBatch(page, (form) => form.getByLabel('Seats').fill('2'))
    await expect(page.getByRole('status')).toHaveText(
      `Batch saved. The site shows it now. ${first} (FE-SEAT-01-002), first on the waitlist, is offered a seat and has been mailed.`,
    )
    await expect(page.getByText('2 of 2 seats taken, 0 left')).toBeVisible()
    const students = page.getByRole('region', { name: 'Students' })
    await expect(students.getByRole('row', { name: new RegExp(first!) })).toContainText('Offered a seat')
    const waitlist = page.getByRole('region', { name: 'Waitlist' })
    await expect(waitlist.getByRole('row')).toHaveCount(2)
    await expect(waitlist.getByRole('row').nth(1)).toContainText(`1${second}FE-SEAT-01-003`)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    const [offer] = await mailsSince(before, 1)
    expect(offer!.to).toBe(emailOf(first!))
    expect(offer!.headers.subject).toBe(
      `A seat is free for you: Frontend Development Bootcamp, starting ${formatDate(istDay(20))}`,
    )

    // A registration enrolled now finds the seat held: it joins the waitlist, second.
    await register(newcomer!)
    await page.goto(`${server.origin}/staff`)
    await page.getByRole('link', { name: newcomer }).click()
    const enrol = page.getByRole('region', { name: 'Enrol in batch' })
    const options = await enrol.getByRole('option').allTextContents()
    await enrol.getByLabel('Batch').selectOption({ label: options.find((o) => o.startsWith('FE-SEAT-01:'))! })
    await enrol.getByRole('button', { name: 'Enrol' }).click()
    await expect(enrol).toContainText('FE-SEAT-01-004: waitlisted')
    await page.goto(`${server.origin}/staff/batches/${batchId}`)
    await expect(waitlist.getByRole('row').nth(2)).toContainText(`2${newcomer}FE-SEAT-01-004`)
  })

  test('new dates move the student’s pay page and are mailed to them', async ({ page }) => {
    const name = uniqueName('Farah Later')
    const { batchId, enrolments } = await seedBatch('FE-MOVE-01', 30, 5, [[name, 'enrolled']])
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
    const instalments = [
      { amountPaise: 350000, dueOn: istDay(20) },
      { amountPaise: 350000, dueOn: istDay(60) },
    ]
    store((db) =>
      db
        .prepare(
          `insert into fee_plans (enrolment_id, discount_paise, discount_reason, instalments, student_state, pay_token,
           updated_at, updated_by) values (?, 0, null, ?, '29', ?, ?, 'owner@realworktech.in')`,
        )
        .run(enrolments[0]!.id, JSON.stringify(instalments), token, new Date().toISOString()),
    )
    await signIn(page, `/staff/batches/${batchId}`)
    const before = await outboxSent()
    await changeBatch(page, async (form) => {
      await form.getByLabel('First day').fill(istDay(120))
      await form.getByLabel('Last day', { exact: true }).fill(istDay(209))
      await form.getByLabel('Last day to enrol').fill(istDay(119))
    })
    await expect(page.getByRole('status')).toHaveText(
      'Batch saved. The site shows it now. The new dates were mailed to the one person in this batch; their start date and fee due days moved.',
    )
    const [mail] = await mailsSince(before, 1)
    expect(mail!.to).toBe(emailOf(name))
    expect(mail!.headers.subject).toBe(
      `New dates for your Frontend Development Bootcamp batch: ${formatDate(istDay(120))} to ${formatDate(istDay(209))}`,
    )
    expect(mail!.text).toContain(`(it was to start on ${formatDate(istDay(30))})`)
    expect(mail!.text).toContain(`- ₹3,500 by ${formatDate(istDay(110))}\n- ₹3,500 by ${formatDate(istDay(150))}`)
    expect(mail!.text).toContain(`/pay/${token}`)

    await page.goto(`${server.origin}/pay/${token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pay your fee' })).toBeVisible()
    await expect(page.getByText('Starts', { exact: true }).locator('..')).toContainText(formatDate(istDay(120)))
    await expect(page.getByText(`by ${formatDate(istDay(110))}`)).toBeVisible()
  })

  test('a change saved from a page opened before a colleague cancelled the batch is refused and shows the batch as it stands', async ({
    page,
    context,
  }) => {
    const { batchId } = await seedBatch('FE-RACE-01', 50, 5, [[uniqueName('Lata Waits'), 'enrolled']])
    await signIn(page, `/staff/batches/${batchId}`)
    // A colleague's tab, opened at the same time, cancels the batch first.
    const colleague = await context.newPage()
    await colleague.goto(`${server.origin}/staff/batches/${batchId}`)
    await waitForHydration(colleague)
    await changeBatch(colleague, async (form) => {
      await form.getByLabel('Status').selectOption({ label: 'Cancelled' })
    })
    await expect(colleague.getByRole('heading', { level: 2, name: 'This batch is cancelled' })).toBeVisible()
    // The first page still shows it open; its new dates would have put the batch back to Open.
    await changeBatch(page, (form) => form.getByLabel('First day').fill(istDay(80)))
    const form = page.locator('details')
    await expect(form.getByRole('alert')).toHaveText(
      'Someone changed this batch after you opened this page, so nothing was saved: the form now shows the batch as it stands. Make your change again if it is still needed.',
    )
    await expect(form.getByLabel('Status')).toHaveValue('cancelled')
    await expect(form.getByLabel('First day')).toHaveValue(istDay(50))
    expect(store((db) => db.prepare('select status, starts_on from batches where id = ?').get(batchId))).toEqual({
      status: 'cancelled',
      starts_on: istDay(50),
    })
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })

  test('a cancelled batch mails its students, moves one, offers the other a refund and refuses a payment request', async ({
    page,
  }) => {
    const [moving, refunding] = ['Jaya Moves', 'Karan Refund'].map(uniqueName)
    const { batchId, enrolments } = await seedBatch('FE-STOP-01', 40, 5, [
      [moving!, 'enrolled'],
      [refunding!, 'enrolled'],
    ])
    await seedBatch('FE-NEXT-01', 70, 10, [])
    await signIn(page, `/staff/batches/${batchId}`)
    const before = await outboxSent()
    await changeBatch(page, async (form) => {
      await form.getByLabel('Status').selectOption({ label: 'Cancelled' })
    })
    await expect(page.getByRole('status')).toHaveText(
      'Batch saved. The site shows it now. The batch is cancelled and its 2 people were mailed what happens next. Move or refund each student below.',
    )
    await expect(page.getByRole('heading', { level: 2, name: 'This batch is cancelled' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Mark completed' })).toHaveCount(0)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    const mails = await mailsSince(before, 2)
    expect(mails.map((m) => m.to).sort()).toEqual([emailOf(moving!), emailOf(refunding!)].sort())
    for (const mail of mails) {
      expect(mail.headers.subject).toBe(
        `Your Frontend Development Bootcamp batch starting ${formatDate(istDay(40))} is cancelled`,
      )
      expect(mail.text).toContain(
        `- Move to the next Frontend Development Bootcamp batch, starting ${formatDate(istDay(70))}.`,
      )
      expect(mail.text).toContain('- Or a full refund of everything you have paid, within 7 working days')
      expect(mail.text).toContain('call admissions on +91 98450 31870')
    }

    // Only open batches of the same course with a seat are offered; the move keeps the reference.
    const students = page.getByRole('region', { name: 'Students' })
    const row = students.getByRole('row', { name: new RegExp(moving!) })
    const choice = row.getByLabel(`Another batch for ${moving}`)
    const options = await choice.getByRole('option').allTextContents()
    expect(options.every((o) => o.includes('Frontend Development'))).toBe(true)
    await choice.selectOption({ label: options.find((o) => o.startsWith('FE-NEXT-01:'))! })
    await row.getByRole('button', { name: 'Move to another batch' }).click()
    await expect(page.getByRole('status')).toHaveText(`${moving} (FE-STOP-01-001) moved to batch FE-NEXT-01.`)
    await expect(students.getByRole('row')).toHaveCount(2)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    const refund = students.getByRole('link', { name: `Refund in full: ${refunding}’s fee page` })
    await expect(refund).toHaveAttribute('href', `/staff/fees/${enrolments[1]!.id}#refund`)
    await refund.click()
    await expect(page.getByRole('heading', { level: 1, name: `Fees: ${refunding}` })).toBeVisible()
    const message =
      'This student’s batch is cancelled: nothing more can be charged. Move them to another batch from the batch’s page, or refund them in full.'
    // The fee page says so instead of offering a request or a payment; a request posted anyway is refused.
    await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Send a payment request' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Record money received' })).toHaveCount(0)
    const forged = await page.request.post(`${server.origin}/staff/fees/${enrolments[1]!.id}`, {
      headers: { Origin: server.origin },
      form: { intent: 'request', amount: '7000', dueOn: '2027-01-04' },
    })
    expect(forged.status()).toBe(409)
    expect(await forged.text()).toContain('batch is cancelled')
    expect(smtp.messages.length - before).toBe(2)
  })
})
