import ICAL from 'ical.js'
import { expect, uniqueName, waitForHydration } from './fixtures'
import { mailArrived, type MailedServer } from './mailed-server'
import { addCounsellor, checkStart } from './seed'
import { test } from './staff-server'

// A counselling call's mails (issue 54 part B, decision 029) through a real SMTP server: booked from the home hero on a
// phone, the confirmation arrives with its invitation, the mail's link opens the call's page, the cancel is mailed with
// METHOD:CANCEL. The counsellor is put in the server's store directly, as in counselling-calls.spec.ts: the worker's
// staff server (tests/e2e/staff-server.ts), where no other journey adds a counsellor or books a call.

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
    addCounsellor(mailed.dataDir, 'Meera Iyer', counsellor)
  })

  test('the booking mails the invitation, the mail’s link cancels, and the cancel is mailed @phone', async ({
    page,
  }) => {
    const name = uniqueName('Kavya Mail')
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${mailed.server.origin}/`)
    await page.getByRole('link', { name: 'Talk to a Mentor' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to a mentor' })).toBeVisible()
    await waitForHydration(page)
    await page.getByText('Choosing a bootcamp').click()
    await checkStart(page)
    await page.getByLabel('Your name').fill(name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone (with WhatsApp, if you use it)').fill('+91 98450 67890')
    await page.getByRole('button', { name: 'Book my call' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()

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
})
