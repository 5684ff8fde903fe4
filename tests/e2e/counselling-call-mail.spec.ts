import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { expect, openSignedIn, STAFF_PASSWORD, test, uniqueName, waitForHydration } from './fixtures'
import { mailArrived, type MailedServer } from './mailed-server'
import { addCounsellor, checkStart, LATER_START, withStore } from './seed'

// A counselling call's mails (issue 54 part B, decision 029) through a real SMTP server: booked from the home hero on a
// phone, the confirmation arrives with its invitation, the mail's link opens the call's page, the cancel is mailed with
// METHOD:CANCEL; a call staff could not keep ("Rescheduled by us" on Calls today) mails the visitor to book again. The
// counsellor is put in the server's store directly, as in counselling-calls.spec.ts: the worker's staff server
// (`staffServer` in tests/e2e/fixtures.ts), where no other journey adds a counsellor or books a call.

/** Books a call from the home hero on a phone at the booking page's `nth` offered start, as a new visitor. */
async function bookCall(page: Page, origin: string, name: string, email: string, nth = LATER_START) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${origin}/`)
  await page.getByRole('link', { name: 'Talk to a Mentor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to a mentor' })).toBeVisible()
  await waitForHydration(page)
  await page.getByText('Choosing a bootcamp').click()
  await checkStart(page, nth)
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone (with WhatsApp, if you use it)').fill('+91 98450 67890')
  await page.getByRole('button', { name: 'Book my call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()
}

/** A new visitor's name and address. */
function visitor(prefix: string) {
  const name = uniqueName(prefix)
  return { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in` }
}

/** The attached invitation's METHOD and its event's UID and SEQUENCE, read back with ical.js. */
function invitationOf(mail: Awaited<ReturnType<typeof mailArrived>>) {
  const file = mail.attachments.find((one) => one.filename === 'call.ics')
  expect(file?.contentType).toBe('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence }
}

test.describe('a counselling call’s mails', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone journey: booked from the home hero on a phone')
  let mailed: MailedServer
  const counsellor = 'meera.iyer@realwork.example'
  test.beforeAll(({ staffServer }) => {
    mailed = staffServer
    // Once per server: the worker's server outlives this file's hooks, and with fullyParallel each test of the file
    // may run this hook again in the same worker (a CI run added the counsellor twice: a unique email refused).
    const added = withStore(mailed.dataDir, (db) =>
      db.prepare('select 1 from staff_accounts where email = ?').get(counsellor),
    )
    if (!added) addCounsellor(mailed.dataDir, 'Meera Iyer', counsellor)
  })

  test('the booking mails the invitation, the mail’s link cancels, and the cancel is mailed @phone', async ({
    page,
  }) => {
    const { name, email } = visitor('Kavya Mail')
    await bookCall(page, mailed.server.origin, name, email)

    const booked = await mailArrived(mailed.smtp, email, { text: /call is booked/ })
    expect(booked.text).toMatch(/When: .+ IST \(India time\)/)
    expect(booked.text).toContain('Meera Iyer calls you on +91 98450 67890')
    const invitation = invitationOf(booked)
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0 })
    const staff = await mailArrived(mailed.smtp, counsellor, { text: /booked a counselling call/ })
    expect(invitationOf(staff).uid).toBe(invitation.uid)

    // The mail's link is the visitor's key to the call's page.
    const link = /https?:\/\/\S+(\/talk-to-a-mentor\/call\/[\w-]+)/.exec(booked.text)
    expect(link).not.toBeNull()
    await page.goto(`${mailed.server.origin}${link![1]}`)
    await page.getByRole('button', { name: 'Cancel the call' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your call is cancelled' })).toBeVisible()

    const cancelled = await mailArrived(mailed.smtp, email, { text: /call is cancelled/ })
    expect(invitationOf(cancelled)).toEqual({ method: 'CANCEL', uid: invitation.uid, sequence: 1 })
    await mailArrived(mailed.smtp, counsellor, { text: /cancelled their call/ })
  })

  test('a call staff could not keep (Rescheduled by us on Calls today) mails the visitor the page to book again @phone', async ({
    page,
  }) => {
    const { name, email } = visitor('Arjun Moved')
    // Two starts past the other journey's, which may book on the same counsellor in this worker.
    await bookCall(page, mailed.server.origin, name, email, LATER_START + 2)
    const booked = await mailArrived(mailed.smtp, email, { text: /call is booked/ })
    const reference = /Reference: (CALL-\w+)/.exec(booked.text)?.[1]
    expect(reference).toBeTruthy()
    // The India day the call is on: Calls today opens on today, and a late evening's offered starts are tomorrow's.
    const day = withStore(mailed.dataDir, (db) => {
      const call = db.prepare('select starts_at from counselling_calls where reference = ?').get(reference) as {
        starts_at: string
      }
      return new Date(Date.parse(call.starts_at) + 330 * 60 * 1000).toISOString().slice(0, 10)
    })

    await openSignedIn(page, mailed.server.origin, `/staff/calls?day=${day}`, STAFF_PASSWORD)
    const card = page.getByRole('article', { name: new RegExp(name) })
    await expect(card).toContainText(reference!)
    await waitForHydration(page)
    await card.getByRole('button', { name: 'Rescheduled by us' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Recorded: rescheduled by us\. The visitor is mailed/)

    const sorry = await mailArrived(mailed.smtp, email, { text: /could not keep your counselling call/ })
    expect(sorry.headers.subject).toBe(`We need a new time for your call with RealWork Technologies (${reference})`)
    expect(sorry.text).toContain(`Reference: ${reference}`)
    expect(sorry.attachments).toEqual([])
    // Staff have no key to the call's page: the mail points to the booking's mail for it, and to the booking page.
    expect(sorry.text).not.toMatch(/\/talk-to-a-mentor\/call\//)
    const link = /book a new time here: https?:\/\/\S+?(\/talk-to-a-mentor)\s/.exec(sorry.text)
    expect(link).not.toBeNull()
    await page.goto(`${mailed.server.origin}${link![1]}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to a mentor' })).toBeVisible()
  })
})
