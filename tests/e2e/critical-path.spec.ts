import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { moduleClosure, pageScripts } from '../../scripts/module-closure.mjs'
import { expect, holdRequests, test, waitForHydration, waitForReadingModule } from './fixtures'

// Issue 10 (docs/decisions/004): the first screen paints from the first response (critical CSS inlined, the full
// stylesheet non-blocking, no preloads ahead of it), guides hydrate without walking their static phases, and
// query-string pages come from the rendered-page cache with a hash-based CSP. Pages must still hydrate and work.

/** Collects Content-Security-Policy violations reported in the console. */
function cspViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

const phaseBar = (page: Page) => page.getByRole('navigation', { name: 'Roadmap phases' })

test('a prerendered page inlines its critical CSS, preloads nothing, fetches the full stylesheet after hydrating and keeps it off until it is left', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toMatch(/<style>[\s\S]{2000,}<\/style>/)
  expect(head).not.toContain('rel="modulepreload"')
  // No preload, the brand font's included: nothing competes with the page for its first round trips (decision 034).
  expect(head).not.toContain('rel="preload"')
  // Disabled: not fetched while the first screen paints.
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" disabled data-full-css>/)
  expect(head).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>/)
  // The rules only scripts can make match are not inlined: a stylesheet of their own, disabled until the bootstrap
  // loads it beside the modules (issue 44).
  const late = /<link rel="stylesheet" href="(\/assets\/late-[\w-]+\.css)" media="print" disabled data-late-css>/.exec(
    head,
  )
  expect(late).not.toBeNull()
  const lateCss = await (await request.get(late![1]!)).text()
  expect(lateCss).toContain('.drawer')
  expect(head.slice(head.indexOf('<style>'), head.indexOf('</style>'))).not.toContain('.drawer')

  const violations = cspViolations(page)
  await page.goto('/')
  await waitForHydration(page)
  // Hydrated: the later rules are in the document.
  expect(
    await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/late-'))),
  ).toBe(true)
  const fullSheet = page.locator('link[rel="stylesheet"][href^="/assets/"]:not([href^="/assets/late-"])').first()
  await expect(fullSheet).toHaveAttribute('media', 'print')
  // Downloaded into the HTTP cache a second after the page has hydrated: still disabled, not parsed.
  const href = await fullSheet.evaluate((link: HTMLLinkElement) => link.href)
  await expect.poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, href)).toBeGreaterThan(0)
  await expect(fullSheet).toHaveAttribute('disabled')
  expect(await fullSheet.evaluate((link: HTMLLinkElement) => link.sheet)).toBeNull()
  // A state only scripts render is styled without the full stylesheet: the open contact drawer slides in
  // (`.drawer[open]` matches nothing in the server HTML; its class is written in the page's scripts, so its rule is
  // in the page's later rules).
  await page.getByRole('button', { name: 'Contact Us' }).click()
  const drawer = page.getByRole('dialog', { name: 'Talk to a mentor' })
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((el) => getComputedStyle(el).animationName)).toBe('drawer-in')
  await expect(fullSheet).toHaveAttribute('media', 'print')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  // Base rules without a class are inlined too: the site's focus ring (`:focus-visible`), not the browser's.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineWidth)).toBe('3px')
  // Leaving for another page turns it on before that page renders (one that hydrates: a link to a page that is read,
  // such as /blogs, loads it as a document, decision 031).
  await page.locator('a[href="/careers"]').first().click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(fullSheet).toHaveAttribute('media', 'all')
  await expect(fullSheet).not.toHaveAttribute('disabled')
  await expect
    .poll(() => fullSheet.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(20)
  expect(violations).toEqual([])
})

test('a page left before the full stylesheet has arrived waits for it: the next page is never drawn unstyled', async ({
  page,
}) => {
  // A visitor on a slow link who clicks within a second of the page hydrating: the full stylesheet is not in the cache
  // yet (held here). /careers inlines only its own rules, so the home page drawn before the stylesheet arrives would be
  // unstyled, scrolled to #team in that layout, and moved away from it when the rules apply.
  const release = await holdRequests(page, /\/assets\/root-[\w-]+\.css$/)
  await page.goto('/careers')
  await waitForHydration(page)
  await page.evaluate(() => {
    const sheet = document.querySelector<HTMLLinkElement>('link[data-full-css]')
    new MutationObserver((_, observer) => {
      if (!document.getElementById('team')) return
      document.documentElement.dataset.styledWhenDrawn = String(Boolean(sheet?.sheet))
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  const asked = page.waitForRequest((request) => /\/assets\/root-[\w-]+\.css$/.test(request.url()))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click()
  await asked
  // Time enough for the home page's data to come and be drawn, had the navigation gone on without the stylesheet.
  await page.waitForTimeout(1_000)
  release()
  await expect(page).toHaveURL(/\/#team$/)
  await expect(page.locator('html')).toHaveAttribute('data-styled-when-drawn', 'true')
  await expect(page.getByRole('heading', { name: 'The team behind RealWork' })).toBeInViewport()
})

test('a click the moment the page becomes interactive waits for the full stylesheet too', async ({ page }) => {
  // Issue 56: Team clicked within about a second of /blogs becoming interactive (/careers here: the blog is read without React now, decision 031), on a loaded machine, drew the home
  // page with /blogs' rules only and scrolled to #team in that layout; the guard was not yet in the router (React
  // Router's useBlocker registers after two passive effects and a render). The page clicks Team itself, in the first
  // task in which React has claimed its elements, and notes whether the full stylesheet was on when #team was drawn.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (location.pathname !== '/' || !document.getElementById('team')) return
      const sheet = document.querySelector<HTMLLinkElement>('link[data-full-css]')
      document.documentElement.dataset.styledWhenDrawn = String(Boolean(sheet?.sheet && !sheet.disabled))
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
    const clickWhenInteractive = () => {
      const team = document.querySelector<HTMLAnchorElement>('nav[aria-label="Main"] a[href="/#team"]')
      if (team && Object.keys(team).some((key) => key.startsWith('__reactFiber$'))) team.click()
      else setTimeout(clickWhenInteractive, 1)
    }
    if (location.pathname === '/careers') clickWhenInteractive()
  })
  await page.goto('/careers', { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-styled-when-drawn', /.+/)
  await expect(page).toHaveURL(/\/#team$/)
  await expect(page.locator('html')).toHaveAttribute('data-styled-when-drawn', 'true')
  await expect(page.getByRole('heading', { name: 'The team behind RealWork' })).toBeInViewport()
})

for (const { path, imageFirst } of [
  { path: '/services', imageFirst: false },
  { path: '/realworkstudio/project', imageFirst: true },
]) {
  test(`no script or full stylesheet is requested before the first screen is shown: ${path}`, async ({ page }) => {
    // /services shows text first. The showcase's first screen has its first cards' images, which load after the first
    // contentful paint: the scripts wait for them too (http/critical-path.ts, FIRST_PAINT). The images arrive 400 ms
    // late here, as on a slow link, so that they come well after the first paint.
    await page.route('**/images/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.addInitScript(() => {
      const loads: number[] = ((window as unknown as { firstScreenImages: number[] }).firstScreenImages = [])
      document.addEventListener(
        'load',
        ({ target }) => {
          if (!(target instanceof HTMLImageElement)) return
          const { width, top } = target.getBoundingClientRect()
          if (width > 0 && top < innerHeight) loads.push(performance.now())
        },
        true,
      )
    })
    await page.setViewportSize({ width: 412, height: 823 }) // Lighthouse's phone
    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      images: (window as unknown as { firstScreenImages: number[] }).firstScreenImages,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.(js|css)$/.test(e.name))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }))
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(5)
    expect(timing.images.length > 0).toBe(imageFirst)
    const shown = Math.max(timing.paint!, ...timing.images)
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThan(shown)
  })
}

test('the first paint needs nothing but the page: icons and logo drawn in it, the manifest linked after the load', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/realworkstudio/course/android')).text()
  expect(html).not.toContain('/assets/icons-')
  expect(html).not.toContain('rel="manifest"')
  expect(html).not.toMatch(/<img[^>]*favicon|rel="preload"/)
  const uses = [...html.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1])
  expect(uses.length).toBeGreaterThan(10)
  for (const id of new Set(uses)) expect(html, id).toContain(`<symbol id="${id}"`)

  // Every request of the load but the document's own starts after the first paint, except the brand font: the first
  // layout asks for it, and the first paint waits for it at most its block period (font-display: optional, decision
  // 034), then draws the fallback.
  const started: { url: string; at: number }[] = []
  page.on('requestfinished', (r) => started.push({ url: r.url(), at: r.timing().startTime }))
  await page.goto('/realworkstudio/course/android')
  await waitForReadingModule(page) // a guide is read without React (decision 031): its module, after the load
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest')
  const { origin, paint } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }))
  expect(paint).toBeGreaterThan(0)
  // The document, the brand font and the reading module (the guide's one script, decision 031), at least.
  expect(started.length).toBeGreaterThanOrEqual(3)
  expect(started.some((r) => /\/assets\/reading-page-[\w-]+\.js$/.test(r.url))).toBe(true)
  // The browser's own favicon fetch is not the page's request, and it may start at any time (a run failed when
  // Chromium asked for /favicon.svg before the first paint); the HTML above was checked for an <img> of it. The
  // brand font is the one file the first paint may wait for.
  const ownFetches = /\/realworkstudio\/course\/android$|\/favicon\.(svg|ico)$|\/assets\/inter-subset-[\w-]+\.woff2$/
  const early = started.filter((r) => !ownFetches.test(r.url) && r.at < origin + paint!)
  expect(early).toEqual([])
  // The icons draw: a <use> of a symbol in the page has the symbol's size (the logo fills the icon's 24-unit box; a
  // missing symbol measures 0).
  const logo = page.locator('header a use[href="#icon-logo"]')
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((use: SVGUseElement) => use.getBBox().width)).toBe(24)
})

for (const path of ['/realworkstudio/course', '/realworkstudio/project', '/services/services']) {
  test(`${path}: cards from the third on are skipped by the first layout, render near the viewport and print`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const cards = page.locator('main li:has(> article)')
    expect(await cards.count()).toBeGreaterThan(5)
    const rendered = (index: number) =>
      cards.nth(index).evaluate((li) => li.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true }))
    // The first two are on the first screen and always render; the last is skipped until it nears the viewport.
    expect(await rendered(0)).toBe(true)
    expect(await rendered(1)).toBe(true)
    const last = (await cards.count()) - 1
    expect(await rendered(last)).toBe(false)
    // Skipped cards are still read: their heading is found by role, and they render when scrolled to.
    await expect(cards.nth(last).getByRole('heading', { level: 3 })).toHaveCount(1)
    await cards.nth(last).scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(last)).toBe(true)
    // Printing lays out every card.
    await page.emulateMedia({ media: 'print' })
    expect(await cards.nth(2).evaluate((li) => getComputedStyle(li).contentVisibility)).toBe('visible')
  })
}

test('without JavaScript the full stylesheet still applies', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/realworkstudio')
  const sheets = await page.evaluate(
    () =>
      [...document.styleSheets].filter(
        (s) => s.href?.includes('/assets/') && !s.disabled && s.media.mediaText !== 'print',
      ).length,
  )
  expect(sheets).toBe(1)
  await context.close()
})

test('a guide is read without React: no hydration data, every phase a page of its own, the reading module its one script', async ({
  page,
  request,
}) => {
  // Decision 031: the phases' content and the capstones are HTML, and nothing else carries them.
  const html = await (await request.get('/realworkstudio/course/android')).text()
  expect(html).toContain('Kirana Store Billing and Inventory')
  expect(html).toContain('Topics Covered')
  expect(html).not.toContain('__reactRouterContext')
  expect(html).not.toContain('<section id="phase-2"')

  const violations = cspViolations(page)
  await page.goto('/realworkstudio/course/android')
  await waitForReadingModule(page)
  await phaseBar(page)
    .getByRole('link', { name: /^Phase 2(?!\d)/ })
    .click()
  await expect(page).toHaveURL(/\?phase=2#phase-2$/)
  const second = page.locator('#phase-2')
  await expect(second.getByRole('heading', { level: 3 })).toBeVisible()
  expect((await second.textContent())?.length ?? 0).toBeGreaterThan(200)
  await expect(page.locator('#phase-1')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /capstone/i })).toBeVisible()
  expect(violations).toEqual([])
})

test("a guide reached from the course list's link is loaded as a document, with its phases", async ({ page }) => {
  await page.goto('/realworkstudio/course')
  await waitForHydration(page)
  const link = page.locator('a[href="/realworkstudio/course/android"]').first()
  await link.click()
  await expect(page).toHaveURL(/\/realworkstudio\/course\/android$/)
  await waitForReadingModule(page)
  const first = page.locator('#phase-1')
  await expect(first).toBeVisible()
  expect((await first.textContent())?.length ?? 0).toBeGreaterThan(200)
  await expect(page.getByRole('heading', { level: 2, name: /capstone/i })).toBeVisible()
})

test('a shared phase link is served from the page cache with a hash-based CSP and runs its module', async ({
  page,
  request,
}) => {
  const url = '/realworkstudio/course/android?phase=3&utm_source=whatsapp'
  await request.get(url)
  const response = await request.get(url)
  expect(response.headers()['x-page-cache']).toBe('HIT')
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  expect(response.headers()['content-security-policy']).not.toContain('nonce')
  expect(await response.text()).not.toContain('nonce=')

  const violations = cspViolations(page)
  await page.goto(url)
  await waitForReadingModule(page)
  await expect(page.locator('#phase-3')).toBeVisible()
  await phaseBar(page)
    .getByRole('link', { name: /^Phase 4(?!\d)/ })
    .click()
  await expect(page).toHaveURL(/\?phase=4#phase-4$/)
  await expect(page.locator('#phase-4')).toBeVisible()
  await waitForReadingModule(page)
  expect(violations).toEqual([])

  // A visitor with a cookie gets a per-request render, never a cached body.
  const withCookie = await request.get(url, { headers: { cookie: 'theme=dark' } })
  expect(withCookie.headers()['x-page-cache']).toBeUndefined()
  expect(withCookie.headers()['content-security-policy']).toContain("'nonce-")
})

test('the footer is HTML first: its code is no part of the first load, it hydrates after the page and renders after a client navigation into another layout', async ({
  page,
  request,
}) => {
  // Issue 44: the footer's code (app/components/layout/site-footer-content.tsx) loads after the page's own.
  const html = await (await request.get('/')).text()
  const read = (file: string) => readFileSync(path.join('build/client', file), 'utf8')
  const footerCode = (files: string[]) => files.filter((file) => read(file).includes('Show interactive map'))
  expect(footerCode(moduleClosure(pageScripts(html), read))).toEqual([])
  expect(footerCode(moduleClosure(pageScripts(html), read, { lazy: true }))).toHaveLength(1)

  await page.goto('/')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Contact' })).toBeVisible()
  // The footer hydrates a moment after the page (React has then tied its elements to their fibers), and its links
  // then navigate in the page.
  await expect
    .poll(() => footer.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await footer.getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL('/careers')
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training', exact: true }).click()
  await expect(page).toHaveURL('/realworkstudio')
  await expect(footer.getByRole('heading', { name: 'RealWork Studio' })).toBeVisible()
})

test('without JavaScript the footer is shown in place: the server streams no boundary hidden', async ({ browser }) => {
  // React streams a finished Suspense boundary hidden, to be shown by a script, once a page passes its progressive
  // chunk size; the footer and the registration's confirmation are such boundaries (app/lib/load-later.tsx).
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/', '/realworkstudio/course', '/services/services']) {
    const response = await page.goto(path)
    expect(await response!.text(), path).not.toContain('<div hidden id="S:')
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' }), path).toBeVisible()
  }
  await context.close()
})
