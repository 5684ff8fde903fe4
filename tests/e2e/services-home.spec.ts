import { expect, expectHtmlOnly, test, waitForHydration } from './fixtures'

const categories = [
  { tab: 'Websites', title: 'Web Development', delivery: '2-4 weeks', projects: '500+' },
  { tab: 'Mobile Apps', title: 'Mobile App Development', delivery: '4-8 weeks', projects: '200+' },
  { tab: 'Web Apps', title: 'Web Application Development', delivery: '6-12 weeks', projects: '150+' },
  { tab: 'Backend & APIs', title: 'Backend & API Development', delivery: '3-6 weeks', projects: '300+' },
  { tab: 'AI & Automation', title: 'AI & Automation', delivery: '4-10 weeks', projects: '50+' },
  { tab: 'Cloud & DevOps', title: 'Cloud & DevOps', delivery: '2-6 weeks', projects: '100+' },
]

test.describe('services home with JavaScript', () => {
  test('category tabs start on web and switch by click, showing each category’s figures', async ({ page }) => {
    await page.goto('/services')
    const tablist = page.getByRole('tablist', { name: 'Service categories' })
    await expect(tablist.getByRole('tab')).toHaveCount(6)
    await expect(tablist.getByRole('tab', { name: 'Websites' })).toHaveAttribute('aria-selected', 'true')
    for (const c of categories) {
      const tab = tablist.getByRole('tab', { name: c.tab })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel', { name: c.tab })
      await expect(panel.getByRole('heading', { name: c.title })).toBeVisible()
      await expect(panel).toContainText(`Delivery time${c.delivery}`)
      // A count of completed projects is a claim: with no basis confirmed (a fresh database), it is not shown.
      await expect(panel).not.toContainText(c.projects)
      await expect(page.getByRole('tabpanel')).toHaveCount(1) // the other panels are hidden
    }
    await expect(page).toHaveURL('/services') // selection is state, not navigation
  })

  test('arrow keys, Home and End move the selection; only the selected tab is in the tab order', async ({ page }) => {
    await page.goto('/services')
    const tablist = page.getByRole('tablist', { name: 'Service categories' })
    const tab = (name: string) => tablist.getByRole('tab', { name })
    await tab('Websites').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Mobile Apps')).toBeFocused()
    await expect(tab('Mobile Apps')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('React Native')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft') // wraps from the first tab to the last
    await expect(tab('Cloud & DevOps')).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('Terraform')
    await page.keyboard.press('ArrowRight') // and from the last back to the first
    await expect(tab('Websites')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab('Cloud & DevOps')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Websites')).toBeFocused()
    await expect(tab('Websites')).toHaveAttribute('tabindex', '0')
    await expect(tab('Web Apps')).toHaveAttribute('tabindex', '-1')
  })

  test('Get Quote in the tabs opens the contact form pre-filled with the selected category', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: 'What’s Included' })).toBeVisible()
    await page.getByRole('tab', { name: 'AI & Automation' }).click()
    await page.getByRole('link', { name: 'Get Quote for AI & Automation' }).click()
    await expect(page).toHaveURL('/services/contact?service=AI+%26+Automation')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: AI & Automation",
    )
  })

  test('the hero calls for a quote and scrolls to the services', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Quote by phone, +91 80 4718 2200' })).toHaveAttribute(
      'href',
      'tel:+918047182200',
    )
    await page.getByRole('link', { name: 'Explore Services' }).click()
    await expect(page).toHaveURL('/services#service-categories')
    await expect(page.getByRole('heading', { name: 'Pick what you need built' })).toBeInViewport()
  })

  test('shows why-choose, the three client groups and three rated testimonials', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: 'A small team that treats your budget like its own' })).toBeVisible()
    const serve = page.getByRole('region', { name: 'Built for businesses without an in-house tech team' })
    await expect(serve.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(3)
    // Their client counts are claims without a confirmed basis on a fresh database: not shown.
    for (const count of ['200+', '50+', '100+']) await expect(serve.getByText(count, { exact: true })).toHaveCount(0)
    const testimonials = page.getByRole('region', { name: 'What our clients say' })
    await expect(testimonials.getByRole('figure')).toHaveCount(3)
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2)
    await expect(testimonials.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1)
  })

  test('the sections below the categories come as HTML only, and as data after a client-side navigation', async ({
    page,
  }) => {
    const title = 'A small team that treats your budget like its own'
    await expectHtmlOnly(page, '/services', title, 'Get Free Consultation')
    await page.goto('/services/portfolio') // hydrated (the about page is read without React: decision 031)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL('/services')
    await expect(page.locator('.page-enter')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByRole('region', { name: 'What our clients say' }).getByRole('figure')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Get Free Consultation' })).toBeVisible()
  })

  test('the call to action leads to the contact form; no View Portfolio before a case study', async ({ page }) => {
    await page.goto('/services')
    const cta = page.getByRole('region', { name: 'Have a project in mind?' })
    await expect(cta.getByRole('link', { name: 'Get Free Consultation' })).toBeVisible()
    // A fresh database has no case study: the portfolio (still in the footer) says so and points to the examples.
    await expect(cta.getByRole('link', { name: 'View Portfolio' })).toHaveCount(0)
    await page.goto('/services/portfolio')
    await expect(page.getByRole('heading', { level: 1, name: 'Case studies, with the numbers' })).toBeVisible()
    await page.getByRole('link', { name: 'See project examples by service' }).click()
    await expect(page).toHaveURL('/services/services#examples')
    await expect(page.getByRole('heading', { name: 'Examples of what we build' })).toBeInViewport()
    await page.goto('/services')
    await page.getByRole('link', { name: 'Get Free Consultation' }).click()
    await expect(page).toHaveURL('/services/contact')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
  })
})

test.describe('services home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the web panel is visible and each category is a link the server renders', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: 'Web Development' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Mobile App Development' })).toBeHidden()
    await page.getByRole('link', { name: 'Mobile Apps' }).click()
    await expect(page).toHaveURL('/services?category=mobile#service-categories')
    await expect(page.getByRole('heading', { name: 'Mobile App Development' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Web Development' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Mobile Apps' })).toHaveAttribute('aria-current', 'true')
    await page.getByRole('link', { name: 'Get Quote for Mobile App Development' }).click()
    await expect(page).toHaveURL('/services/contact?service=Mobile+App+Development')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Mobile App Development",
    )
  })
})
