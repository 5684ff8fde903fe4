import type { Locator } from '@playwright/test'
import { expect, hydrateThenPauseClock, storedSubmissions, test, uniqueName } from './fixtures'

async function fillContact(form: Locator, name: string, overrides: Record<string, string> = {}) {
  const values = {
    'Full Name': name,
    'Email Address': 'learner@example.com',
    'Phone Number': '+91 98450 12345',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value)
}

test.describe('studio contact with JavaScript', () => {
  test('shows the information panel with the 24-hour promise', async ({ page }) => {
    await page.goto('/realworkstudio/contact')
    const panel = page.getByRole('region', { name: 'Contact information' })
    await expect(panel).toContainText('within 24 hours')
    await expect(panel.getByRole('link', { name: '+91 80 4718 2200' })).toHaveAttribute('href', 'tel:+918047182200')
    await expect(panel.getByRole('link', { name: 'studio@realworktech.in' })).toHaveAttribute(
      'href',
      'mailto:studio@realworktech.in',
    )
    await expect(panel).toContainText('14 Residency Road')
    await expect(panel).toContainText('Monday to Saturday')
    await expect(panel.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919845031870/,
    )
  })

  test('sends: Sending... → Thank You! → stored → the form returns empty after 3 s @phone', async ({ page }) => {
    await page.clock.install()
    await page.goto('/realworkstudio/contact')
    await hydrateThenPauseClock(page)
    const form = page.getByRole('form', { name: 'Ask about a course' })
    const course = form.getByLabel('Course Interest')
    await expect(course.locator('option')).toHaveText([
      'Select a course',
      'Frontend Development',
      'Backend Development',
      'Full Stack Development (MERN and more)',
      'Mobile App Development (Android)',
      'AI & Machine Learning, Generative AI',
      'Data Science, Analytics and Engineering',
      'DevOps',
      'Cloud Engineering',
    ])
    const name = uniqueName('Studio JS')
    await fillContact(form, name)
    await course.selectOption({ label: 'Cloud Engineering' })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/studio-contact', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    const status = page.getByRole('status')
    await expect(status).toContainText('Thank You!')
    await expect(status).toContainText("Your message has been sent successfully. We'll get back to you soon!")
    await expect(status).toBeFocused()
    await expect(status).toBeInViewport()
    const stored = storedSubmissions('studio-contact').filter((s) => s.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      email: 'learner@example.com',
      phone: '+91 98450 12345',
      fields: { course: 'cloud' },
    })
    await page.clock.runFor(2_900)
    await expect(status).toContainText('Thank You!')
    await page.clock.runFor(100)
    const back = page.getByRole('form', { name: 'Ask about a course' })
    await expect(back.getByLabel('Full Name')).toHaveValue('')
    await expect(back.getByLabel('Email Address')).toHaveValue('')
    await expect(back.getByLabel('Course Interest')).toHaveValue('')
  })

  test('a rejected message keeps its values and says what to fix', async ({ page }) => {
    await page.goto('/realworkstudio/contact?course=backend')
    const form = page.getByRole('form', { name: 'Ask about a course' })
    await expect(form.getByLabel('Course Interest')).toHaveValue('backend')
    const name = uniqueName('Studio bad')
    await fillContact(form, name, { 'Phone Number': 'call me maybe' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert')).toContainText('check the highlighted fields')
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Use digits only')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue(name)
    await expect(form.getByLabel('Course Interest')).toHaveValue('backend')
    expect(storedSubmissions('studio-contact').filter((s) => s.name === name)).toHaveLength(0)
  })
})

test.describe('studio contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('errors come back with the values kept; a valid post lands on the sent state and is stored', async ({
    page,
  }) => {
    await page.goto('/realworkstudio/contact?course=ai-ml')
    const form = page.getByRole('form', { name: 'Ask about a course' })
    await expect(form.getByLabel('Course Interest')).toHaveValue('ai-ml')
    const name = uniqueName('Studio NoJS')
    await fillContact(form, name, { 'Email Address': 'learner@example' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/realworkstudio/contact')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Full Name')).toHaveValue(name)
    await expect(form.getByLabel('Course Interest')).toHaveValue('ai-ml')
    expect(storedSubmissions('studio-contact').filter((s) => s.name === name)).toHaveLength(0)

    await form.getByLabel('Email Address').fill('learner@example.com')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/realworkstudio/contact?sent=1')
    await expect(page.getByRole('status')).toContainText('Thank You!')
    await expect(page.getByRole('status')).toBeFocused() // the confirmation is announced, focused and in view
    await expect(page.getByRole('status')).toBeInViewport()
    const stored = storedSubmissions('studio-contact').filter((s) => s.name === name)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.fields.course).toBe('ai-ml')
    await page.getByRole('link', { name: 'Send another message' }).click()
    await expect(page.getByRole('form', { name: 'Ask about a course' })).toBeVisible()
  })

  test('a crash course enquiry carries the course name through a failed post', async ({ page }) => {
    await page.goto('/realworkstudio/contact?crash=c-programming')
    const form = page.getByRole('form', { name: 'Ask about a course' })
    await expect(form).toContainText('You are asking about the crash course C Programming.')
    const name = uniqueName('Crash NoJS')
    await fillContact(form, name, { 'Phone Number': '12' })
    await form.getByLabel('Course Interest').selectOption('backend')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form).toContainText('You are asking about the crash course C Programming.')
    await form.getByLabel('Phone Number').fill('9845012345')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/realworkstudio/contact?sent=1')
    expect(storedSubmissions('studio-contact').filter((s) => s.name === name)[0]!.fields).toMatchObject({
      course: 'backend',
      crashCourse: 'c-programming',
    })
  })
})
