import type { Locator, Page } from '@playwright/test'
import { expect, hydrateThenPauseClock, storedSubmissions, test, uniqueName } from './fixtures'

/** The form carries a hidden scripts flag that turns '1' on hydration; from then on it posts with fetch. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="_js"]')).toHaveValue('1')
}

async function fill(form: Locator, name: string, overrides: Record<string, string> = {}) {
  const values = {
    'Full Name': name,
    'Email Address': 'founder@brightlabs.in',
    'Phone Number': '+91 98450 12345',
    Message: 'We need a booking website for three clinics, live before April.',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value)
}

test.describe('services contact with JavaScript', () => {
  test('shows the contact information and a form of four required fields', async ({ page }) => {
    await page.goto('/services/contact')
    const info = page.getByRole('region', { name: 'Contact information' })
    await expect(info.getByRole('link', { name: /\+91 80 4718 2200/ })).toHaveAttribute('href', 'tel:+918047182200')
    await expect(info.getByRole('link', { name: /\+91 98450 31870/ })).toHaveAttribute('href', 'tel:+919845031870')
    await expect(info.getByRole('link', { name: 'services@realworktech.in' })).toHaveAttribute(
      'href',
      'mailto:services@realworktech.in',
    )
    const whatsapp = info.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919845031870\?text=/)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(info).toContainText('14 Residency Road')
    await expect(info).toContainText('Monday to Saturday, 9:30 am – 6:30 pm IST')
    await expect(info).toContainText('We reply within 24 hours')

    const form = page.getByRole('form', { name: 'Services contact form' })
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Message'])
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '')
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email')
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel')
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute('rows', '5')
    await expect(form.getByText('*')).toHaveCount(4)
  })

  test('a founder is told how to talk about a project first; the mentor call is offered for training only', async ({
    page,
  }) => {
    await page.goto('/services/contact')
    const info = page.getByRole('region', { name: 'Contact information' })
    const talk = info.getByRole('heading', { level: 2, name: 'Rather talk it through first?' })
    await expect(talk).toBeVisible()
    await expect(info).toContainText('an engineer who scopes projects calls you for the free 30-minute consultation')
    await expect(info).toContainText('Looking for training for yourself or your team instead?')
    const mentor = info.getByRole('link', { name: 'Talk to a Mentor' })
    await expect(mentor).toHaveAttribute('href', '/talk-to-a-mentor')
    await mentor.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to a mentor' })).toBeVisible()
  })

  test('sends: Sending... with a spinner, thank-you, stored, then the form returns empty after 3 s @phone', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/services/contact?service=Website+Development')
    await hydrateThenPauseClock(page)
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Services contact form' })
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Website Development",
    )
    const name = uniqueName('Services JS')
    await fill(form, name, { Message: "I'd like a quote for: Website Development. Five pages and a booking form." })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/services-contact', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    const sending = form.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    await expect(sending.locator('svg.animate-spin')).toHaveCount(1)
    release()
    const thanks = page.getByRole('status').filter({ hasText: 'Thank You!' })
    await expect(thanks).toContainText('We will reply within 24 hours')
    expect(
      await page.evaluate(() => document.activeElement?.textContent),
      'focus moves to the thank-you panel',
    ).toContain('Thank You!')
    const stored = storedSubmissions('services-contact').filter((s) => s.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'founder@brightlabs.in', phone: '+91 98450 12345' })
    expect(stored[0]!.fields).toEqual({
      name,
      email: 'founder@brightlabs.in',
      phone: '+91 98450 12345',
      message: "I'd like a quote for: Website Development. Five pages and a booking form.",
    })
    await page.clock.runFor(2_000)
    await expect(thanks).toBeVisible() // still thanking after 2 s
    await page.clock.runFor(1_000)
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('')
    for (const label of ['Email Address', 'Phone Number', 'Message'])
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue('')
    await expect(thanks).toHaveCount(0)
  })

  test('a rejected field keeps every value and says what to fix', async ({ page }) => {
    await page.goto('/services/contact')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Services contact form' })
    const name = uniqueName('Services bad phone')
    await fill(form, name, { 'Phone Number': 'call me maybe' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert')).toContainText('Please check the highlighted fields and try again.')
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toBeFocused()
    await expect(form.getByText('Use digits only, with an optional + and spaces.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue(name)
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'We need a booking website for three clinics, live before April.',
    )
    expect(storedSubmissions('services-contact').filter((s) => s.name === name)).toHaveLength(0)
  })

  test('a network failure keeps the message and says what to do', async ({ page }) => {
    await page.goto('/services/contact')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Services contact form' })
    await fill(form, 'Offline Founder')
    await page.route('**/api/forms/services-contact', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert')).toContainText('press Send again: your message is still here')
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'We need a booking website for three clinics, live before April.',
    )
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('only known service names pre-fill the message', async ({ page }) => {
    await page.goto('/services/contact?service=Send+us+your+bank+details')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
  })
})

test.describe('services contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('errors come back with the values kept; a valid post is stored and thanked', async ({ page }) => {
    await page.goto('/services/contact?service=Security+Audit')
    const form = page.getByRole('form', { name: 'Services contact form' })
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Security Audit",
    )
    const name = uniqueName('Services NoJS')
    await fill(form, name, {
      'Phone Number': 'call me maybe',
      Message: "I'd like a quote for: Security Audit. Our API has 40 endpoints.",
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/services/contact')
    await expect(form.getByRole('alert')).toContainText('Please check the highlighted fields')
    await expect(form.getByText('Use digits only')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue(name)
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue('founder@brightlabs.in')
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Security Audit. Our API has 40 endpoints.",
    )
    expect(storedSubmissions('services-contact').filter((s) => s.name === name)).toHaveLength(0)

    await form.getByRole('textbox', { name: 'Phone Number' }).fill('080 4718 2200')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/services/contact?sent=1')
    await expect(page.getByRole('status')).toContainText('Thank You!')
    await expect(page.getByRole('status')).toBeFocused() // the confirmation is announced, focused and in view
    await expect(page.getByRole('status')).toBeInViewport()
    const stored = storedSubmissions('services-contact').filter((s) => s.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.fields.message).toBe("I'd like a quote for: Security Audit. Our API has 40 endpoints.")
    await page.getByRole('link', { name: 'Send another message' }).click()
    await expect(page.getByRole('form', { name: 'Services contact form' })).toBeVisible()
  })
})
