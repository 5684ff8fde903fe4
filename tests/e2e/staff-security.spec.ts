import { rmSync } from 'node:fs'
import type { CDPSession, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { axeViolations, expect, signInStaff, STAFF_EMAIL, staffEnv, test, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Passkeys, the authenticator app, recovery codes and the owner's policy, on a server of its own whose SITE_URL is
// http://localhost:PORT: a passkey's relying party must be a host name (an IP address is not valid), and localhost is
// a secure context. Passkeys come from Chromium's virtual authenticator (CDP WebAuthn domain).
const PASSWORD = 'owner security password'
let server: RunningServer
let dataDir: string
let origin: string
let setupKey = ''
let recoveryCodes: string[] = []

/** The code an authenticator app shows `ahead` ms from now for the Setup key (spaces ignored). */
export function codeFor(key: string, ahead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + ahead })
}

let lastStep = 0
/**
 * A code the server has not seen: each 30-second step's code is accepted once, and the server also accepts the next
 * step's code (a phone's clock running ahead). When both are used up, this waits for the next step: the one wait on
 * time in these tests, and the rule under test.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000) + 1
    if (step > lastStep) {
      lastStep = step
      return codeFor(setupKey, step * 30_000 - Date.now() + 1_000)
    }
    await new Promise((resolve) => setTimeout(resolve, (lastStep - 1) * 30_000 + 30_100 - Date.now()))
  }
}

/** A platform authenticator with user verification that answers at once, as Touch ID or Windows Hello would. */
async function virtualAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

interface Authenticator {
  cdp: CDPSession
  authenticatorId: string
}

/**
 * The passkeys a test's authenticator holds, kept after its page closes (a virtual authenticator lives with its page),
 * with their signature counts: the server refuses a count that does not go up.
 */
let heldPasskeys: Awaited<ReturnType<typeof readPasskeys>> = []

async function readPasskeys({ cdp, authenticatorId }: Authenticator) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
}

async function keepPasskeys(device: Authenticator) {
  heldPasskeys = await readPasskeys(device)
}

/** The same device again, in a new page: an authenticator holding the passkeys kept so far. */
async function sameDevice(page: Page): Promise<Authenticator> {
  const device = await virtualAuthenticator(page)
  for (const credential of heldPasskeys)
    await device.cdp.send('WebAuthn.addCredential', { authenticatorId: device.authenticatorId, credential })
  return device
}

/** Email and password, then the passkey at the second step: the way in for an account with a passkey. */
async function signInWithPasskeyStep(page: Page, path: string) {
  await signInStaff(page, origin, path, PASSWORD)
  await expect(page).toHaveURL(/\/staff\/login\/code/)
  await waitForHydration(page)
  const device = await sameDevice(page)
  await page.getByRole('button', { name: 'Use your passkey' }).click()
  await expect(page).toHaveURL(`${origin}${path}`)
  await keepPasskeys(device)
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/staff\/login$/)
}

test.describe('staff second factors', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    const port = await freePort()
    dataDir = tempDataDir('security')
    origin = `http://localhost:${port}`
    server = await startServer({ port, dataDir, env: { ...staffEnv(PASSWORD), SITE_URL: origin } })
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a staff member adds a passkey, names it, and signs in with it alone', async ({ page }) => {
    test.slow()
    await signInStaff(page, origin, '/staff/security', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    await waitForHydration(page)
    const device = await virtualAuthenticator(page)
    await page.getByLabel('Name for the new passkey').fill('Work laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible()
    const passkeys = page.getByRole('region', { name: 'Passkeys' })
    await expect(passkeys.getByRole('listitem')).toHaveCount(1)
    await expect(passkeys.getByRole('listitem')).toContainText(/Work laptop.*Added .* IST\. Last used: Not used yet/s)

    await passkeys.getByLabel('Name of passkey Work laptop').fill('Office laptop')
    await passkeys.getByRole('button', { name: 'Rename passkey Work laptop' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Passkey renamed' })).toBeVisible()
    await expect(passkeys.getByRole('listitem')).toContainText('Office laptop')

    await signOut(page)
    await waitForHydration(page)
    const answer = page.waitForRequest((r) => r.method() === 'POST' && /passkey/.test(r.postData() ?? ''))
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(`${origin}/staff`)

    // The browser's signed answer, sent again (a stolen request): its challenge is used up, so it opens nothing.
    const stolen = await answer
    const replay = await fetch(`${server.origin}/staff/login`, {
      method: 'POST',
      body: stolen.postData(),
      headers: { 'Content-Type': (await stolen.allHeaders())['content-type']! },
      redirect: 'manual',
    })
    expect(replay.status).toBe(401)
    expect(await replay.text()).toContain('That passkey did not sign you in.')
    expect(replay.headers.get('set-cookie') ?? '').not.toContain('rw_staff=')
    await page.goto(`${origin}/staff/security`)
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toContainText(
      /Last used: \d+ \w+ \d{4}/,
    )
    await page.goto(`${origin}/staff/audit`)
    await expect(page.getByRole('main')).toContainText('Added a passkey')
    await expect(page.getByRole('main')).toContainText(/Signed in.*passkey/s)
    await keepPasskeys(device)
  })

  test('a password alone never opens an account with a passkey: the second step asks for the passkey', async ({
    page,
  }) => {
    // The attack: the right password, over HTTP. It opens the second step, never a session.
    const answer = await fetch(`${server.origin}/staff/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: STAFF_EMAIL, password: PASSWORD }),
      redirect: 'manual',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(/^\/staff\/login\/code/)
    const cookies = answer.headers.getSetCookie()
    expect(cookies.join('\n')).not.toMatch(/(^|\n)rw_staff=/)
    const step = cookies.find((c) => c.startsWith('rw_staff_step='))!.split(';')[0]!
    for (const path of ['/staff', '/staff/security', '/staff/accounts', '/staff/people']) {
      const page = await fetch(`${server.origin}${path}`, { headers: { Cookie: step }, redirect: 'manual' })
      expect(page.status, path).toBe(302)
      expect(page.headers.get('location'), path).toMatch(/^\/staff\/login/)
    }
    const exported = await fetch(`${server.origin}/staff/export/enquiry`, { headers: { Cookie: step } })
    expect(exported.status).toBe(401)

    // The person: email and password, then the passkey.
    await signInStaff(page, origin, '/staff/accounts', PASSWORD)
    await expect(page).toHaveURL(/\/staff\/login\/code\?next=%2Fstaff%2Faccounts$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm with your passkey' })).toBeVisible()
    await expect(page.getByLabel('Code')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${origin}/staff`)
    await expect(page).toHaveURL(/\/staff\/login/)
    await page.goBack()
    await waitForHydration(page)
    const device = await sameDevice(page)
    await page.getByRole('button', { name: 'Use your passkey' }).click()
    await expect(page).toHaveURL(`${origin}/staff/accounts`)
    await keepPasskeys(device)
    await page.goto(`${origin}/staff/audit`)
    await expect(page.getByRole('main')).toContainText(/Signed in.*password and passkey/s)
  })

  test('without JavaScript the passkey buttons say what they need, and the password alone still opens nothing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${origin}/staff/login`)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in with a passkey needs JavaScript. Use your email and password instead.',
    )
    await page.getByLabel('Email').fill(STAFF_EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/staff\/login\/code/)
    await page.getByRole('button', { name: 'Use your passkey' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Using a passkey needs JavaScript. Turn it on and try again, or use your authenticator app’s code if you have one.',
    )
    await page.goto(`${origin}/staff`)
    await expect(page).toHaveURL(/\/staff\/login/)
    await context.close()
  })

  test('turning on an authenticator app: QR code, Setup key, Code; then ten recovery codes shown once', async ({
    page,
  }) => {
    await signInWithPasskeyStep(page, '/staff/security')
    const app = page.getByRole('region', { name: 'Authenticator app' })
    await app.getByRole('button', { name: 'Set up an authenticator app' }).click()
    await expect(app.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible()
    setupKey = (await app.locator('[data-setup-key]').textContent())!.trim()
    expect(setupKey.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
    expect(await axeViolations(page, app)).toEqual([])

    await app.getByLabel('Code').fill('000000' === codeFor(setupKey) ? '111111' : '000000')
    await app.getByRole('button', { name: 'Turn on' }).click()
    await expect(app.getByRole('alert')).toContainText('That code is not right')

    lastStep = Math.floor(Date.now() / 30_000)
    await app.getByLabel('Code').fill(codeFor(setupKey))
    await app.getByRole('button', { name: 'Turn on' }).click()
    const list = app.getByRole('list', { name: 'Recovery codes' })
    await expect(list.getByRole('listitem')).toHaveCount(10)
    recoveryCodes = await list.getByRole('listitem').allTextContents()
    expect(new Set(recoveryCodes).size).toBe(10)

    await page.reload()
    await expect(app).toContainText('On.')
    await expect(app).toContainText('10 recovery codes are left')
    await expect(app.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0)
  })

  test('with the app on, a password sign-in asks for the Code; a recovery code works once (no JavaScript)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signInStaff(page, origin, '/staff', PASSWORD)
    await expect(page).toHaveURL(/\/staff\/login\/code\?next=%2Fstaff$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
    await page.getByLabel('Code').fill(await freshCode())
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${origin}/staff`)
    await signOut(page)

    await signInStaff(page, origin, '/staff', PASSWORD)
    await page.getByLabel('Code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${origin}/staff`)
    await signOut(page)

    await signInStaff(page, origin, '/staff', PASSWORD)
    await page.getByLabel('Code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('alert')).toContainText('That code is not right')
    await context.close()
  })

  test("the owner's policy confines an account without a second factor to its Security page", async ({ page }) => {
    test.slow()
    await signInStaff(page, origin, '/staff/security', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    await page.getByLabel('Code').fill(recoveryCodes[1]!)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${origin}/staff/security`)
    await expect(page.getByRole('region', { name: 'Authenticator app' })).toContainText('8 recovery codes are left')

    await page.goto(`${origin}/staff/accounts`)
    await expect(page.getByRole('main')).toContainText('Second factor: 1 passkey and authenticator app')
    await page.getByRole('button', { name: 'Require a second factor for everyone' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'second-factor rule' })).toBeVisible()

    // The owner removes both factors: from now on only the Security page opens.
    await page.goto(`${origin}/staff/security`)
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByRole('button', { name: /^Remove passkey/ })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Passkey removed' })).toBeVisible()
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Turn off the authenticator app' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'requires a second factor' })).toBeVisible()
    for (const path of ['/staff', '/staff/accounts', '/staff/posts', '/staff/audit']) {
      await page.goto(`${origin}${path}`)
      await expect(page).toHaveURL(`${origin}/staff/security`)
    }
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText(['Security'])
    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === 'rw_staff')!
    const exported = await fetch(`${server.origin}/staff/export/enquiry`, {
      headers: { Cookie: `rw_staff=${session.value}` },
    })
    expect(exported.status).toBe(403)

    // A new passkey sets it free.
    await waitForHydration(page)
    const device = await virtualAuthenticator(page)
    await page.getByLabel('Name for the new passkey').fill('Phone')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible()
    await page.goto(`${origin}/staff`)
    await expect(page).toHaveURL(`${origin}/staff`)
    await keepPasskeys(device)
    await device.cdp.detach()
  })

  test('the security page and the app set-up pass axe (WCAG 2.2 AA) and fit the screen @phone', async ({ page }) => {
    const fits = async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      )
    }
    await page.goto(`${origin}/staff/login`)
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
    await fits()
    // After the tests above (desktop) the account has a passkey; on a fresh server (phone) it has none.
    if (heldPasskeys.length > 0) await signInWithPasskeyStep(page, '/staff/security')
    else await signInStaff(page, origin, '/staff/security', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    const app = page.getByRole('region', { name: 'Authenticator app' })
    await app.getByRole('button', { name: 'Set up an authenticator app' }).click()
    await expect(app.locator('[data-setup-key]')).toBeVisible()
    expect(await axeViolations(page, app)).toEqual([])
    await fits()
    await app.getByRole('button', { name: 'Cancel set-up' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Set-up cancelled' })).toBeVisible()
  })
})
