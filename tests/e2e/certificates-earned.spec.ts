import type { Page } from '@playwright/test'
import { formatDate } from '../../app/lib/format'
import { parseMail, type TestSmtp } from '../../app/server/test-smtp.server'
import {
  axeViolations,
  expect,
  openSignedIn,
  STAFF_PASSWORD,
  staffCookie,
  test,
  uniqueName,
  waitForHydration,
} from './fixtures'
import { hashPassword } from '~/staff/accounts/server/passwords.server'
import type { RunningServer } from './server-process'
import { addEditor, istDay, withStore } from './seed'

// Certificates only when earned (issue 52), from the batch page: a batch eighty days into its run, ten days before its
// last day, with three students. An editor cannot finish it early; an owner can, with a note the audit log keeps. Its
// students are marked completed; certificates wait for the fee: refused while every completed student owes some, issued
// to the one who paid in full, and to another by an owner's noted override. Mails go through a real SMTP server. The
// batch and enrolments are put in the store directly (enrolling through the pages is the batches journey's); payments
// are recorded through the fee page. On the worker's staff server (`staffServer` in tests/e2e/fixtures.ts): its batch,
// students and editor are its own (a running batch, which no page offers), and the roster, the audit entries and the
// mails it reads are theirs.
const EDITOR = {
  // Its own email: the worker's staff server may hold certificates.spec's editor.
  email: `certificates-earned.editor.${crypto.randomUUID().slice(0, 8)}@realwork.example`,
  password: 'certificates-earned-editor-password',
}
const CODE = 'FE-EARN-01'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp
let batchPath = ''
const students: { name: string; email: string; enrolmentId: string }[] = []

/** India's calendar day `days` from now ('YYYY-MM-DD'). */
const lastDay = formatDate(istDay(10))

/** Three registrations through the public API, enrolled in a running batch that ends in ten days; an editor account. */
async function seed() {
  for (const prefix of ['Asha Earn', 'Bala Earn', 'Chitra Earn']) {
    const name = uniqueName(prefix)
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
    const response = await fetch(`${server.origin}/api/forms/registration`, {
      method: 'POST',
      body: new URLSearchParams({
        fullName: name,
        email,
        phone: '+91 98450 66666',
        bootcamp: 'frontend-development',
        track: 'standard',
      }),
    })
    expect(response.ok).toBe(true)
    students.push({ name, email, enrolmentId: crypto.randomUUID() })
  }
  addEditor(dataDir, await hashPassword(EDITOR.password), EDITOR.email)
  const batchId = crypto.randomUUID()
  withStore(dataDir, (db) => {
    const at = new Date().toISOString()
    db.prepare(
      `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
       fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
       values (?, ?, 'frontend-development', ?, ?, ?, 30, 3, 3, 'online', 700000, null, null, 'running', ?, ?)`,
    ).run(batchId, CODE, istDay(-80), istDay(10), istDay(-81), at, at)
    for (const [index, student] of students.entries()) {
      const { id } = db.prepare('select id from submissions where name = ?').get(student.name) as { id: string }
      db.prepare(
        `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
         enrolled_at, updated_at) values (?, ?, ?, ?, 'enrolled', 700000, ?, ?, ?, ?)`,
      ).run(student.enrolmentId, `${CODE}-00${index + 1}`, batchId, id, istDay(-80), at, at, at)
    }
  })
  batchPath = `/staff/batches/${batchId}`
}

async function signIn(page: Page, pathname: string, as?: typeof EDITOR) {
  await openSignedIn(page, server.origin, pathname, as?.password ?? STAFF_PASSWORD, as?.email)
  await expect(page).toHaveURL(`${server.origin}${pathname}`)
  await waitForHydration(page)
}

/** Records money received on a student's fee page, as staff do from the bank statement. */
async function recordPayment(page: Page, enrolmentId: string, rupees: string, utr: string) {
  await signIn(page, `/staff/fees/${enrolmentId}`)
  const form = page.getByRole('region', { name: 'Record money received' })
  await form.getByLabel('Amount (₹)').fill(rupees)
  await form.getByLabel('UTR (bank transaction reference)').fill(utr)
  await form.getByLabel('Student’s state (place of supply)').selectOption('29')
  await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
  const review = page.getByRole('region', { name: 'Check before it is issued' })
  await review.getByRole('button', { name: 'Issue and mail the invoice' }).click()
  await expect(page.getByRole('status')).toContainText('Payment recorded')
}

/** A student's row on the roster. */
const row = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Students' }).getByRole('row').filter({ hasText: name })

test.describe('certificates only when earned', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ staffServer }) => {
    ;({ server, smtp, dataDir } = staffServer)
    await seed()
  })

  test('an editor cannot finish the batch before its last day; an owner can, with a note the audit log keeps', async ({
    page,
  }) => {
    await signIn(page, batchPath, EDITOR)
    await expect(row(page, students[0]!.name)).toContainText(`Batch not finished: it ends on ${lastDay}`)
    await expect(row(page, students[0]!.name)).toContainText('Not marked completed')
    await expect(row(page, students[0]!.name)).toContainText('₹7,000 still to pay')
    const finish = page.getByRole('region', { name: 'Finish this batch' })
    await expect(finish).toContainText(
      `Last day: ${lastDay}. From that day any staff member can mark the batch finished`,
    )
    await expect(finish.getByRole('textbox')).toHaveCount(0) // the note is an owner's
    expect(await axeViolations(page, finish)).toEqual([])
    await finish.getByRole('button', { name: 'Mark the batch finished' }).click()
    await expect(page.getByRole('alert')).toContainText(
      `Batch ${CODE} runs until ${lastDay}. Only an owner can mark it finished before then, with a note saying why`,
    )
    // Completing before the batch has finished is refused too.
    const complete = page.getByRole('region', { name: 'Mark completed' })
    await complete.getByLabel('Every enrolled student').check()
    await complete.getByLabel('Approved by (mentor)').fill('Arjun Menon')
    await complete.getByRole('button', { name: 'Mark completed' }).click()
    await expect(page.getByRole('alert')).toContainText(`Batch ${CODE} is not finished (its last day is ${lastDay})`)

    await signIn(page, batchPath)
    const owned = page.getByRole('region', { name: 'Finish this batch' })
    const note = 'Final project reviews finished early; the mentors are on the next batch from Monday.'
    await owned.getByLabel('Why it finishes early (owners only; goes in the audit log)').fill(note)
    await owned.getByRole('button', { name: 'Mark the batch finished' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Batch ${CODE} is finished before its last day; your note is in the audit log.`,
    )
    await expect(page.getByRole('region', { name: 'Finish this batch' })).toHaveCount(0)
    await expect(row(page, students[0]!.name)).not.toContainText('Batch not finished')
    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Marked a batch finished' }).first()
    await expect(entry).toContainText(CODE)
    await expect(entry).toContainText(note)
  })

  test('certificates wait for the fee: refused while owed, issued after the payment, or by an owner’s noted override', async ({
    page,
  }) => {
    test.slow() // payments through the fee page, mails through SMTP, two accounts
    const [asha, bala, chitra] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]
    await signIn(page, batchPath)
    const complete = page.getByRole('region', { name: 'Mark completed' })
    await expect(complete.getByLabel('Completion date')).toHaveValue(istDay(0)) // finished early: today, not the last day
    await complete.getByLabel('Every enrolled student').check()
    await complete.getByLabel('Approved by (mentor)').fill('Arjun Menon')
    await complete.getByRole('button', { name: 'Mark completed' }).click()
    await expect(page.getByRole('status')).toHaveText('3 marked completed.')

    await recordPayment(page, asha.enrolmentId, '4000', '432198765401')
    await signIn(page, batchPath)
    await expect(row(page, asha.name)).toContainText('₹3,000 still to pay')
    const issue = page.getByRole('region', { name: 'Issue certificates' }).getByRole('button')
    await issue.click()
    await expect(page.getByRole('alert')).toContainText(
      'No certificate was issued: the 3 completed students without one still owe fees',
    )

    await recordPayment(page, bala.enrolmentId, '7000', '432198765402')
    await signIn(page, batchPath)
    await expect(row(page, bala.name)).toContainText('Ready to issue')
    let before = smtp.messages.length
    await page.getByRole('region', { name: 'Issue certificates' }).getByRole('button').click()
    await expect(page.getByRole('status')).toHaveText(
      '1 certificate issued and mailed. 2 completed students still owe fees and have no certificate yet: see the roster.',
    )
    await expect(row(page, bala.name)).toContainText(/Certificate RW-/)
    await expect.poll(() => smtp.messages.length - before).toBe(1)
    expect(smtp.messages[before]!.to).toEqual([bala.email])
    expect(parseMail(smtp.messages[before]!.raw).headers.subject).toBe(
      'Your RealWork certificate: Frontend Development Bootcamp',
    )

    // An owner issues Asha's anyway, saying why; the roster and the audit log say so.
    const override = row(page, asha.name)
    await override.getByText('Issue despite the balance (owners)').click()
    await override
      .getByLabel('Why issue before the fee is settled')
      .fill('Scholarship: the founders waived the last ₹3,000 (mail of 2 March).')
    expect(await axeViolations(page, override)).toEqual([])
    before = smtp.messages.length
    await override.getByRole('button', { name: `Issue ${asha.name}’s certificate` }).click()
    await expect(page.getByRole('status')).toHaveText(
      `${asha.name}’s certificate was issued and mailed before the fee was settled; your note is in the audit log.`,
    )
    await expect(row(page, asha.name)).toContainText(/Certificate RW-/)
    await expect.poll(() => smtp.messages.length - before).toBe(1)
    expect(smtp.messages[before]!.to).toEqual([asha.email])
    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Issued a certificate before the fee was settled' })
    await expect(entry).toContainText('₹3,000 still to pay. Scholarship: the founders waived the last ₹3,000')

    // An editor sees why Chitra has none, and no way round it; a forged override is refused.
    await signIn(page, batchPath, EDITOR)
    await expect(row(page, chitra.name)).toContainText('₹7,000 still to pay')
    await expect(row(page, chitra.name).getByText('Issue despite the balance (owners)')).toHaveCount(0)
    const forged = await fetch(`${server.origin}${batchPath}`, {
      method: 'POST',
      headers: { cookie: await staffCookie(server.origin, EDITOR.password, { email: EDITOR.email }) },
      body: new URLSearchParams({ intent: 'issue-override', enrolmentId: chitra.enrolmentId, note: 'An editor tried' }),
      redirect: 'manual',
    })
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('Only an owner can issue a certificate before the fee is settled.')
  })
})
