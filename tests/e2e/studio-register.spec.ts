import type { Locator } from '@playwright/test'
import {
  axeViolations,
  expect,
  holdScripts,
  hydrateThenPauseClock,
  storedFiles,
  storedSubmissions,
  test,
  uniqueName,
  waitForHydration,
  waitForReadingModule,
} from './fixtures'

/** A tiny but well-formed PDF, so the server's content check accepts it. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
// The first bytes of a PNG, enough for the content check.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

async function fillRequired(form: Locator, name: string) {
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email Address').fill('trainee@example.com')
  await form.getByLabel('Phone Number').fill('+91 98450 31870')
}

test.describe('registration with JavaScript', () => {
  test('names the bootcamp, pre-fills the track, uploads a PDF and thanks only once stored @phone', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/realworkstudio/register?bootcamp=data-science&track=simulation')
    await hydrateThenPauseClock(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for Data Science Bootcamp')
    const form = page.getByRole('form', { name: 'Registration form' })
    await expect(form.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('data-science')
    await expect(form.getByRole('radio', { name: 'Work Simulation Track' })).toBeChecked()
    await expect(form.getByText('You selected: Work Simulation Track')).toBeVisible()
    // Each track is explained beside its choice, above the Submit button at every width.
    const mentor = form.getByRole('radio', { name: 'Mentor Pathway' })
    await expect(mentor).toHaveAccessibleDescription(/building towards a mentoring role|build towards a mentoring role/)
    const explained = await form.getByText('build towards a mentoring role').boundingBox()
    const submit = await form.getByRole('button', { name: 'Submit Registration' }).boundingBox()
    expect(explained!.y + explained!.height).toBeLessThan(submit!.y)
    await mentor.check()
    await expect(form.getByText('You selected: Mentor Pathway')).toBeVisible()

    const name = uniqueName('Register JS')
    await fillRequired(form, name)
    await form.getByLabel('City or town').fill('Hubballi')
    await form.getByLabel('Year of passing').fill('2025')
    await form.getByLabel('Why do you want to join?').fill('<script>alert("x")</script> I want a data job.')
    await form.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf })
    await form.getByLabel('ID proof').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/registration', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByText('Registration received')).toHaveCount(0)
    release()
    // The stored registration's page: its reference, the bootcamp, and what happens next.
    await expect(page).toHaveURL(/\/realworkstudio\/register\?sent=1&ref=RW-[0-9A-F]{8}&bootcamp=data-science$/)
    const reference = new URL(page.url()).searchParams.get('ref')!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
    await expect(page.getByRole('status')).toContainText(`Your reference${reference}`)
    await expect(page.getByText(`Your reference is ${reference}. Here is exactly what happens next.`)).toBeVisible()
    await expect(page.getByRole('status')).toBeFocused() // the confirmation is announced, focused and in view
    await expect(page.getByRole('status')).toBeInViewport()
    await expect(page.getByText('Data Science Bootcamp', { exact: true })).toBeVisible()
    const [stored] = storedSubmissions('registration').filter((s) => s.name === name)
    expect(stored).toMatchObject({
      email: 'trainee@example.com',
      fields: {
        track: 'mentor',
        bootcamp: 'data-science',
        location: 'Hubballi',
        yearOfPassing: '2025',
        whyJoin: '<script>alert("x")</script> I want a data job.',
      },
    })
    const files = storedFiles(stored!.id)
    expect(files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'resume',
          filename: 'resume.pdf',
          content_type: 'application/pdf',
          size: pdf.length,
        }),
        expect.objectContaining({ field: 'idProof', filename: 'aadhaar.png', content_type: 'image/png' }),
      ]),
    )
    // Registration stays submitted (no 3-second reset).
    await page.clock.runFor(10_000)
    await expect(page.getByRole('status')).toContainText('We have your registration')
    await expect(page.getByRole('form', { name: 'Registration form' })).toHaveCount(0)
  })

  test('a track chosen before the page hydrates is the one it names afterwards', async ({ page }) => {
    const releaseScripts = await holdScripts(page)
    await page.goto('/realworkstudio/register?bootcamp=data-science&track=simulation', { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: 'Registration form' })
    await form.getByRole('radio', { name: 'Mentor Pathway' }).check()
    releaseScripts()
    await waitForHydration(page)
    await expect(form.getByText('You selected: Mentor Pathway')).toBeVisible()
    await expect(form.getByRole('radio', { name: 'Mentor Pathway' })).toBeChecked()
  })

  test('a resume that is not really a PDF is refused with a clear message', async ({ page }) => {
    await page.goto('/realworkstudio/register')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for a RealWork Bootcamp')
    const form = page.getByRole('form', { name: 'Registration form' })
    const name = uniqueName('Fake PDF')
    await fillRequired(form, name)
    await form.getByRole('combobox', { name: 'Bootcamp' }).selectOption({ label: 'Not sure yet: help me choose' })
    await form.getByRole('radio', { name: 'Open to Any' }).check()
    await form.getByLabel('Resume').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is an executable, not a PDF'),
    })
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(form.getByRole('alert')).toContainText('check the highlighted fields')
    await expect(form.getByText('Your resume must be a PDF file. The file you chose is not.')).toBeVisible()
    await expect(form.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Full Name')).toHaveValue(name)
    expect(storedSubmissions('registration').filter((s) => s.name === name)).toHaveLength(0)
  })

  test('a bad year of passing is explained', async ({ page }) => {
    await page.goto('/realworkstudio/register?track=standard')
    const form = page.getByRole('form', { name: 'Registration form' })
    await fillRequired(form, uniqueName('Bad year'))
    await form.getByRole('combobox', { name: 'Bootcamp' }).selectOption({ label: 'Generative AI' })
    await form.getByLabel('Year of passing').fill('1890')
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(form.getByText(/Enter a year between 1970 and \d{4}\./)).toBeVisible()
    await expect(form.getByLabel('Year of passing')).toBeFocused()
  })

  test('Cancel goes back in history', async ({ page }) => {
    // A hydrated page (the about page is read without React: decision 031). A click before hydration is a document
    // navigation, after which Cancel rightly leads to the studio home.
    await page.goto('/realworkstudio/project')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL('/realworkstudio/register')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL('/realworkstudio/project')
  })

  test('Register in the navigation asks which bootcamp, and the choice reaches the inbox @phone', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = nav.locator('summary') // the phone menu's disclosure; hidden at desktop width
    if (await menu.isVisible()) await menu.click()
    await nav.getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL('/realworkstudio/register')
    const form = page.getByRole('form', { name: 'Registration form' })
    await expect(form.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('')
    const name = uniqueName('Register nav')
    await fillRequired(form, name)
    await form.getByRole('radio', { name: 'Standard Bootcamp' }).check()
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    // The browser asks for the bootcamp first; nothing is sent without it.
    await expect(form.getByRole('combobox', { name: 'Bootcamp' })).toBeFocused()
    expect(storedSubmissions('registration').filter((s) => s.name === name)).toHaveLength(0)
    await form.getByRole('combobox', { name: 'Bootcamp' }).selectOption({ label: 'MERN Stack Development' })
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByRole('status')).toContainText('We have your registration')
    const [stored] = storedSubmissions('registration').filter((s) => s.name === name)
    expect(stored!.fields).toMatchObject({ bootcamp: 'mern-stack-development', track: 'standard' })
  })

  test('the bootcamp is pre-selected from a guide, a studio track key or a guide slug', async ({ page }) => {
    await page.goto('/realworkstudio/course/android')
    await waitForReadingModule(page) // a guide is read without React (decision 031): Register loads the form's page
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL('/realworkstudio/register?bootcamp=android-development')
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('android-development')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for Android Development Bootcamp')
    await page.goto('/realworkstudio/register?track=MernStack')
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('mern-stack-development')
    await page.goto('/realworkstudio/register?track=ds')
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('data-science')
    await page.goto('/realworkstudio/register?bootcamp=nonsense&track=mentor')
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Mentor Pathway' })).toBeChecked()
  })

  test('the confirmation page passes axe, and an address without a well-formed reference shows no reference @phone', async ({
    page,
  }) => {
    await page.goto('/realworkstudio/register?sent=1&ref=RW-3F9A12BC&bootcamp=frontend-development')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
    await expect(page.getByText('Frontend Development Bootcamp', { exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/realworkstudio/register?sent=1&ref=<b>x</b>')
    await expect(page.getByRole('status')).toContainText("Thank you for registering! We'll contact you soon.")
    await expect(page.getByText('<b>x</b>')).toHaveCount(0)
  })

  test('the ID proof says why it is asked and that it can be sent later', async ({ page }) => {
    await page.goto('/realworkstudio/register')
    await expect(page.getByLabel('ID proof')).toHaveAccessibleDescription(
      /Not needed to register\..*certificate in your legal name.*send it any time before your batch starts/,
    )
  })
})

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a multipart post with a PDF resume is stored and lands on the thank-you state', async ({ page }) => {
    await page.goto('/realworkstudio/register?track=internship')
    const form = page.getByRole('form', { name: 'Registration form' })
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    await expect(form.getByText('You selected: Internship Contributor')).toBeVisible()
    await form.getByRole('combobox', { name: 'Bootcamp' }).selectOption({ label: 'Data Analytics' })
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/realworkstudio')
    const name = uniqueName('Register NoJS')
    await fillRequired(form, name)
    await form.getByLabel('Email Address').fill('trainee@example') // passes the browser, not the server
    await form.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf })
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue(name)
    await expect(form.getByRole('radio', { name: 'Internship Contributor' })).toBeChecked()
    await expect(form.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('data-analytics')
    await expect(form.getByText('browsers clear attached files after an error')).toBeVisible()
    expect(storedSubmissions('registration').filter((s) => s.name === name)).toHaveLength(0)

    await form.getByLabel('Email Address').fill('trainee@example.com')
    await form.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf })
    await form.getByRole('button', { name: 'Submit Registration' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/register\?sent=1&ref=RW-[0-9A-F]{8}&bootcamp=data-analytics$/)
    const reference = new URL(page.url()).searchParams.get('ref')!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration received')
    await expect(page.getByRole('status')).toContainText(`Your reference${reference}`)
    await expect(page.getByText(`Your reference is ${reference}. Here is exactly what happens next.`)).toBeVisible()
    await expect(page.getByRole('status')).toBeFocused() // the confirmation is announced, focused and in view
    await expect(page.getByRole('status')).toBeInViewport()
    for (const next of ['Data Analytics Bootcamp', 'When and how you pay', 'Check your email', 'Talk to a person'])
      await expect(page.getByText(next, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy')
    await expect(page.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute('href', /^tel:\+91/)
    const [stored] = storedSubmissions('registration').filter((s) => s.name === name)
    expect(reference).toBe(`RW-${stored!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`)
    expect(stored!.fields).toMatchObject({ track: 'internship', bootcamp: 'data-analytics' })
    expect(storedFiles(stored!.id)).toEqual([
      expect.objectContaining({
        field: 'resume',
        filename: 'cv.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      }),
    ])
  })
})
