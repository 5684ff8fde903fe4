import path from 'node:path'
import Database from 'better-sqlite3'
import type { TestSmtp } from '../../app/server/test-smtp.server'
import { gatewayEnv, linkPaidEvent, RazorpayStandIn, signed } from '../../app/server/gateway/razorpay-stand-in.fixture'
import { axeViolations, expect, openSignedIn, staffEnv, test, uniqueName, waitForHydration } from './fixtures'
import { mailArrived, startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'

// The payment gateway (issue 55, part 1; decision 027) on a phone: staff mail a payment request, the site makes its
// Razorpay link on a local stand-in of Razorpay's API (RAZORPAY_API_BASE), the mail and the pay page offer "Pay by
// card, net banking or UPI", and a signed webhook posted as raw bytes to the real server records the payment once:
// the tax invoice arrives at the real SMTP test server. A mis-signed delivery is refused and a replay does nothing.
const PASSWORD = 'gateway-e2e-password'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp
const standIn = new RazorpayStandIn()

function istDay(days: number) {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60 * 1000).toISOString().slice(0, 10)
}

function store<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'site.db'))
  try {
    db.pragma('busy_timeout = 5000')
    return read(db)
  } finally {
    db.close()
  }
}

/** A registration through the public API, then its enrolment in a batch starting in ten days, put in the store. */
async function enrolledStudent(code: string) {
  const name = uniqueName('Meera Gateway')
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  const response = await fetch(`${server.origin}/api/forms/registration`, {
    method: 'POST',
    body: new URLSearchParams({
      fullName: name,
      email,
      phone: '+91 98450 77777',
      bootcamp: 'frontend-development',
      track: 'standard',
    }),
  })
  expect(response.ok).toBe(true)
  return store((db) => {
    const { id: submissionId } = db.prepare('select id from submissions where name = ?').get(name) as { id: string }
    const at = new Date().toISOString()
    const batchId = crypto.randomUUID()
    db.prepare(
      `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
       fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
       values (?, ?, 'frontend-development', ?, ?, ?, 30, 1, 1, 'online', 700000, null, null, 'open', ?, ?)`,
    ).run(batchId, code, istDay(10), istDay(99), istDay(9), at, at)
    const enrolmentId = crypto.randomUUID()
    db.prepare(
      `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
       enrolled_at, updated_at) values (?, ?, ?, ?, 'enrolled', 700000, ?, ?, ?, ?)`,
    ).run(enrolmentId, `${code}-001`, batchId, submissionId, istDay(10), at, at, at)
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
    db.prepare(
      `insert into fee_plans (enrolment_id, discount_paise, discount_reason, instalments, student_state, pay_token,
       updated_at, updated_by) values (?, 0, null, ?, '29', ?, ?, 'staff@realwork.example')`,
    ).run(enrolmentId, JSON.stringify([{ amountPaise: 700000, dueOn: istDay(3) }]), token, at)
    return { name, email, enrolmentId, reference: `${code}-001`, payPath: `/pay/${token}` }
  })
}

/** Posts a webhook delivery as Razorpay does: raw bytes, their signature, an event id; no Origin, no cookie. */
function postWebhook(body: Buffer, signature: string, eventId: string) {
  return fetch(`${server.origin}/api/webhooks/razorpay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature, 'X-Razorpay-Event-Id': eventId },
    body: new Uint8Array(body),
  })
}

test.describe('payment gateway: a card, net banking or UPI payment through Razorpay, recorded by its webhook', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone journey')

  test.beforeAll(async () => {
    const apiBase = await standIn.start()
    ;({ server, smtp, dataDir } = await startMailedServer('gateway', {
      ...staffEnv(PASSWORD),
      ...gatewayEnv(apiBase),
      UPI_ID: 'realworktech@icici',
      UPI_PAYEE_NAME: 'RealWork Technologies',
      GSTIN: '29AAMCR4821K1Z6',
    }))
  })
  test.afterAll(async () => {
    await stopMailedServer({ server, smtp, dataDir })
    await standIn.stop()
  })

  test('the pay page offers the card option and a signed webhook records the payment and mails the invoice @phone', async ({
    page,
    browser,
  }) => {
    const student = await enrolledStudent('FE-RZP-01')
    const staff = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await openSignedIn(staff, server.origin, `/staff/fees/${student.enrolmentId}`, PASSWORD)
    await waitForHydration(staff)
    let before = smtp.messages.length
    await staff
      .getByRole('region', { name: 'Send a payment request' })
      .getByRole('button', { name: 'Mail the payment request' })
      .click()
    await expect(staff.getByRole('status')).toContainText('Payment request queued to')
    const request = await mailArrived(smtp, student.email, { after: before })
    expect(request.text).toContain('Pay by card, net banking or UPI (₹7,000) through Razorpay')
    const link = store(
      (db) =>
        db.prepare('select link_id, short_url from gateway_links where enrolment_id = ?').get(student.enrolmentId) as {
          link_id: string
          short_url: string
        },
    )
    expect(request.text).toContain(link.short_url)
    expect(standIn.calls.at(-1)?.body).toMatchObject({ amount: 700000, reference_id: student.reference })
    const panel = staff.getByRole('region', { name: 'Razorpay' })
    await staff.reload()
    await expect(panel).toContainText('Link for ₹7,000: Sent, not paid yet')
    expect(await axeViolations(staff, panel)).toEqual([])

    await page.goto(`${server.origin}${student.payPath}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Pay by card, net banking or UPI' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay ₹7,000 by card, net banking or UPI' })).toHaveAttribute(
      'href',
      link.short_url,
    )
    // The UPI QR and the bank details stay beside it.
    await expect(page.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await axeViolations(page)).toEqual([])

    const event = linkPaidEvent(
      { id: link.link_id, amount: 700000, reference: student.reference },
      { id: 'pay_E2eCard0001', amount: 700000, method: 'card' },
    )
    const { body, signature } = signed(event)
    // Mis-signed: refused, nothing stored.
    const forged = await postWebhook(
      body,
      signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      'evt_e2e_forged',
    )
    expect(forged.status).toBe(401)
    // Unsigned, and a body past the limit on the bytes read (64 KB): refused, nothing stored.
    const unsigned = await fetch(`${server.origin}/api/webhooks/razorpay`, {
      method: 'POST',
      body: new Uint8Array(body),
    })
    expect(unsigned.status).toBe(401)
    const huge = Buffer.concat([body, Buffer.alloc(70 * 1024, 32)])
    const tooLarge = await postWebhook(huge, signature, 'evt_e2e_huge')
    expect(tooLarge.status).toBe(413)
    expect(store((db) => db.prepare('select count(*) as n from gateway_events').get())).toEqual({ n: 0 })
    before = smtp.messages.length
    const delivered = await postWebhook(body, signature, 'evt_e2e_paid')
    expect(delivered.status).toBe(200)
    expect(await delivered.text()).toMatch(/^Recorded as RW\/\d{4}-\d{2}\/0001/)
    const invoice = await mailArrived(smtp, student.email, { after: before })
    expect(invoice.headers.subject).toMatch(/^Tax invoice RW\/\d{4}-\d{2}\/0001/)
    expect(invoice.attachments.map((a) => a.contentType)).toEqual(['application/pdf'])
    // Redelivered: answered, nothing recorded again.
    const replay = await postWebhook(body, signature, 'evt_e2e_paid')
    expect(await replay.text()).toBe('Already received.\n')
    expect(
      store((db) => db.prepare('select count(*) as n from payments where external_id = ?').get('pay_E2eCard0001')),
    ).toEqual({ n: 1 })

    await page.reload()
    await expect(page.getByRole('link', { name: /^Download Tax invoice RW\// })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay ₹7,000 by card, net banking or UPI' })).toHaveCount(0)
    await staff.reload()
    await expect(panel).toContainText('Link for ₹7,000: Paid')
    await staff.close()
  })
})
