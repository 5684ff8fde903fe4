import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, test, uniqueName, waitForHydration } from './fixtures'

/** Where the test server recorded a lead as coming from (its embedded SQLite file). */
function storedSource(name: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare(
        `select source, source_landing as landing, source_referrer as referrer, source_utm_source as utmSource,
          source_utm_medium as utmMedium, source_utm_campaign as utmCampaign from submissions where name = ?`,
      )
      .get(name)
  } finally {
    db.close()
  }
}

/** Fills the studio contact form on `page` and sends it. */
async function sendStudioContact(page: Page, name: string, email: string, course: string) {
  const form = page.getByRole('form', { name: 'Ask about a course' })
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill('+91 98450 12345')
  await form.getByLabel('Course Interest').selectOption(course)
  await form.getByRole('button', { name: 'Send Message' }).click()
}

test('records the first page, the referring site and the UTM tags of the visit, with JavaScript', async ({ page }) => {
  await page.goto('/realworkstudio?utm_source=instagram&utm_medium=paid&utm_campaign=jan-batch', {
    referer: 'https://www.google.com/',
  })
  await waitForHydration(page)
  // Later pages of the same visit keep what the first one was.
  await page.goto('/realworkstudio/contact?utm_source=not-the-first')
  await waitForHydration(page)
  const name = uniqueName('Sourced JS')
  await sendStudioContact(page, name, 'sourced@example.com', 'data-science')
  await expect(page.getByRole('status')).toContainText('Thank You!')
  expect(storedSource(name)).toEqual({
    source: 'instagram',
    landing: '/realworkstudio',
    referrer: 'www.google.com',
    utmSource: 'instagram',
    utmMedium: 'paid',
    utmCampaign: 'jan-batch',
  })
})

test('records the form page and its UTM tags from the Referer without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/realworkstudio/contact?utm_source=poster&utm_campaign=college-fair')
  const name = uniqueName('Sourced plain')
  await sendStudioContact(page, name, 'plain@example.com', 'data-analytics')
  await expect(page).toHaveURL(/sent=1/)
  expect(storedSource(name)).toEqual({
    source: 'poster',
    landing: '/realworkstudio/contact',
    referrer: null,
    utmSource: 'poster',
    utmMedium: null,
    utmCampaign: 'college-fair',
  })
  await context.close()
})
