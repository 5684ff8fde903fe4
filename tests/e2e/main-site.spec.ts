import { expect, expectHtmlOnly, hydrateThenPauseClock, test, waitForHydration } from './fixtures'

test.describe('landing page', () => {
  test('hero cards lead to training, services and the products section', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We build software')
    const hero = page.locator('#home')
    const training = hero.getByRole('link', { name: /Training/ })
    await expect(training).toHaveAttribute('href', '/realworkstudio')
    await expect(training).toContainText('LIVE')
    await expect(hero.getByRole('link', { name: /^Services/ })).toHaveAttribute('href', '/services')
    await hero.getByRole('link', { name: /^Products/ }).click()
    await expect(page).toHaveURL(/#products$/)
    await expect(page.getByRole('heading', { name: 'Generative-AI products' })).toBeInViewport()
  })

  test('has mission, vision, the three team cards, about and products', async ({ page }) => {
    await page.goto('/')
    for (const id of ['mission', 'vision', 'team', 'about', 'products'])
      await expect(page.locator(`section#${id}`)).toBeVisible()
    const team = page.locator('#team')
    for (const title of ['Chief Technologist', 'Senior Mentors', 'Project Engineers & Trainees']) {
      await expect(team.getByRole('heading', { name: title })).toBeVisible()
    }
  })

  test('Team in the nav scrolls on the landing page and navigates there from elsewhere', async ({ page }) => {
    await page.goto('/blogs')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/\/#team$/)
    await expect(page.getByRole('heading', { name: 'The team behind RealWork' })).toBeInViewport()
  })

  test('the static sections come as HTML only, and with their copy after a client-side navigation', async ({
    page,
  }) => {
    // The first response carries the mission, vision, team and about copy once, as HTML: not in the hydration payload.
    const mission = 'Close the gap between a degree and a first real job in software.'
    await expectHtmlOnly(page, '/', mission)
    // Hydrated, the page keeps them; reached by a client-side navigation, the .data answer brings them as data.
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: mission })).toBeVisible()
    // Away to a page that hydrates too (the blog is read without React and loads as a document, decision 031).
    await page.locator('a[href="/careers"]').first().click()
    await expect(page).toHaveURL('/careers')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/\/#team$/)
    await expect(page.locator('.page-enter')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'The team behind RealWork' })).toBeVisible()
    for (const id of ['mission', 'vision', 'team', 'about', 'products'])
      await expect(page.locator(`section#${id}`)).toBeVisible()
  })

  test('client-side navigation runs the page transition once; first load does not', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.page-enter')).toHaveCount(0)
    await waitForHydration(page) // a click before it is a document navigation: a first load
    await page.locator('a[href="/careers"]').first().click() // a page that hydrates (the blog is read, decision 031)
    await expect(page).toHaveURL('/careers')
    await expect(page.locator('.page-enter')).toHaveCount(1)
  })
})

test.describe('first-visit popup', () => {
  test.use({ skipPopup: false })
  test('shows once, sets seenBootcampPopup, and never again', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await hydrateThenPauseClock(page)
    const popup = page.getByRole('dialog', { name: /Next bootcamp batch/ })
    // The clock paused about half a second after hydration: 5 s in, the popup is still hidden, 6.5 s in it is shown.
    await page.clock.runFor(4_500)
    await expect(popup).toBeHidden() // not over the first screen while the visitor starts reading
    await page.clock.runFor(1_500) // shown 6 s after hydration
    await expect(popup).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('seenBootcampPopup'))).toBe('true')
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await page.clock.resume()
    await page.reload()
    await hydrateThenPauseClock(page)
    await page.clock.runFor(10_000)
    await expect(popup).toBeHidden()
  })

  test("never announces a batch that has started by the visitor's clock", async ({ page }) => {
    // The server picks the next batch for its own day (staff dates, else the studio calendar); a visitor whose clock
    // is past that date is not shown it.
    await page.clock.install({ time: new Date('2026-11-23T23:00:00+05:30') })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.runFor(6_000)
    await expect(page.getByRole('dialog', { name: /^Next bootcamp batch starts \d+ \w+ 20\d\d$/ })).toBeVisible()

    await page.evaluate(() => localStorage.clear())
    await page.clock.setSystemTime(new Date('2031-01-05T09:00:00+05:30'))
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(10_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('stays away when no batch is scheduled', async ({ page }) => {
    const when = new Date('2030-01-01T12:00:00+05:30').getTime()
    await page.clock.install({ time: when })
    await page.goto('/')
    await hydrateThenPauseClock(page)
    await page.clock.runFor(10_000) // well past the 6 s after which the popup would open
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('seenBootcampPopup'))).toBeNull()
  })
})

test.describe('scroll reveal', () => {
  test('sections below the fold fade in when scrolled to; the first screen is never hidden', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const products = page.locator('#products [data-reveal]')
    await expect(products).toHaveClass(/reveal-pending/)
    expect(await products.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    for (const top of await page
      .locator('.reveal-pending')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))) {
      expect(top).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0)
    }
    await page.locator('#products').scrollIntoViewIfNeeded()
    await expect(products).not.toHaveClass(/reveal-pending/)
    // Nothing loops for ever: the LIVE dot pulses twice (4 s, within WCAG 2.2.2's 5 s) and then the page draws no
    // more frames of its own.
    const looping = await page.evaluate(
      () => document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity).length,
    )
    expect(looping, 'animations that never end').toBe(0)
    expect(await page.locator('.live-pulse').evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('2')
  })

  test('nothing is hidden for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.locator('.reveal-pending')).toHaveCount(0)
    expect(await page.locator('#products [data-reveal]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    // Animations (the "LIVE" dot's pulse) run once and stop.
    const pulse = page.locator('.live-pulse').first()
    await expect(pulse).toBeAttached()
    expect(await pulse.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('1')
  })
})

test.describe('blogs', () => {
  test('lists four posts and opens one', async ({ page }) => {
    await page.goto('/blogs')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(4)
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', '2025-01-24')
    await page.getByRole('link', { name: /Roadmap Without Getting Stuck/ }).click()
    await expect(page).toHaveURL('/blogs/roadmap-without-tutorial-hell')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tutorial Hell')
    await expect(page.getByText('10 January 2025')).toBeVisible()
  })

  test('a cover that fails to load is replaced by the default image', async ({ page }) => {
    await page.route('**/images/blog/roadmap-without-tutorial-hell.svg', (route) => route.abort())
    await page.goto('/blogs/roadmap-without-tutorial-hell')
    await expect(page.locator('article img').first()).toHaveAttribute('src', '/images/blog/default.svg')
  })

  test('an unknown slug says Blog not found with status 404', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible()
  })

  test('the RSS feed lists every post', async ({ request }) => {
    const response = await request.get('/blogs/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect((await response.text()).match(/<item>/g)).toHaveLength(4)
  })
})

test.describe('legal pages and not-found', () => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ] as const) {
    test(`${path} shows ${title} dated 21/07/2025`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('21/07/2025')).toBeVisible()
    })
  }

  test('the refund policy states the 14-day, 3-session rule', async ({ page }) => {
    await page.goto('/refund-policy')
    await expect(page.locator('main')).toContainText('14 days')
    await expect(page.locator('main')).toContainText('7 working days')
  })

  for (const path of ['/no-such-page', '/a/b/c', '/blogs/x/y']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '404 – Page Not Found' })).toBeVisible()
      await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible()
      await page.getByRole('link', { name: 'Back to home' }).click()
      await expect(page).toHaveURL('/')
    })
  }
})

test.describe('server basics', () => {
  test('prerendered pages carry security headers and a CSP without unsafe-inline scripts', async ({ request }) => {
    for (const path of ['/', '/blogs', '/no-such-page']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBeTruthy()
      expect(headers['permissions-policy']).toBeTruthy()
      const scriptSrc = headers['content-security-policy']!.split(';').find((d) => d.trim().startsWith('script-src'))!
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  })

  test('hashed assets are immutable and precompressed', async ({ request }) => {
    // From the HTML as served: the bootstrap script imports the hashed modules (no modulepreload links, decision 004).
    const html = await (await request.get('/')).text()
    const asset = /import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"/.exec(html)?.slice(1).find(Boolean)
    expect(asset).toBeTruthy()
    const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['content-encoding']).toBe('br')
  })

  test('healthz, robots.txt and sitemap.xml answer', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200)
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/blogs/working-with-a-software-services-partner</loc>')
    expect(sitemap).not.toContain('/staff')
  })

  test('the page works under its own CSP (no violations, scripts hydrate)', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Contact Us' }).waitFor()
    expect(violations).toEqual([])
  })
})
