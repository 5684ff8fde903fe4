import { rmSync } from 'node:fs'
import { parseMail, TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, openSignedIn, staffEnv, test, uniqueName, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// From lead to enrolment on a server of its own, with mail going to a real SMTP server on 127.0.0.1: the visitor's
// acknowledgement, a template, a reply from the lead's page, the timeline, Previous/Next and the Due view.
const PASSWORD = 'lead-journey-password'
let server: RunningServer
let dataDir: string
let smtp: TestSmtp

test.describe('lead journey', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    smtp = new TestSmtp()
    const smtpUrl = await smtp.start()
    dataDir = tempDataDir('lead-journey')
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: { ...staffEnv(PASSWORD), SMTP_URL: smtpUrl, MAIL_TO: 'staff@realwork.example', FORM_RATE_LIMIT: '1000' },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a visitor is acknowledged; staff reply from a template and follow the lead up', async ({ page, browser }) => {
    test.slow() // a long journey across the public site, the mail server and the staff side
    const name = uniqueName('Lead Journey')
    const email = `${name.split(' ').at(-1)}@example.com`
    const visitor = await browser.newPage()
    await visitor.goto(`${server.origin}/realworkstudio/contact?utm_source=newsletter`)
    await waitForHydration(visitor)
    const form = visitor.getByRole('form', { name: 'Ask about a course' })
    await form.getByLabel('Full Name').fill(name)
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('+91 98450 77777')
    await form.getByLabel('Course Interest').selectOption('android-development')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(visitor.getByRole('status')).toContainText('Thank You!')
    await visitor.close()

    // The acknowledgement reaches the visitor's address.
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(1)
    const ack = parseMail(smtp.messages.find((m) => m.to.includes(email))!.raw)
    expect(ack.headers.subject).toBe('RealWork Studio admissions: we have your question')
    expect(ack.text).toContain('Course: Android Development')

    // An owner saves a template.
    await openSignedIn(page, server.origin, '/staff/templates', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible()
    const fresh = page.getByRole('region', { name: 'New template' })
    await fresh.getByLabel('Name').fill('Batch details')
    await fresh.getByLabel('Subject').fill('Your {course} course')
    await fresh.getByLabel('Message').fill('Hello {name},\n\nThe next {course} batch starts on {nextBatch}.')
    await fresh.getByRole('button', { name: 'Add template' }).click()
    await expect(page.getByRole('region', { name: 'Batch details' })).toBeVisible()
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    // The lead shows at the top of the queue with its source; its page starts with what they sent.
    await page.goto(`${server.origin}/staff`)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows.nth(1)).toContainText(name)
    await expect(rows.nth(1)).toContainText('Android Development · studio contact · from newsletter')
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Where they came from' })).toContainText('newsletter')

    // Reply from the template, edited, through the outbox: the lead becomes Contacted, the timeline shows it sent.
    await page.getByLabel('Start from a template').selectOption({ label: 'Batch details' })
    await page.getByRole('button', { name: 'Use template' }).click()
    await expect(page.getByLabel('Subject')).toHaveValue('Your Android Development course')
    const body = page.getByLabel('Message')
    await expect(body).toHaveValue(new RegExp(`^Hello ${name},\\n\\nThe next Android Development batch`))
    await body.fill(`${await body.inputValue()}\n\nShall I call you at 11 tomorrow?`)
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText(/^Contacted since/)).toBeVisible()
    // Just sent: on its way or delivered, never "not sent" for a mail the outbox has not failed (issue 56).
    const sent = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').nth(1)
    await expect(sent).toContainText(/Mail: (Sending…|Sent)/)
    await expect(sent).not.toContainText('Not sent')
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(2)
    const reply = parseMail(smtp.messages.filter((m) => m.to.includes(email))[1]!.raw)
    expect(reply.text).toContain('Shall I call you at 11 tomorrow?')
    expect(reply.text).toContain('owner\nRealWork Technologies')
    await page.reload()
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')
    await expect(timeline.nth(1)).toContainText('Reply: Your Android Development course')
    await expect(timeline.nth(1)).toContainText('Mail: Sent')
    await expect(timeline.nth(2)).toContainText('Status: New → Contacted')

    // Assigned to an account, due today: it shows in the Due view, and Previous/Next stay in that list.
    await page.getByLabel('Assigned to').selectOption({ label: 'owner' })
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    await page.getByLabel('Next follow-up').fill(today)
    await page.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Assigned to: owner')
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Next follow-up: ')
    await page.goto(`${server.origin}/staff`)
    await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Due' }).click()
    await expect(page.getByRole('status')).toHaveText('1 lead match, waiting for a reply or a follow-up, oldest first')
    await expect(rows.nth(1)).toContainText('(due)')
    await page.getByRole('link', { name }).click()
    const pager = page.getByRole('navigation', { name: 'Leads' })
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0)
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0)
    await pager.getByRole('link', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL(/\/staff\?due=1$/)
  })

  test('a template placeholder that is no known name stays as typed, even one every object inherits (issue 37)', async ({
    page,
  }) => {
    const name = uniqueName('Odd Placeholder')
    const sent = await fetch(`${server.origin}/api/forms/studio-contact`, {
      method: 'POST',
      body: new URLSearchParams({
        name,
        email: `${name.split(' ').at(-1)}@example.com`,
        phone: '+91 98450 66666',
        course: 'android-development',
      }),
    })
    expect(await sent.json()).toEqual({ ok: true })

    await openSignedIn(page, server.origin, '/staff/templates', PASSWORD)
    const fresh = page.getByRole('region', { name: 'New template' })
    await fresh.getByLabel('Name').fill('Odd placeholders')
    await fresh.getByLabel('Subject').fill('{constructor} for {name}')
    await fresh.getByLabel('Message').fill('{toString} {__proto__} {hasOwnProperty} {Name}: {course}')
    await fresh.getByRole('button', { name: 'Add template' }).click()
    await expect(page.getByRole('region', { name: 'Odd placeholders' })).toBeVisible()

    await page.goto(`${server.origin}/staff`)
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByLabel('Start from a template').selectOption({ label: 'Odd placeholders' })
    await page.getByRole('button', { name: 'Use template' }).click()
    await expect(page.getByLabel('Subject')).toHaveValue(`{constructor} for ${name}`)
    await expect(page.getByLabel('Message')).toHaveValue(
      '{toString} {__proto__} {hasOwnProperty} {Name}: Android Development',
    )
  })

  // Last in the file: it renames the owner, whom the journeys above pick by the name "owner".
  test('@phone the first owner is asked for a name and role title, and the next reply is signed with them', async ({
    page,
  }) => {
    const name = uniqueName('Signed Lead')
    const email = `${name.split(' ').at(-1)}@example.com`
    const sent = await fetch(`${server.origin}/api/forms/studio-contact`, {
      method: 'POST',
      body: new URLSearchParams({ name, email, phone: '98450 66666', course: 'android-development' }),
    })
    expect(await sent.json()).toEqual({ ok: true })

    // Every staff page asks while the name is still "owner"; the link leads to the form on the security page.
    await openSignedIn(page, server.origin, '/staff', PASSWORD)
    const prompt = page.getByRole('complementary', { name: /Tell students who is writing/ })
    await expect(prompt).toContainText('Your replies are signed “owner”')
    await prompt.getByRole('link', { name: 'Add your name and role' }).click()
    await expect(page).toHaveURL(/\/staff\/security#signature$/)
    const section = page.getByRole('region', { name: 'Your name and role' })
    await expect(section).toContainText('owner\nRealWork Technologies')
    expect(await axeViolations(page, section)).toEqual([])
    await section.getByLabel('Your name').fill('Priya Sharma')
    await section.getByLabel('Your role title').fill('Admissions counsellor')
    await section.getByRole('button', { name: 'Save name and role' }).click()
    await expect(page.getByText('Saved. Your next replies are signed with your name and role.')).toBeVisible()
    await expect(section).toContainText('Priya Sharma\nAdmissions counsellor\nRealWork Technologies')

    // The prompt is gone; a reply from the lead's page is signed with the name and title, in the mail and timeline.
    await page.goto(`${server.origin}/staff`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add your name and role' })).toHaveCount(0)
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByLabel('Message').fill('Hello, the Android batch has seats. Shall I call you at 11?')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText(/^Contacted since/)).toBeVisible()
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(email) && /Shall I call you/.test(m.raw)).length)
      .toBe(1)
    const reply = parseMail(smtp.messages.find((m) => m.to.includes(email) && /Shall I call you/.test(m.raw))!.raw)
    expect(reply.text).toContain(
      'Shall I call you at 11?\n\nPriya Sharma\nAdmissions counsellor\nRealWork Technologies',
    )
    expect(reply.text).not.toContain('owner')
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Priya Sharma, Admissions counsellor')
  })
})
