import { expect, test } from './fixtures'

const navLinks = [
  { name: 'Home', href: '/services' },
  { name: 'About Us', href: '/services/about' },
  { name: 'Services', href: '/services/services' },
  { name: 'Contact Us', href: '/services/contact' },
]

test.describe('services layout', () => {
  test('has the services nav, the services footer links and no floating contact button', async ({ page }) => {
    await page.goto('/services/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const link of navLinks)
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href)
    await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/services/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published prices for every service we offer')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Contact the services team' })).toHaveAttribute(
      'href',
      '/services/contact',
    )
    await expect(footer.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute(
      'href',
      '/services/portfolio',
    )
    await expect(footer.getByRole('link', { name: 'RealWork Technologies home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', { name: 'Contact Us' })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('an unknown services path is a 404 inside the services layout', async ({ page }) => {
    const response = await page.goto('/services/nope')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page Not Found')
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }),
    ).toHaveAttribute('href', '/services/about')
    const deeper = await page.request.get('/services/services/extra')
    expect(deeper.status()).toBe(404)
  })

  test('every button on the about page navigates to a real page (no dead buttons)', async ({ page }) => {
    await page.goto('/services/about')
    const main = page.getByRole('main')
    await expect(main.getByRole('button')).toHaveCount(0)
    const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThanOrEqual(8)
    for (const href of hrefs) {
      expect(href, 'a real destination').toMatch(/^\/services\//)
      const response = await page.request.get(href.split('#')[0]!)
      expect(response.status(), href).toBe(200)
    }
    await main.getByRole('link', { name: 'Get Free Consultation' }).click()
    await expect(page).toHaveURL('/services/contact')
    await page.goBack()
    await main.getByRole('link', { name: 'See Services & Pricing' }).click()
    await expect(page).toHaveURL('/services/services')
    await page.goBack()
    await main.getByRole('link', { name: 'See pricing for Mobile App Development' }).click()
    await expect(page).toHaveURL('/services/services?category=mobile#catalogue')
    await expect(page.getByRole('article', { name: 'Mobile App Development' })).toContainText('Starting at ₹25,000')
  })

  test('the about page shows the offerings with their starting prices', async ({ page }) => {
    await page.goto('/services/about')
    const offerings = page.getByRole('region', { name: 'Six services, each with a published starting price' })
    await expect(offerings.getByRole('listitem')).toHaveCount(6)
    for (const price of ['₹5,000', '₹25,000', '₹30,000', '₹15,000', '₹20,000', '₹18,000'])
      await expect(offerings).toContainText(`Starting at ${price}`)
    await expect(
      page.getByRole('region', { name: 'Four kinds of clients we serve best' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4)
  })
})
