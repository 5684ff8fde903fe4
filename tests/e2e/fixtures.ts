import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import Database from 'better-sqlite3'
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { startMailedServer, stopMailedServer, type MailedServer } from './mailed-server'

export { expect }

interface Fixtures {
  /** Set false with test.use({ skipPopup: false }) to see the first-visit bootcamp popup. */
  skipPopup: boolean
}

interface WorkerFixtures {
  /**
   * One production server per Playwright worker, shared by every spec file whose journeys need a staff owner and the
   * test SMTP server and nothing else (startMailedServer's settings, owner password STAFF_PASSWORD). It starts with the
   * first test that asks for it and stops with the worker, so those files spend no time on a server start of their own
   * (2+ CPU-seconds, and 10–20 s of a worker doing nothing on a loaded machine). The files sharing it run one after
   * another in a worker, in any order, so each reads only its own data (unique names and emails, mails found by
   * recipient with `mailArrived`), and a file that changes what pages show (a claim, a testimonial, a job opening, a
   * post) is the only one here that reads it. A file that needs a fresh database (counts of all rows, "nothing yet"
   * states), other settings, a clock, or a server it may stop keeps `startServer`/`startMailedServer`; so does one that
   * changes what every page shows (prices, holidays, the owner).
   */
  staffServer: MailedServer
}

/** The first owner's password on the worker's shared staff server (`staffServer`). */
export const STAFF_PASSWORD = 'the shared staff server password'

/**
 * Every page starts as a returning visitor (no first-visit popup) and fails on uncaught page errors. Every spec file
 * uses this one `test`, so all of a project's files can share its workers: a file with a `test` of other worker
 * fixtures needs workers of its own, and Playwright starts them (a Node process, a browser, a staff server) when the
 * run reaches those files (14 worker processes a run instead of 6, issue 57).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  skipPopup: [true, { option: true }],
  page: async ({ page, skipPopup }, use) => {
    if (skipPopup) await page.addInitScript(() => localStorage.setItem('seenBootcampPopup', 'true'))
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // `use` is Playwright's fixture callback, not a React hook.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
  staffServer: [
    // A worker fixture needs no other fixture: Playwright reads the empty pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailed = await startMailedServer('staff', staffEnv(STAFF_PASSWORD))
      try {
        // The first owner exists before any spec file writes an account of its own into the store (the owner is made
        // on the first sign-in only while the store has none).
        await staffCookie(mailed.server.origin, STAFF_PASSWORD)
        // eslint-disable-next-line react-hooks/rules-of-hooks
        await use(mailed)
      } finally {
        await stopMailedServer(mailed)
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

/** The first response of `path` carries each text as HTML, and its hydration payload does not (`withHtmlOnly`). */
export async function expectHtmlOnly(page: Page, path: string, ...texts: string[]): Promise<void> {
  const html = await (await page.request.get(path)).text()
  const payload = html.split('window.__reactRouterContext').slice(1).join('')
  for (const text of texts) {
    expect(html, `${path} shows ${text}`).toContain(text)
    expect(payload, `${path} sends ${text} as data`).not.toContain(text)
  }
}

/** The error `page.evaluate` throws when the page navigates while it runs: the document it asked is gone. */
const navigatedAway = (error: unknown) => /Execution context was destroyed|navigation/i.test(String(error))

/**
 * Resolves once React has committed the page's hydration and run the effects of that commit: a state to wait on
 * instead of a timer. Polled from the test side, so it also works while the page's clock is paused (page.clock). A
 * navigation under way (a history step's page being replaced, a redirect) destroys the document being asked: the poll
 * then asks the next one, and a document that went away after hydrating is waited for again.
 */
export async function waitForHydration(page: Page, attempts = 3): Promise<void> {
  const hydrated = () =>
    page
      .evaluate(() => {
        // hydrateRoot marks its container, the document, with the root's first fiber; the root's committed state turns
        // isDehydrated false in the commit. (A fiber on <body> is set during the render, before the commit: a click in
        // that gap was a document navigation, a CI flake.)
        const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'))
        type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        const root = key ? (document as unknown as Record<string, HostRoot | null>)[key]?.stateNode : undefined
        return root?.current?.memoizedState?.isDehydrated === false
      })
      .catch((error) => {
        if (navigatedAway(error)) return false
        throw error
      })
  await expect
    .poll(hydrated, {
      message: 'React hydrated the page',
      // Asked every 50 ms: the default steps (0.1, 0.25, 0.5, then 1 s) waited up to a second past hydration per page.
      intervals: [50],
      timeout: 20_000,
    })
    .toBe(true)
  // React runs the passive effects of the hydration commit in a MessageChannel task; one more such task runs after.
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
  } catch (error) {
    if (!navigatedAway(error) || attempts <= 1) throw error
    await waitForHydration(page, attempts - 1)
  }
}

/**
 * Resolves once a page that is read (served without React, decision 031) has run its module: its custom elements are
 * defined and upgraded (the header's menu, back to top, print). Fails on a page that hydrates instead.
 */
export async function waitForReadingModule(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => customElements.get('rw-menu') !== undefined).catch(() => false), {
      message: 'the reading module ran',
      intervals: [50],
      timeout: 20_000,
    })
    .toBe(true)
  expect(await page.evaluate(() => '__reactRouterContext' in window), 'React Router is not on the page').toBe(false)
}

/** Waits for the page's scripts: the reading module on a page that is read (decision 031), else React's hydration. */
export async function waitForPageScripts(page: Page): Promise<void> {
  const reading = await page.locator('script[type="speculationrules"]').count()
  await (reading ? waitForReadingModule(page) : waitForHydration(page))
}

/** Holds every request whose URL matches `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Holds the page's scripts (the built /assets/*.js) until the returned function is called: the page is what a visitor
 * on a slow phone uses before it hydrates. Navigate with { waitUntil: 'commit' } (module scripts delay DOMContentLoaded).
 */
export const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.*\.js$/)

/**
 * Waits for the page (its clock installed before it loaded: page.clock.install()) to hydrate, then stops its timers:
 * from then on they fire only when the test moves the clock (page.clock.runFor), so "still there after 2 s" and "gone
 * after 3 s" are exact, whatever the machine's load. Not before hydrating: the page imports its scripts two animation
 * frames after its first screen is shown (http/critical-path.ts), and a paused clock runs no frames.
 */
export async function hydrateThenPauseClock(page: Page): Promise<void> {
  await waitForHydration(page)
  await pauseClockNow(page, 500)
}

/**
 * Pauses a page clock installed before the page loaded (page.clock.install()), `ahead` ms from now in the page's time
 * (jumping there at once): for pages that need their timers while loading, such as React's Suspense reveal of a
 * lazily loaded form.
 */
export async function pauseClockNow(page: Page, ahead = 5_000): Promise<void> {
  // A little ahead: the clock keeps running during the round trip, and pausing in its past is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead)
}

/**
 * The page's WCAG 2.2 AA violations, one line each, and headings that skip a level (axe's best-practice
 * `heading-order`, which Lighthouse's accessibility score counts). Legacy mode runs axe once in the page instead of per
 * frame plus a second page to merge the results, and only violations are reported in full: a third of the time or
 * less. Our pages have no frames (the footer's map becomes an iframe only once a visitor asks for it).
 *
 * `within` scans only what a journey changed (a form's region, a table, a dialog): the rest of a staff page is the shell
 * and the page as it opens, which staff-shell-axe.spec.ts scans in full for every staff route. Its elements are marked
 * with a data attribute for the scan (axe's `include` takes selectors), and unmarked afterwards.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    // first: options() replaces what withTags() set
    .options({ resultTypes: ['violations'], rules: { 'heading-order': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
  if (within) {
    await expect(within.first(), 'the part of the page to scan').toBeAttached()
    await within.evaluateAll((elements) => elements.forEach((el) => el.setAttribute('data-axe-scope', '')))
    builder.include('[data-axe-scope]')
  }
  try {
    const results = await builder.analyze()
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  } finally {
    if (within)
      await page.evaluate(() =>
        document.querySelectorAll('[data-axe-scope]').forEach((el) => el.removeAttribute('data-axe-scope')),
      )
  }
}

/** Reads the submissions the test server stored (the embedded SQLite file in its DATA_DIR). */
export function storedSubmissions(
  kind: string,
): { id: string; name: string; email: string; phone: string; fields: Record<string, string> }[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare('select id, name, email, phone, fields from submissions where kind = ? order by created_at')
      .all(kind) as {
      id: string
      name: string
      email: string
      phone: string
      fields: string
    }[]
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }))
  } finally {
    db.close()
  }
}

export function storedFiles(
  submissionId: string,
): { field: string; filename: string; content_type: string; size: number }[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('select field, filename, content_type, size from submission_files where submission_id = ?')
      .all(submissionId) as never
  } finally {
    db.close()
  }
}

/** A unique marker so each test finds its own stored submission. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** The first owner of every staff test server: created from ADMIN_EMAIL/ADMIN_PASSWORD on its first sign-in. */
export const STAFF_EMAIL = 'owner@realwork.example'

/** The environment of a staff test server whose first owner signs in with `password`. */
export function staffEnv(password: string): Record<string, string> {
  return { ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: password, SESSION_SECRET: 'e2e-session-secret-0123456789abcdef' }
}

/**
 * Opens `path` on a staff server, expects the sign-in page and signs in (the first owner unless `email` is given).
 * Works with and without JavaScript.
 */
export async function signInStaff(
  page: Page,
  origin: string,
  path: string,
  password: string,
  email = STAFF_EMAIL,
): Promise<void> {
  await page.goto(`${origin}${path}`)
  await expect(page).toHaveURL(/\/staff\/login/)
  // With scripts on, the form is filled once React owns it. Without this wait a phone journey's sign-in was once refused
  // as a wrong password on a machine loaded by the attack tests beside it, most likely filled while React hydrated.
  if (await page.evaluate(() => '__reactRouterContext' in window)) await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Sessions of `openSignedIn` in this worker, by server, email and password: one sign-in per account and spec file. */
const sessions = new Map<string, string>()

/**
 * Resolves once a hydrated page's React Router has nothing in flight (no navigation, revalidation or fetcher loading),
 * at once on a page without it. A journey that leaves a page with `page.goto` right after an action waits for this
 * first: React Router 7.18 lets an aborted fetcher request reject unhandled as the page goes (remix-run/react-router
 * #14203), which the page fixture reports as an uncaught "signal is aborted without reason" (a CI flake, once).
 */
export async function routerSettled(page: Page): Promise<void> {
  type RouterState = {
    navigation: { state: string }
    revalidation: string
    fetchers: Map<string, { state: string }>
  }
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const router = (window as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter
            if (!router) return true
            const { navigation, revalidation, fetchers } = router.state
            return (
              navigation.state === 'idle' &&
              revalidation === 'idle' &&
              [...fetchers.values()].every((fetcher) => fetcher.state === 'idle')
            )
          })
          .catch((error) => {
            if (navigatedAway(error)) return true // the page it was asked about has gone
            throw error
          }),
      { message: 'React Router has no request in flight', intervals: [50] },
    )
    .toBe(true)
}

/**
 * Opens `path` on a staff server already signed in, without the sign-in page: the real sign-in (`staffCookie`, the
 * POST the form sends) over HTTP once per account and server in this worker, its session cookie put into the page's
 * browser context, then the page. A session that has ended since (a sign-out, a password reset, a restarted server on
 * the same port) sends the page to the sign-in page: then it signs in afresh and opens `path` again. Same arguments as
 * `signInStaff`; for journeys about something other than signing in (measured under load: 1.5 s for a sign-in
 * through the page, 0.7 s over HTTP, 0.45 s with the session kept). Journeys about the sign-in itself (staff.spec,
 * staff-security, staff-accounts) keep `signInStaff`. Works with and without JavaScript.
 */
export async function openSignedIn(
  page: Page,
  origin: string,
  path: string,
  password: string,
  email = STAFF_EMAIL,
): Promise<void> {
  const key = `${origin} ${email} ${password}`
  for (const fresh of [false, true]) {
    let cookie = fresh ? undefined : sessions.get(key)
    if (!cookie) sessions.set(key, (cookie = await staffCookie(origin, password, { email })))
    const at = cookie.indexOf('=')
    await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin }])
    await routerSettled(page)
    await page.goto(`${origin}${path}`)
    if (!new URL(page.url()).pathname.startsWith('/staff/login')) return
    sessions.delete(key)
    if (fresh) break
  }
  throw new Error(`openSignedIn: ${email} could not open ${path} signed in (sent to ${page.url()})`)
}

/**
 * A staff page in a laptop-sized window of its own (1280 × 800), signed in and hydrated: the staff side of a journey
 * whose visitor is on a phone.
 */
export async function staffLaptopPage(browser: Browser, origin: string, path: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await openSignedIn(page, origin, path, password)
  await waitForHydration(page)
  return page
}

/** Signs in over HTTP and returns the `name=value` of the session cookie, for requests without a browser. */
export async function staffCookie(
  origin: string,
  password: string,
  { email = STAFF_EMAIL, headers = {} }: { email?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const response = await fetch(`${origin}/staff/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers,
    redirect: 'manual',
  })
  expect(response.status, 'staff sign-in answers 303').toBe(303)
  return response.headers.get('set-cookie')!.split(';')[0]!
}
