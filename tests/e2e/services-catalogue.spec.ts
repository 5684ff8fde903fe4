import type { Page } from '@playwright/test'
import { coreServices } from '../../app/content/services/core-services'
import { supportServices } from '../../app/content/services/support-services'
import { expect, expectHtmlOnly, test, waitForHydration } from './fixtures'

const list = (page: Page) => page.getByRole('region', { name: /^(Core|Support) Services$/ })
const cards = (page: Page) => list(page).getByRole('article')
const serviceTitles = [...coreServices, ...supportServices].map((service) => service.title)
/** The text of an HTML text node as React writes it (it escapes &, <, >, " and '). */
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  )

test.describe('services catalogue with JavaScript', () => {
  test('starts on core services and all categories, with the card details', async ({ page }) => {
    await page.goto('/services/services')
    await expect(page.getByRole('link', { name: 'Core Services 8' })).toHaveAttribute('aria-current', 'true')
    await expect(
      page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('aria-current', 'true')
    await expect(cards(page)).toHaveCount(8)
    const website = page.getByRole('article', { name: 'Website Development' })
    await expect(website).toContainText('Starting at ₹5,000')
    await expect(website).toContainText('Delivery1-4 weeks')
    await expect(website).toContainText('ComplexityLow to Medium')
    await expect(website.getByRole('listitem')).toHaveCount(5) // first 3 features and first 2 examples
    await expect(page.getByRole('article', { name: 'Web Application Development' })).toContainText(
      'Starting at ₹30,000',
    )
    await expect(page.getByText('₹1,00,000')).toHaveCount(0) // advanced prices stay in the data
  })

  test('the filter applies to both lists and the toggle keeps it', async ({ page }) => {
    await page.goto('/services/services')
    const filter = page.getByRole('group', { name: 'Filter by category' })
    // Once scripts run, the links drop the no-script #catalogue anchor and navigate in place.
    await expect(filter.getByRole('link', { name: 'Web', exact: true })).toHaveAttribute(
      'href',
      '/services/services?category=web',
    )
    await filter.getByRole('link', { name: 'Web', exact: true }).click()
    await expect(page).toHaveURL('/services/services?category=web')
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByRole('status')).toHaveText('Showing 2 core services in Web.')
    await expect(page.getByRole('article', { name: 'Web Application Development' })).toBeVisible()

    await page.getByRole('link', { name: /^Support Services/ }).click()
    await expect(page).toHaveURL('/services/services?view=support&category=web')
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByRole('article', { name: 'Website Maintenance' })).toContainText('₹3,000/month')
    await expect(page.getByRole('article', { name: 'SSL Certificate Setup' })).toHaveCount(0)

    await filter.getByRole('link', { name: 'Cloud & DevOps' }).click()
    await expect(page).toHaveURL('/services/services?view=support&category=cloud')
    await expect(cards(page)).toHaveCount(5)
    await expect(page.getByRole('article', { name: 'SSL Certificate Setup' })).toContainText('₹2,000')

    await filter.getByRole('link', { name: 'All' }).click()
    await expect(cards(page)).toHaveCount(20)
    await expect(page.getByRole('article', { name: 'Technical Consultation' })).toContainText('₹2,500/hour')
    await expect(page.getByRole('article', { name: 'Mobile App Support' })).toContainText('₹5,000/month')
    await expect(page.getByRole('article', { name: 'Legacy System Upgrade' })).toContainText('₹25,000')

    await page.getByRole('link', { name: /^Core Services/ }).click()
    await expect(page).toHaveURL('/services/services')
    await expect(cards(page)).toHaveCount(8)
  })

  test('a category with nothing on one list offers the other list', async ({ page }) => {
    await page.goto('/services/services?view=support&category=design')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No services in this category on this list')).toBeVisible()
    await page.getByRole('link', { name: 'Show Core Services in UI/UX Design' }).click()
    await expect(page).toHaveURL('/services/services?category=design')
    await expect(page.getByRole('article', { name: 'UI/UX Design' })).toContainText('Starting at ₹12,000')
  })

  test('unknown query values fall back to core and all', async ({ page }) => {
    await page.goto('/services/services?view=everything&category=%3Cscript%3E')
    await expect(cards(page)).toHaveCount(8)
  })

  test('every Get Quote, core and support, links to the contact form naming that service', async ({ page }) => {
    const destinations: { title: string; href: string }[] = []
    for (const view of ['core', 'support']) {
      await page.goto(`/services/services?view=${view}`)
      await expect(page.getByRole('link', { name: /^Get Quote for / }).first()).toBeVisible()
      // Read all cards in one call: 28 cards, one round trip each, came near the time limit on a busy machine.
      const found = await cards(page).evaluateAll((articles) =>
        articles.map((article) => {
          const title = article.querySelector('h3')?.textContent ?? ''
          const link = [...article.querySelectorAll('a')].find((a) => (a.textContent ?? '').includes('Get Quote'))
          return { title, href: link?.getAttribute('href') ?? '' }
        }),
      )
      destinations.push(...found)
    }
    expect(destinations.map((d) => d.title)).toEqual(serviceTitles)
    for (const { title, href } of destinations) {
      expect(new URL(href, 'http://x').pathname).toBe('/services/contact')
      expect(new URL(href, 'http://x').searchParams.get('service')).toBe(title)
    }
    // One through a real click, too.
    await page.goto('/services/services?view=support')
    await page.getByRole('link', { name: 'Get Quote for Bug Fixing' }).click()
    await expect(page).toHaveURL('/services/contact?service=Bug+Fixing')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Bug Fixing",
    )
  })

  // Every service's pre-fill, read from the server's HTML (what a visitor sees before and without scripts; one page
  // load per service in a browser cost 30 s of a 2-CPU run). The hydrated form keeps it: the real click above.
  test('the contact form opened for any service is pre-filled with it, in the server HTML', async ({ request }) => {
    for (const title of serviceTitles) {
      const response = await request.get(`/services/contact?${new URLSearchParams({ service: title })}`)
      expect(response.status(), title).toBe(200)
      const message = /<textarea[^>]*\bname="message"[^>]*>([^<]*)<\/textarea>/.exec(await response.text())?.[1]
      expect(message && decodeEntities(message), title).toBe(`I'd like a quote for: ${title}`)
    }
  })

  test('has the portfolio examples, the three pricing models and a call link', async ({ page }) => {
    await page.goto('/services/services')
    const examples = page.getByRole('region', { name: 'Examples of what we build' })
    await expect(examples.getByRole('heading', { level: 3 })).toHaveCount(8)
    const pricing = page.getByRole('region', { name: 'Choose how you want to pay' })
    for (const model of ['Fixed Price', 'Hourly Rate', 'Retainer'])
      await expect(pricing.getByRole('heading', { name: model })).toBeVisible()
    await expect(pricing).toContainText('From ₹2,500/hour')
    await expect(page.getByRole('link', { name: 'Call +91 80 4718 2200' })).toHaveAttribute('href', 'tel:+918047182200')
  })

  test('the cards and what follows them come as HTML only, and as data after a client-side navigation', async ({
    page,
  }) => {
    // The first response carries them once, as HTML; its hydration payload leaves them out (16 KB brotli budget).
    const example = 'Dental clinic website with online appointment requests'
    await expectHtmlOnly(
      page,
      '/services/services',
      example,
      'Website Development',
      'One agreed price for one agreed scope, written down before any work starts.',
    )
    // A .data answer has no HTML, so it carries them (React Router answers it, not the prerendered file).
    const data = await (await page.request.get('/services/services.data')).text()
    expect(data).toContain(example)
    expect(data).toContain('Website Development')

    await page.goto('/services/portfolio') // hydrated (the about page is read without React: decision 031)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/services/services')
    await expect(page.locator('.page-enter')).toHaveCount(1) // a client-side navigation, not a document load
    await expect(cards(page)).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Examples of what we build' }).getByText(example)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Choose how you want to pay' })).toContainText('From ₹2,500/hour')
    await expect(page.getByRole('link', { name: 'Call +91 80 4718 2200' })).toBeVisible()
    // The cards follow the filter after that too.
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('link', { name: 'Mobile', exact: true })
      .click()
    await expect(page).toHaveURL('/services/services?category=mobile')
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByRole('article', { name: 'Mobile App Development' })).toBeVisible()
  })

  test('describes each core service as schema.org Service with an INR offer', async ({ page }) => {
    await page.goto('/services/services')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const services = blocks.map((b) => JSON.parse(b) as Record<string, any>).filter((d) => d['@type'] === 'Service') // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(services).toHaveLength(8)
    const website = services.find((s) => s.name === 'Website Development')!
    expect(website.provider).toMatchObject({ '@type': 'Organization', name: 'RealWork Technologies' })
    expect(website.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: 5000 })
  })
})

test.describe('services catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('toggle and filter are links the server renders, landing back on the list', async ({ page }) => {
    await page.goto('/services/services')
    await page.getByRole('link', { name: /^Support Services/ }).click()
    await expect(page).toHaveURL('/services/services?view=support#catalogue')
    await expect(cards(page)).toHaveCount(20)
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name: 'Data & BI' }).click()
    await expect(page).toHaveURL('/services/services?view=support&category=data#catalogue')
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByRole('article', { name: 'Database Optimization' })).toContainText('₹8,000')
    await page.getByRole('link', { name: /^Core Services/ }).click()
    await expect(page).toHaveURL('/services/services?category=data#catalogue')
    await expect(page.getByRole('article', { name: 'Data Analytics & BI' })).toContainText('Starting at ₹22,000')
    await page.getByRole('link', { name: 'Get Quote for Data Analytics & BI' }).click()
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      "I'd like a quote for: Data Analytics & BI",
    )
  })
})
