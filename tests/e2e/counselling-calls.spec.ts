import path from 'node:path'
import Database from 'better-sqlite3'
import { axeViolations, expect, test, uniqueName, waitForHydration } from './fixtures'
import { addCounsellor as addCounsellorTo, checkStart } from './seed'

// Counselling calls (issue 54, decision 029): a visitor books a call from the home page's "Talk to a Mentor", with
// and without scripts, lands on the call's own page and moves or cancels it there. A counsellor free every hour of the next
// days is put in the test server's store directly (counselling-staff.spec.ts sets hours through the staff page).

/** A counsellor on the suite's shared server. */
const addCounsellor = (name: string) => addCounsellorTo(process.env.E2E_DATA_DIR!, name)

function storedCall(email: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readonly: true })
  try {
    return db.prepare('select status, purpose, sequence from counselling_calls where email = ?').get(email) as
      | { status: string; purpose: string; sequence: number }
      | undefined
  } finally {
    db.close()
  }
}

test('a visitor books a call from the home hero and cancels it from its page @phone', async ({ page }) => {
  addCounsellor('Meera Iyer')
  const name = uniqueName('Ananya Call')
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`
  // The page transition's fade reads as low contrast to axe just after a client-side navigation.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.getByRole('link', { name: 'Talk to a Mentor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to a mentor' })).toBeVisible()
  await waitForHydration(page)
  expect(await axeViolations(page)).toEqual([])

  await page.getByText('Fees, instalments and payment').click()
  await checkStart(page)
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone (with WhatsApp, if you use it)').fill('+91 98450 12345')
  await page.getByRole('button', { name: 'Book my call' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()
  await expect(page.getByText(/^CALL-[A-Z0-9]{8}$/)).toBeVisible()
  await expect(page.getByText('Fees, instalments and payment')).toBeVisible()
  expect(storedCall(email)).toEqual({ status: 'booked', purpose: 'fees-and-payment', sequence: 0 })
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Cancel the call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is cancelled' })).toBeVisible()
  expect(storedCall(email)).toEqual({ status: 'cancelled', purpose: 'fees-and-payment', sequence: 1 })
})

test('without scripts, a call is booked by the plain form, moved and cancelled, and a missing time is said', async ({
  browser,
}) => {
  addCounsellor('Arjun Rao')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const name = uniqueName('Rohan Call')
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`
  await page.goto('/talk-to-a-mentor')
  await page.getByText('Careers and placements').click()
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone (with WhatsApp, if you use it)').fill('+91 99000 54321')
  await page.getByRole('button', { name: 'Book my call' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.')
  await expect(page.getByText('Please choose a time for the call.')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue(name)

  await checkStart(page)
  await page.getByRole('button', { name: 'Book my call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()
  expect(storedCall(email)).toMatchObject({ status: 'booked', purpose: 'careers', sequence: 0 })

  // Moved from its own page: the same call, one sequence on.
  await page.getByText('Move the call').click()
  await checkStart(page, 2)
  await page.getByRole('button', { name: 'Move my call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your call has moved' })).toBeVisible()
  expect(storedCall(email)).toMatchObject({ status: 'booked', sequence: 1 })

  await page.getByRole('button', { name: 'Cancel the call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is cancelled' })).toBeVisible()
  expect(storedCall(email)).toMatchObject({ status: 'cancelled', sequence: 2 })
  await context.close()
})

test('an unknown call link says so', async ({ page }) => {
  const response = await page.goto(`/talk-to-a-mentor/call/${'x'.repeat(32)}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this call' })).toBeVisible()
})
