import type { Browser, Page } from '@playwright/test'
import type { TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, staffEnv, staffLaptopPage, test, uniqueName, waitForHydration } from './fixtures'
import { mailArrived, startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'
import { istDay } from './seed'

// Free demo classes (issue 54, item 6): staff announce a class of two seats; a visitor finds it from "Talk to a
// mentor" on a phone and books a seat (the mail carries the joining link and an invitation); the seats left go down;
// without scripts a second visitor takes the last seat and a third, whose page was open, is told the class is full;
// the first cancels from their seat's page and the seat comes back; staff mark who came. Axe on every new page. On a
// server of its own (its own database and mail server).
const PASSWORD = 'demo-classes-e2e-password'
const TOPIC = 'SQL in 45 minutes'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp

const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`

async function fillDetails(page: Page, name: string) {
  await page.getByText(TOPIC).click()
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(emailOf(name))
  await page.getByLabel('Phone (with WhatsApp, if you use it)').fill('+91 98450 67890')
  await page.getByLabel('Course you are interested in').selectOption({ label: 'Data Analytics' })
}

const staffPage = (browser: Browser, path: string) => staffLaptopPage(browser, server.origin, path, PASSWORD)

test.describe('free demo classes', () => {
  test.skip(({ isMobile }) => !isMobile, 'the visitor books on a phone; staff use a laptop-sized window')

  test.beforeAll(async () => {
    // Its own server: /demo-classes lists every open class, and student-page seeds SQL classes on the shared one.
    ;({ server, smtp, dataDir } = await startMailedServer('demo-classes', staffEnv(PASSWORD)))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test('staff announce a class, visitors book it full with and without scripts, one cancels, staff mark who came @phone', async ({
    page,
    browser,
  }) => {
    // Staff announce a class of two seats for tomorrow evening.
    const staff = await staffPage(browser, '/staff/demo-classes')
    await expect(staff.getByRole('heading', { level: 1, name: 'Demo classes' })).toBeVisible()
    // A tried topic fills in the topic, what the class covers and the course.
    await staff.getByRole('link', { name: TOPIC }).click()
    await expect(staff.getByLabel('Topic')).toHaveValue(TOPIC)
    await expect(staff.getByLabel('What the class covers')).toHaveValue(/GROUP BY and a JOIN/)
    await expect(staff.getByLabel('Course')).toHaveValue('data-analytics')
    await staff.getByLabel('Starts (India time)').fill(`${istDay(1)}T18:30`)
    await staff.getByLabel('Length in minutes').fill('45')
    await staff.getByLabel('Seats').fill('2')
    await staff.getByLabel('Joining link').fill('https://meet.google.com/rwt-sql-demo')
    await staff.getByRole('button', { name: 'Announce class' }).click()
    await expect(staff.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible()
    await expect(staff.getByText('No one has booked a seat yet.')).toBeVisible()
    expect(await axeViolations(staff, staff.getByRole('main'))).toEqual([])

    // A visitor on a phone finds it from "Talk to a mentor" and books a seat.
    const first = uniqueName('Kavya Demo')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${server.origin}/talk-to-a-mentor`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Book a seat in a free live demo class' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Free live demo classes' })).toBeVisible()
    await expect(page.getByText('2 of 2 seats left')).toBeVisible()
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
    await fillDetails(page, first)
    await page.getByRole('button', { name: 'Book my seat' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your seat is booked' })).toBeVisible()
    await expect(page.getByText(/^DEMO-[A-Z0-9]{8}$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'https://meet.google.com/rwt-sql-demo' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const seatPage = page.url()
    const mail = await mailArrived(smtp, emailOf(first))
    expect(mail.headers.subject).toMatch(/^Your seat: SQL in 45 minutes, .+, 6:30 pm IST$/)
    expect(mail.text).toContain('Join at: https://meet.google.com/rwt-sql-demo')
    expect(mail.text).toContain(seatPage.replace(server.origin, ''))
    const invitation = mail.attachments.find((file) => file.filename === 'demo-class.ics')
    expect(invitation?.content.toString('utf8')).toContain('METHOD:REQUEST')

    // A visitor in New York sees their own time beside India's once scripts run (6:30 pm IST is 8 am there, 9 am in
    // their summer).
    const abroad = await browser.newContext({ timezoneId: 'America/New_York' })
    const newYork = await abroad.newPage()
    await newYork.goto(`${server.origin}/demo-classes`)
    await expect(newYork.getByText(/^Your time: .*(8:00 am GMT-5|9:00 am GMT-4)$/)).toBeVisible()
    await abroad.close()

    // Without scripts: one visitor's page is open while another takes the last seat.
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const late = await plain.newPage()
    await late.goto(`${server.origin}/demo-classes`)
    await expect(late.getByText('Last seat')).toBeVisible()
    await fillDetails(late, uniqueName('Late Visitor'))
    const second = await plain.newPage()
    const secondName = uniqueName('Rohan Demo')
    await second.goto(`${server.origin}/demo-classes`)
    await fillDetails(second, secondName)
    await second.getByRole('button', { name: 'Book my seat' }).click()
    await expect(second.getByRole('heading', { level: 1, name: 'Your seat is booked' })).toBeVisible()
    await late.getByRole('button', { name: 'Book my seat' }).click()
    await expect(late.getByRole('alert')).toHaveText(/That class filled up a moment ago/)
    await expect(late.getByLabel('Your name')).toHaveValue(/Late Visitor/)
    await expect(late.getByText('Full', { exact: true })).toBeVisible()
    await expect(late.getByRole('radio')).toBeDisabled()

    // The first visitor cancels from their seat's page: the seat is free again.
    await page.goto(seatPage)
    await page.getByRole('button', { name: 'Cancel my seat' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your seat is cancelled' })).toBeVisible()
    expect((await mailArrived(smtp, emailOf(first), { text: /is cancelled/ })).headers.subject).toMatch(
      /^Seat cancelled: SQL in 45 minutes/,
    )
    await late.goto(`${server.origin}/demo-classes`)
    await expect(late.getByText('Last seat')).toBeVisible()
    await plain.close()

    // Staff see who holds a seat and mark who came.
    await staff.reload()
    await expect(staff.getByRole('cell', { name: new RegExp(`^${secondName} DEMO-`) })).toBeVisible()
    await expect(staff.getByText(first)).toHaveCount(0)
    await staff.getByRole('checkbox', { name: `${secondName} came` }).check()
    await staff.getByRole('button', { name: 'Save attendance' }).click()
    await expect(staff.getByRole('status')).toHaveText('Attendance saved: 1 came.')
    await expect(staff.getByRole('checkbox', { name: `${secondName} came` })).toBeChecked()
    expect(await axeViolations(staff, staff.getByRole('main'))).toEqual([])
    await staff.getByRole('link', { name: 'All demo classes' }).click()
    await expect(staff.getByRole('row', { name: new RegExp(TOPIC) })).toContainText('1 / 2')
    await staff.context().close()
  })
})

test('an unknown seat link says so', async ({ page }) => {
  const response = await page.goto(`/demo-classes/seat/${'x'.repeat(32)}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this seat' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('the studio home leads to the demo classes, which say when none is open', async ({ page }) => {
  await page.goto('/realworkstudio')
  await page.getByRole('link', { name: 'Or try a free live demo class first' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Free live demo classes' })).toBeVisible()
  await expect(page.getByText(/No demo class is open for booking just now/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book my seat' })).toHaveCount(0)
  await waitForHydration(page)
  expect(await axeViolations(page)).toEqual([])
})
