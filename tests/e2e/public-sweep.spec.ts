import type { Page } from '@playwright/test'
import { dynamicPublicPaths, legalPaths, publicPaths } from '../../app/content/paths'
import { siteRoutes, type SiteRoute } from '../../app/content/site-routes'
import { axeViolations, expect, test, waitForPageScripts } from './fixtures'
import { faintText, findOverflows, scanPage, scrollThrough, sidewaysOverflow } from './sweep-checks'

// One sweep of the public pages. Each path is loaded once per width it is checked at, in a browser context of that
// width, and every check of that path and width runs on that one load, one test per check, in this order:
//
//   1280 px (desktop project): axe, the Contact Us button, no card overflowing;
//   390 px (phone project):    axe (one page per template), nothing hidden from a reader scrolling it, the Contact Us
//                              button, no card overflowing;
//   360 px, and 320, 768, 1024 and 1440 px for the card pages (desktop project): one check each, on a page loaded at
//                              that width.
//
// axe and the reader's scroll need the page as it loads (scroll reveals on), so they come first; the checks after them
// turn reduced motion on in the page, which the stylesheet applies to everything already drawn (`.reveal-pending` is
// shown, transitions end at once), so they see what a page loaded under reduced motion shows. A failing check fails
// its own test; the group's mode restarts the worker, which loads the page afresh for the next check. Before, five
// specs loaded every path in a context of their own for each check: about 210 loads, now about 170, and a width check
// still sees the page as a browser of that width loads it (scripts that measure at load, media queries, `sizes`).

// Every public route, derived from the route registry, so each route added later is checked automatically.
const paths = [...publicPaths(), ...dynamicPublicPaths(), '/no-such-page']

// axe: every path at desktop width; at phone width one page per template (every guide, blog post and legal page shares
// its layout).
const legal = new Set(legalPaths())
const under = (pattern: string) => pattern.slice(0, pattern.indexOf(':'))
const template = (path: string) =>
  path.startsWith(under(siteRoutes.blogPost.path))
    ? siteRoutes.blogPost.path
    : path.startsWith(under(siteRoutes.guide.path))
      ? siteRoutes.guide.path
      : legal.has(path)
        ? '/:legal'
        : path
const axeAtPhoneWidth = new Set(paths.filter((path, i) => paths.findIndex((p) => template(p) === template(path)) === i))

// The floating Contact Us button is on every main-site page, and never covers a form control or the footer's contact
// details: it steps aside while a form or those details are in view, and the page leaves room for it at its end, so at
// the bottom it covers no line (issue 43). The careers form's own journey is in contact-button.spec.ts.
const contactPaths = new Set(
  publicPaths().filter((path) => {
    const route: SiteRoute | undefined = Object.values(siteRoutes).find((r) => r.path === path)
    return route ? route.layout === 'main' : path.startsWith(under(siteRoutes.blogPost.path))
  }),
)
const withForm = ['/enquiry', '/careers', '/verify']

// No public page hides content from a phone reader (issue 43): a scroll reveal starts when a section's top enters the
// viewport, so a section taller than the screen fades in like any other. The 404 page has no reveal.
const readerPaths = new Set([...publicPaths(), ...dynamicPublicPaths()])

// Every page with a grid of cards, including the query-string views that change what the cards hold, at these widths.
const cardPaths = [
  '/',
  '/blogs',
  '/realworkstudio',
  '/realworkstudio/course',
  '/realworkstudio/project',
  '/realworkstudio/course/backend',
  '/services',
  '/services/about',
  '/services/services',
  '/services/services?view=support',
]
const cardWidths = [320, 390, 768, 1024, 1280, 1440]
/** The card widths no project loads at: each gets a load of its own. */
const otherCardWidths = cardWidths.filter((width) => width !== 390 && width !== 1280)

/** Cards far down a page skip layout until they near the viewport (deferRender): lay everything out to measure it. */
async function layOutEverything(page: Page) {
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' })
  await page.evaluate(() => new Promise(requestAnimationFrame))
}

/** No card's content pokes out of it, and the page does not scroll sideways, at the page's width. */
async function checkCards(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // scroll reveals off: cards at their final position
  await layOutEverything(page)
  expect(await page.evaluate(findOverflows)).toEqual([])
}

/** The Contact Us button at the page's width: there, covering no control or contact detail, back on focus. */
async function checkContactButton(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // A hydrated page's button: its code arrives after the page's own (issue 44), until then it is a link that cannot
  // step aside. A page that is read (decision 031) keeps the link, which its module makes step aside.
  const reading = (await page.locator('script[type="speculationrules"]').count()) > 0
  const button = page.locator(reading ? 'a[data-contact-float]' : 'button[data-contact-float]', {
    hasText: 'Contact Us',
  })
  await expect(button).toBeAttached()
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const phone = page.viewportSize()!.width < 600
  if (!withForm.includes(path) && phone) await expect(button, 'on the first screen').toBeInViewport()
  expect(await scanPage(page)).toEqual([])
  // Wherever it has stepped aside, focus brings it back.
  await button.focus()
  await expect(button).toBeInViewport()
}

/**
 * A group of checks run in order on one load of `path` in the project's device (its width, a phone's agent and touch),
 * as a returning visitor (no first-visit popup), each check failing on the page's uncaught errors as fixtures.ts's page
 * does. The checks get the page from `page()`.
 */
function onOneLoad(path: string, checks: (page: () => Page) => void) {
  test.describe.configure({ mode: 'default' })
  let loaded: Page | undefined
  const errors: string[] = []
  test.beforeAll(async ({ browser }) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL })
    await context.addInitScript(() => localStorage.setItem('seenBootcampPopup', 'true'))
    loaded = await context.newPage()
    loaded.on('pageerror', (error) => errors.push(error.message))
    await loaded.goto(path)
    await waitForPageScripts(loaded)
  })
  test.afterAll(async () => {
    await loaded?.context().close()
  })
  test.afterEach(() => {
    expect(errors, 'uncaught errors in the page').toEqual([])
  })
  checks(() => loaded!)
}

for (const path of [...paths, ...cardPaths.filter((path) => !paths.includes(path))]) {
  test.describe(`${path} at 1280 px`, () => {
    // Decided from the project's options alone: the phone project opens no page for these.
    test.skip(({ isMobile }) => isMobile, 'the desktop project runs it')
    onOneLoad(path, (page) => {
      if (paths.includes(path))
        test(`axe: ${path} has no WCAG 2.2 AA violations`, async () => {
          expect(await axeViolations(page())).toEqual([])
        })
      if (contactPaths.has(path))
        test(`${path} at 1280 px: the Contact Us button is there and covers no control or contact detail`, async () => {
          await checkContactButton(page(), path)
        })
      if (cardPaths.includes(path))
        test(`no element overflows its card on ${path} at 1280 px`, async () => {
          await checkCards(page())
        })
    })
  })

  test.describe(`${path} at 390 px @phone`, () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone project runs it')
    onOneLoad(path, (page) => {
      if (axeAtPhoneWidth.has(path))
        test(`axe: ${path} has no WCAG 2.2 AA violations at 390 px @phone`, async () => {
          expect(await axeViolations(page())).toEqual([])
        })
      if (readerPaths.has(path))
        test(`${path}: every text is fully drawn once it has been in view, at 390×844 @phone`, async () => {
          await scrollThrough(page())
          // A reveal lasts 700 ms: a second after the last screen every text it touched is whole; one that never
          // started (the old trigger, 30 % of a section taller than the screen) stays at 0.
          await expect
            .poll(() => page().evaluate(faintText), {
              message: `${path}: text still faint after scrolling`,
              timeout: 5_000,
            })
            .toEqual([])
        })
      if (contactPaths.has(path))
        test(`${path} at 390 px: the Contact Us button is there and covers no control or contact detail @phone`, async () => {
          await checkContactButton(page(), path)
        })
      if (cardPaths.includes(path))
        test(`no element overflows its card on ${path} at 390 px @phone`, async () => {
          await checkCards(page())
        })
    })
  })
}

// Widths no project has: a page loaded at that width under reduced motion (the desktop project's browser, resized
// before the page loads), one check each.
test.describe('other widths', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop project runs it')
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test.describe('360 px', () => {
    test.use({ viewport: { width: 360, height: 780 } })
    // No public page scrolls sideways on a 360 px phone: long unbroken words (a guide's `AppCompatDelegate...`) must
    // wrap, wide tables must scroll inside their own box.
    for (const path of paths)
      test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
        await page.goto(path)
        await layOutEverything(page)
        expect(await page.evaluate(sidewaysOverflow)).toEqual([])
      })
  })

  for (const width of otherCardWidths)
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 900 } })
      for (const path of cardPaths)
        test(`no element overflows its card on ${path} at ${width} px`, async ({ page }) => {
          await page.goto(path)
          await checkCards(page)
        })
    })
})
