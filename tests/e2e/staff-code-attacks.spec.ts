import { rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Secret, TOTP } from 'otpauth'
import { expect, STAFF_EMAIL, staffCookie, staffEnv, test } from './fixtures'
import { freePort, hasBuild, startServer, tempDataDir, type RunningServer } from './server-process'

// Attacks on the second step against the real server, over HTTP as an attacker's script would send them: guessing
// codes from many addresses, replaying a code, replaying a passkey answer, and a restart in between. The server sits
// behind a pretend proxy (TRUST_PROXY=1), so each request may claim its own address.
const PASSWORD = 'owner attack-test password'
let server: RunningServer
let dataDir: string
let port: number
let secret = ''

const code = (ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + ahead })
const wrong = () => (code() === '000000' ? '111111' : '000000')

function start() {
  return startServer({ port, dataDir, env: { ...staffEnv(PASSWORD), TRUST_PROXY: '1' } })
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
  test.skip(!hasBuild, 'needs the production build (build/server/index.js): run `npm run build` first')

  test.beforeAll(async () => {
    port = await freePort()
    dataDir = tempDataDir('code-attacks')
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
    expect((await post({ intent: 'app-confirm', code: code() })).status).toBe(200)
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

  test('a code is accepted once: the same code again is refused and logged', async () => {
    const value = code(30_000) // the next step's: the current one confirmed the set-up
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

  test('guessing from many addresses stops after five wrong codes for the account, across a restart', async () => {
    test.slow() // a server restart on a shared 2-CPU machine
    const step = await passwordStep('198.51.100.1')
    // The replayed code above was the account's first failure in this window: four more, then it waits.
    for (let i = 1; i <= 4; i++) expect((await sendCode(step, wrong(), `198.51.100.${i}`)).status).toBe(401)
    const refused = await sendCode(step, wrong(), '198.51.100.77')
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many wrong codes')

    // A restart forgets nothing: the limit is a database row. Even the right code waits now.
    await server.stop()
    server = await start()
    const right = await sendCode(await passwordStep('198.51.100.99'), code(), '198.51.100.99')
    expect(right.status).toBe(429)
    expect(right.cookie).not.toMatch(/rw_staff=/)

    const entries = audit()
    expect(entries.filter((e) => e.action === 'code-refused' && e.detail?.startsWith('wrong code'))).toHaveLength(4)
    // Secrets never reach the audit log: no code, no Setup key.
    const logged = JSON.stringify(entries)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain(wrong())
    expect(server.output()).not.toContain(secret)
  })
})
