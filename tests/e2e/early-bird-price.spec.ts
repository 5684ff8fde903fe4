import path from 'node:path'
import Database from 'better-sqlite3'
import { parseMail } from '../../app/server/test-smtp.server'
import { axeViolations, expect, test, uniqueName, waitForHydration, waitForReadingModule } from './fixtures'
import { startMailedServer, stopMailedServer, type MailedServer } from './mailed-server'
import { istDay } from './seed'

// One price from the course card to the pay page (issue 56): a Frontend Development batch with an early-bird fee of
// ₹6,000 until ten days from today and a full fee of ₹7,000. Every page and mail that states the fee states the
// early-bird price, its last day and the full price (struck through on the pages), as the enrolment will charge it
// (lib/batch-fee.ts); the payment copy names only the way to pay that is set up (UPI here: no bank account, no
// gateway), and the pay page names the UPI ID's payee. The batch is put in the store directly: creating one is the
// batches journey's.
const PAYEE = 'RealWork Technologies Private Limited'
const env = { UPI_ID: 'realworktech@icici', UPI_PAYEE_NAME: PAYEE }

let mailed: MailedServer
const TOKEN = 'earlybirdPayToken_0123456789abcd'

const LAST_DAY = istDay(10)
const LAST_DAY_WORDS = new Date(`${LAST_DAY}T00:00:00Z`).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const EARLY_TEXT = `₹6,000 (the early-bird fee, until ${LAST_DAY_WORDS}; ₹7,000 after that)`

test.describe('the early-bird price on every page and mail that shows a fee', () => {
  test.beforeAll(async () => {
    mailed = await startMailedServer('early-bird', env)
    const db = new Database(path.join(mailed.dataDir, 'site.db'))
    try {
      db.pragma('busy_timeout = 5000')
      const at = new Date().toISOString()
      const batchId = crypto.randomUUID()
      db.prepare(
        `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
         fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
         values (?, 'FE-EARLY', 'frontend-development', ?, ?, ?, 30, 1, 1, 'online', 700000, 600000, ?, 'open', ?, ?)`,
      ).run(batchId, istDay(30), istDay(119), istDay(29), LAST_DAY, at, at)
      // A student enrolled at the early-bird fee, with the pay page's token (enrolLead stores feeAt's fee).
      db.prepare(
        `insert into submissions (id, kind, name, email, phone, fields, created_at, status)
         values (?, 'registration', 'Kavya Early', 'kavya.early@example.com', '+91 98450 55555', '{}', ?, 'new')`,
      ).run('00000000-0000-4000-8000-000000000056', at)
      const enrolmentId = crypto.randomUUID()
      db.prepare(
        `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
         enrolled_at, updated_at) values (?, 'FE-EARLY-001', ?, ?, 'enrolled', 600000, ?, ?, ?, ?)`,
      ).run(enrolmentId, batchId, '00000000-0000-4000-8000-000000000056', istDay(30), at, at, at)
      db.prepare(
        `insert into fee_plans (enrolment_id, discount_paise, discount_reason, instalments, student_state, pay_token,
         updated_at, updated_by) values (?, 0, null, ?, null, ?, ?, 'e2e')`,
      ).run(enrolmentId, JSON.stringify([{ amountPaise: 600000, dueOn: istDay(29) }]), TOKEN, at)
      db.prepare('update content_version set version = version + 1 where id = 2').run()
    } finally {
      db.close()
    }
  })
  test.afterAll(() => stopMailedServer(mailed ?? {}))

  test('the course card shows the early-bird price, its last day and the full price struck through @phone', async ({
    page,
  }) => {
    await page.goto(`${mailed.server.origin}/realworkstudio/course`)
    await waitForHydration(page)
    const card = page.getByRole('article', { name: 'Frontend Development' })
    await expect(card).toContainText('₹6,000')
    await expect(card).toContainText(`Early-bird fee until ${LAST_DAY_WORDS}`)
    await expect(card.locator('del')).toHaveText('₹7,000')
    await expect(card.getByText('Early-bird price:')).toHaveClass(/sr-only/)
    await expect(card.getByText(', Full fee:')).toHaveClass(/sr-only/)
    // A bootcamp with no batch of its own is charged the catalogue's price, with no early-bird line.
    const other = page.getByRole('article', { name: 'Backend Development' })
    await expect(other).toContainText('₹7,000')
    await expect(other).not.toContainText('Early-bird')
    expect(await axeViolations(page)).toEqual([])
  })

  test('the roadmap guide and its Register bar state the early-bird fee @phone', async ({ page }) => {
    await page.goto(`${mailed.server.origin}/realworkstudio/course/frontend`)
    await waitForReadingModule(page) // the Register bar's element (a guide is read without React: decision 031)
    const wayIn = page.getByRole('region', { name: 'Join the Frontend Development bootcamp' })
    await expect(wayIn).toContainText('₹6,000')
    await expect(wayIn).toContainText(`Early-bird fee until ${LAST_DAY_WORDS}`)
    await expect(wayIn.locator('del')).toHaveText('₹7,000')
    await expect(page.locator('.guide-bar').locator('del')).toHaveText('₹7,000')
    await expect(page.locator('.guide-bar')).toContainText('₹6,000')
  })

  test('the track comparison states the early-bird fee beside the full fee', async ({ page }) => {
    await page.goto(`${mailed.server.origin}/realworkstudio/compare`)
    const row = page
      .getByRole('table', { name: 'All ten bootcamps side by side' })
      .getByRole('row', { name: /^Frontend Development/ })
    await expect(row).toContainText('₹6,000')
    await expect(row).toContainText(`Early-bird fee until ${LAST_DAY_WORDS}`)
    await expect(row.locator('del')).toHaveText('₹7,000')
    const other = page
      .getByRole('table', { name: 'All ten bootcamps side by side' })
      .getByRole('row', { name: /^Backend Development/ })
    await expect(other).not.toContainText('Early-bird')
  })

  test('the home page quotes the lowest fee charged today, the early-bird one with its last day @phone', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('seenBootcampPopup', '1'))
    await page.goto(`${mailed.server.origin}/`)
    await waitForHydration(page)
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(`Bootcamps from: ${EARLY_TEXT}`)
  })

  test('the contact box and its enrol panel state the early-bird fee and only UPI @phone', async ({ page }) => {
    await page.goto(`${mailed.server.origin}/realworkstudio/contact?course=frontend-development`)
    await waitForHydration(page)
    const panel = page.getByRole('region', { name: /Frontend Development/ }).first()
    await expect(panel).toContainText('₹6,000')
    await expect(panel.locator('del')).toHaveText('₹7,000')
    const next = page.getByRole('region', { name: 'What happens next' })
    await expect(next).toContainText(`The fee is ${EARLY_TEXT} for the whole 3-month bootcamp.`)
    await expect(next).toContainText('we email you a secure payment link (UPI).')
    await expect(next).toContainText('you get a receipt')
    await expect(next).not.toContainText(/card|net banking|GST invoice/)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the register page, its confirmation and the confirmation mail state the early-bird fee @phone', async ({
    page,
  }) => {
    await page.goto(`${mailed.server.origin}/realworkstudio/register?bootcamp=frontend-development`)
    await waitForHydration(page)
    const fee = page.getByRole('region', { name: 'Fee' }).or(page.locator('section[aria-labelledby="fee-title"]'))
    await expect(fee).toContainText('₹6,000')
    await expect(fee).toContainText(`Early-bird fee until ${LAST_DAY_WORDS}`)
    await expect(fee.locator('del')).toHaveText('₹7,000')
    const form = page.getByRole('form', { name: 'Registration form' })
    await expect(form.getByRole('region', { name: 'What happens next' })).toContainText(`The fee is ${EARLY_TEXT}`)
    expect(await axeViolations(page)).toEqual([])

    const name = uniqueName('Early Bird')
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
    await form.getByLabel('Full Name').fill(name)
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('+91 98450 31870')
    await form.getByRole('radio', { name: 'Standard Bootcamp' }).check()
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
    await expect(page.getByText(`${EARLY_TEXT} for the whole 3-month bootcamp`)).toBeVisible()
    await expect(page.getByText('After the call we email you a secure payment link (UPI);')).toBeVisible()
    await expect(page.getByText(/card or net banking/)).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    await expect.poll(() => mailed.smtp.messages.find((m) => m.to.includes(email)), { timeout: 20_000 }).toBeTruthy()
    const mail = parseMail(mailed.smtp.messages.find((m) => m.to.includes(email))!.raw)
    const text = mail.text.replace(/\s+/g, ' ')
    expect(text).toContain(`The fee is ${EARLY_TEXT} for the whole 3-month bootcamp.`)
    expect(text).toContain('we email you a secure payment link (UPI).')
    // No document was attached, so the mail does not say one reached us.
    expect(text).toContain('Your registration has reached us.')
    expect(text).not.toMatch(/documents|card|net banking/)
  })

  test('the pay page asks for the early-bird fee and names the payee beside the UPI ID @phone', async ({ page }) => {
    await page.goto(`${mailed.server.origin}/pay/${TOKEN}`)
    await waitForHydration(page)
    await expect(page.getByText('₹6,000').first()).toBeVisible()
    const upi = page.getByRole('heading', { name: 'Pay by UPI' }).locator('..')
    await expect(upi.getByRole('definition').filter({ hasText: PAYEE })).toBeVisible()
    await expect(upi.getByRole('definition').filter({ hasText: 'realworktech@icici' })).toBeVisible()
    await expect(upi).toContainText(`Payee: ${PAYEE}`)
    // No GSTIN is set on this server: the page promises a receipt, not a GST invoice.
    await expect(page.getByRole('region', { name: 'After you pay' })).toContainText(
      'Your receipt comes by email and is listed below.',
    )
    await expect(page.getByText(/GST invoice/)).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })
})
