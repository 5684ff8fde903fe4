import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Secret, TOTP } from 'otpauth'
import { expect, STAFF_EMAIL, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Attacks on the second step against the real server, over HTTP as an attacker's script would send them: guessing
// codes from many addresses, replaying a code, replaying a passkey answer, and a restart in between. The server sits
// behind a pretend proxy (TRUST_PROXY=1), so each request may claim its own address, and runs on a test clock
// (NODE_ENV=test, TEST_CLOCK_FILE: app/server/clock.server.ts) that the tests move a 30-second step on instead of
// waiting for the next code.
const PASSWORD = 'owner attack-test password'
let server: RunningServer
let dataDir: string
let port: number
/** The file of the server's test clock, and the milliseconds it is ahead of the real time. */
let clockFile: string
let clockAhead = 0
let secret = ''
let recoveryCodes: string[] = []
/** The newest 30-second step whose code the server has accepted: it accepts each step once, never an older one. */
let lastStep = 0

/** The code the owner's app shows `ahead` ms from now in the server's time. */
const code = (ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + clockAhead + ahead,
  })
const wrong = () => (code() === '000000' ? '111111' : '000000')
const stepOf = (ahead = 0) => Math.floor((Date.now() + clockAhead + ahead) / 30_000)

/**
 * A code of a step the server has not seen yet: the next step's, which it accepts too (a phone's clock running ahead).
 * When that one is used up, the server's clock moves a step on (what 30 seconds of waiting would do).
 */
function unusedCode(): string {
  if (stepOf(30_000) <= lastStep) {
    clockAhead += (lastStep + 1 - stepOf(30_000)) * 30_000
    writeFileSync(clockFile, String(clockAhead))
  }
  lastStep = stepOf(30_000)
  return code(30_000)
}

function start() {
  const env = { ...staffEnv(PASSWORD), TRUST_PROXY: '1', NODE_ENV: 'test', TEST_CLOCK_FILE: clockFile }
  return startServer({ port, dataDir, env })
}

/** Password right: the step cookie of the code step (no session yet). */
async function passwordStep(address: string): Promise<string> {
  const response = await fetch(`${server.origin}/staff/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: STAFF_EMAIL, password: PASSWORD }),
    headers: { 'X-Forwarded-For': address },
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toMatch(/^\/staff\/login\/code/)
  const cookie = response.headers.get('set-cookie')!
  expect(cookie).toMatch(/^rw_staff_step=/)
  return cookie.split(';')[0]!
}

async function sendCode(step: string, value: string, address: string) {
  const response = await fetch(`${server.origin}/staff/login/code`, {
    method: 'POST',
    body: new URLSearchParams({ code: value, next: '/staff' }),
    headers: { Cookie: step, 'X-Forwarded-For': address },
    redirect: 'manual',
  })
  return { status: response.status, cookie: response.headers.get('set-cookie') ?? '', text: await response.text() }
}

function audit(): { action: string; detail: string | null; target: string | null }[] {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select action, detail, target from audit_log order by at, id').all() as never
  } finally {
    db.close()
  }
}

test.describe('attacks on the second step', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    port = await freePort()
    dataDir = tempDataDir('code-attacks')
    clockFile = path.join(dataDir, 'clock-ahead')
    server = await start()
    // The owner turns the app on over HTTP: start set-up, read the Setup key from the page, confirm with a code.
    const session = await staffCookie(server.origin, PASSWORD)
    const post = (body: Record<string, string>) =>
      fetch(`${server.origin}/staff/security`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: { Cookie: session },
        redirect: 'manual',
      })
    expect((await post({ intent: 'app-start' })).status).toBe(303)
    const page = await (await fetch(`${server.origin}/staff/security`, { headers: { Cookie: session } })).text()
    secret = /data-setup-key="true">([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, '')
    lastStep = stepOf()
    const confirmed = await post({ intent: 'app-confirm', code: code() })
    expect(confirmed.status).toBe(200)
    recoveryCodes = [...(await confirmed.text()).matchAll(/>([a-z2-9]{5}-[a-z2-9]{5})</g)].map((m) => m[1]!)
    expect(recoveryCodes).toHaveLength(10)
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a password alone opens nothing: the code step is not a session', async () => {
    const step = await passwordStep('203.0.113.1')
    const inbox = await fetch(`${server.origin}/staff`, { headers: { Cookie: step }, redirect: 'manual' })
    expect(inbox.status).toBe(302)
    expect(inbox.headers.get('location')).toMatch(/^\/staff\/login/)
  })

  test("the second step's passkey options need the step's cookie, and name only that account's passkeys", async () => {
    const ask = (cookie?: string) =>
      fetch(`${server.origin}/staff/passkey-options`, {
        method: 'POST',
        body: new URLSearchParams({ purpose: 'step' }),
        headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      })
    const without = await ask()
    expect(without.status).toBe(401)
    expect(await without.text()).toContain('This sign-in has expired')
    const options = (await (await ask(await passwordStep('203.0.113.9'))).json()) as { allowCredentials?: unknown[] }
    // This account has the app and no passkey: nothing to offer, and no other account's passkeys.
    expect(options.allowCredentials).toEqual([])
  })

  test('a code is accepted once: the same code again is refused and logged', async () => {
    const value = unusedCode() // the current step's confirmed the set-up
    const first = await sendCode(await passwordStep('203.0.113.2'), value, '203.0.113.2')
    expect(first.status).toBe(303)
    expect(first.cookie).toMatch(/rw_staff=/)
    const again = await sendCode(await passwordStep('203.0.113.3'), value, '203.0.113.3')
    expect(again.status).toBe(401)
    expect(again.cookie).not.toMatch(/rw_staff=/)
    expect(
      audit()
        .filter((e) => e.action === 'code-refused')
        .at(-1)?.detail,
    ).toBe('code used already, 203.0.113.3')
  })

  test("a stranger's wrong codes from one address lock that address out, across a restart, never the owner", async () => {
    test.slow() // a server restart on a shared 2-CPU machine
    const attacker = '198.51.100.1'
    const step = await passwordStep(attacker)
    for (let i = 1; i <= 5; i++) expect((await sendCode(step, wrong(), attacker)).status).toBe(401)
    const refused = await sendCode(step, wrong(), attacker)
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many wrong codes from your network')

    // A restart forgets nothing: the limit is a database row. From the attacker's address even the right code waits:
    // refused before it is checked, it stays unused, and the owner signs in with that same code below.
    await server.stop()
    server = await start()
    const rightCode = unusedCode()
    const again = await sendCode(await passwordStep(attacker), rightCode, attacker)
    expect(again.status).toBe(429)
    expect(again.cookie).not.toMatch(/rw_staff=/)

    // Wrong codes from more addresses pass the account-wide threshold: they slow the account's attempts, no more.
    for (const other of ['198.51.100.2', '198.51.100.3'])
      for (let i = 1; i <= 3; i++) expect((await sendCode(step, wrong(), other)).status).toBe(401)

    // The owner, from another network: the right code signs in, and so does a recovery code.
    const owner = '192.0.2.44'
    const right = await sendCode(await passwordStep(owner), rightCode, owner)
    expect(right.status).toBe(303)
    expect(right.cookie).toMatch(/rw_staff=/)
    const recovery = await sendCode(await passwordStep(owner), recoveryCodes[0]!, owner)
    expect(recovery.status).toBe(303)
    expect(recovery.cookie).toMatch(/rw_staff=/)

    const entries = audit()
    expect(entries.filter((e) => e.action === 'code-refused' && e.detail?.startsWith('wrong code'))).toHaveLength(11)
    // Secrets never reach the audit log: no code, no Setup key.
    const logged = JSON.stringify(entries)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain(wrong())
    expect(server.output()).not.toContain(secret)
  })
})
