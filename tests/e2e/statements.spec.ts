import { parseMail, type TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, openSignedIn, staffEnv, test, waitForHydration } from './fixtures'
import { startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'
import { enrolInNewBatch, registeredStudent } from './seed'

// Bank statements (issue 55, part 3; decision 028): staff upload the fee account's statement as HDFC exports it, see
// each credit with the student it may be, record one through the review step (the invoice mailed to the student),
// set another aside, and upload the same statement again to find nothing new. The enrolment is put in the store.
const PASSWORD = 'statements-e2e-password'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp

/** An HDFC-style CSV export: the account's lines, the header row, the rows, a summary line. */
function hdfcStatement(rows: string[]) {
  const istDay = (days: number) => {
    const day = new Date(Date.now() + days * 86_400_000 + 330 * 60 * 1000)
    return `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCFullYear()).slice(2)}`
  }
  return Buffer.from(
    [
      'HDFC BANK Ltd.,,,,,,',
      'Account No. :50200012345678,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      ...rows.map((row) => row.replaceAll('{today}', istDay(0))),
      'STATEMENT SUMMARY,,,,,,',
    ].join('\r\n'),
  )
}

test.describe('bank statements', () => {
  test.skip(({ isMobile }) => isMobile, 'a desk journey, at desktop width')

  test.beforeAll(async () => {
    // Its own server: a GSTIN setting for invoices, and it reads every import's waiting credits (none at the end).
    ;({ server, smtp, dataDir } = await startMailedServer('statements', {
      ...staffEnv(PASSWORD),
      GSTIN: '29AAMCR4821K1Z6',
    }))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test('staff import a statement, record a credit for its student, set one aside, and a re-upload adds nothing', async ({
    page,
  }) => {
    const student = await registeredStudent(server.origin, dataDir, 'Rohan Statement')
    const { reference } = enrolInNewBatch(dataDir, {
      submissionId: student.submissionId,
      code: 'FE-STM-01',
      pay: { dueIn: 3 },
    })
    const file = hdfcStatement([
      `{today},NEFT CR-SBIN0001234-ROHAN-${reference},SBINN52026112612345,{today},,"2,000.00","1,22,000.00"`,
      '{today},NEFT DR-HDFC0000001-OFFICE RENT,N3291234567,{today},"40,000.00",,"82,000.00"',
      '{today},CASH DEPOSIT BY SELF,,{today},,999.00,"82,999.00"',
    ])
    const upload = async () => {
      await page.getByLabel('Bank account').fill('HDFC current account')
      await page.getByLabel('Statement file').setInputFiles({ name: 'hdfc.csv', mimeType: 'text/csv', buffer: file })
      await page.getByRole('button', { name: 'Import the credits' }).click()
    }

    await openSignedIn(page, server.origin, '/staff/payments', PASSWORD)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Bank statements' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible()
    await upload()
    await expect(page.getByRole('status')).toHaveText(
      'Imported from HDFC current account: 2 new credits; 0 already imported; 1 withdrawal left out.',
    )
    const credits = page.getByRole('region', { name: /^Credits to match/ })
    await expect(credits.getByRole('listitem').filter({ hasText: '₹2,000' }).first()).toContainText(
      `The narration names their reference ${reference}`,
    )
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    // Record: the review step first, nothing mailed yet; then the invoice is issued and mailed.
    const before = smtp.messages.length
    await credits.getByRole('button', { name: `Record for ${student.name}` }).click()
    const review = page.getByRole('region', { name: 'Check before it is issued' })
    await expect(review).toContainText('₹2,000')
    await expect(review).toContainText(student.email)
    expect(smtp.messages.length).toBe(before)
    await review.getByRole('button', { name: 'Record: issue and mail the invoice' }).click()
    await expect(page.getByRole('status')).toContainText(/Recorded: RW\/\d{4}-\d{2}\/\d{4} issued and mailed/)
    await expect
      .poll(() => smtp.messages.slice(before).some((m) => parseMail(m.raw).headers.to?.includes(student.email)), {
        timeout: 20_000,
      })
      .toBe(true)

    // The cash deposit is nobody's fee: set aside.
    const cash = credits.getByRole('listitem').filter({ hasText: 'CASH DEPOSIT BY SELF' })
    await expect(cash).toContainText('No student matches')
    await cash.getByRole('button', { name: 'Not a fee: set aside' }).click()
    await expect(page.getByRole('status')).toHaveText('Set aside: the line stays in the import, out of this list.')
    await expect(page.getByRole('region', { name: /^Credits to match/ })).toContainText('No credits are waiting')

    // The same statement again: nothing new, nothing back in the list.
    await upload()
    await expect(page.getByRole('status')).toHaveText(
      'Imported from HDFC current account: 0 new credits; 2 already imported; 1 withdrawal left out.',
    )
    await expect(page.getByRole('region', { name: /^Credits to match/ })).toContainText('No credits are waiting')
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })

  test('a file that is not a statement is refused with the headers it has', async ({ page }) => {
    await openSignedIn(page, server.origin, '/staff/payments/statements', PASSWORD)
    await page.getByLabel('Bank account').fill('Axis current account')
    await page.getByLabel('Statement file').setInputFiles({
      name: 'students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,City,Phone\nKavya,Bengaluru,98450\n'),
    })
    await page.getByRole('button', { name: 'Import the credits' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'The date, narration and credit columns were not found. The first headers in the file are: Name, City, Phone.',
    )
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })

  test('without scripts, a statement is uploaded and a credit set aside by plain posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await openSignedIn(page, server.origin, '/staff/payments/statements', PASSWORD)
    await page.getByLabel('Bank account').fill('ICICI current account')
    await page.getByLabel('Statement file').setInputFiles({
      name: 'icici.csv',
      mimeType: 'text/csv',
      buffer: hdfcStatement([
        '{today},UPI-KARTHIK S-SECURITY DEPOSIT RETURNED,UPI0987654321,{today},,"1,234.00","5,000.00"',
      ]),
    })
    await page.getByRole('button', { name: 'Import the credits' }).click()
    await expect(page.getByRole('status')).toContainText('Imported from ICICI current account: 1 new credit')
    const line = page
      .getByRole('region', { name: /^Credits to match/ })
      .getByRole('listitem')
      .filter({ hasText: 'SECURITY DEPOSIT RETURNED' })
    await expect(line).toContainText('₹1,234')
    await line.getByRole('button', { name: 'Not a fee: set aside' }).click()
    await expect(page.getByRole('status')).toHaveText('Set aside: the line stays in the import, out of this list.')
    await expect(page.getByRole('region', { name: /^Credits to match/ })).not.toContainText('SECURITY DEPOSIT')
    await context.close()
  })
})
