import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { endStaffSession, isStaff, requireOwner, requireStaff, staffConfig } from '~/staff/shell/server/session.server'
import { listStaffSessions, safeNext, sessionProvedSecondFactor, signIn, signInDelayMs, signOut } from './auth.server'
import { storePasskey } from './test-owner.server'
import { acceptInvite, inviteAccount } from '~/staff/accounts/server/accounts.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { getDatabase } from '~/server/db/database.server'
import * as accountsRoute from '~/staff/accounts/routes/staff.accounts'
import * as auditRoute from '~/staff/shell/routes/staff.audit'
import * as exportRoute from '~/staff/leads/routes/staff.export.$kind'
import * as fileRoute from '~/staff/leads/routes/staff.files.$fileId'
import * as indexRoute from '~/staff/leads/routes/staff._index'
import * as layoutRoute from '~/staff/shell/routes/staff'
import * as loginRoute from '~/staff/accounts/routes/staff.login'
import * as logoutRoute from '~/staff/accounts/routes/staff.logout'
import * as detailRoute from '~/staff/leads/routes/staff.submissions.$id'

const EMAIL = 'owner@realwork.example'
const PASSWORD = 'correct horse battery staple'
const SECRET = 's'.repeat(40)
let address = 0

beforeAll(() => {
  // Sessions and sign-in counters are database rows: a fresh SQLite file (or the PostgreSQL run's DATABASE_URL).
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'auth-test-'))
})

beforeEach(() => {
  vi.stubEnv('SIGN_IN_MAX_DELAY_MS', '20')
  vi.stubEnv('ADMIN_EMAIL', EMAIL)
  vi.stubEnv('ADMIN_PASSWORD', PASSWORD)
  vi.stubEnv('SESSION_SECRET', SECRET)
  vi.stubEnv('TRUST_PROXY_HTTPS', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

async function cookieFor(url = 'http://localhost/staff/login'): Promise<string> {
  const result = await signIn(new Request(url, { method: 'POST' }), EMAIL, PASSWORD, `192.0.2.${++address}`)
  if (!result.ok) throw new Error(result.error)
  return result.cookie
}

function get(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie.split(';')[0]! } : {} })
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown Response')
}

describe('staff sign-in', () => {
  it('signs the first owner in from the environment; after that the environment password opens nothing', async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const first = await signIn(request, 'OWNER@realwork.example ', PASSWORD, '192.0.2.250')
    expect(first).toMatchObject({ ok: true, account: { email: EMAIL, role: 'owner' } })
    vi.stubEnv('ADMIN_EMAIL', 'someone.else@realwork.example')
    vi.stubEnv('ADMIN_PASSWORD', 'a brand new environment password')
    for (const [email, password] of [
      ['someone.else@realwork.example', 'a brand new environment password'],
      [EMAIL, 'a brand new environment password'],
      ['nobody@realwork.example', PASSWORD],
      ['', PASSWORD],
    ])
      expect(await signIn(request, email!, password!, '192.0.2.251'), email).toMatchObject({
        ok: false,
        status: 401,
        error: 'That email and password do not match an account.',
      })
    expect(await signIn(request, EMAIL, PASSWORD, '192.0.2.252')).toMatchObject({ ok: true })
    const { db } = await getDatabase()
    const { entries } = await listAudit(db, { action: 'sign-in', actor: EMAIL })
    expect(entries[0]).toMatchObject({ detail: '192.0.2.252' })
  })

  it('is off without a long SESSION_SECRET', () => {
    expect(staffConfig({})).toMatchObject({ ok: false })
    expect(staffConfig({ SESSION_SECRET: 'short' })).toMatchObject({ ok: false, reason: expect.stringContaining('32') })
    expect(staffConfig({ SESSION_SECRET: SECRET })).toMatchObject({ ok: true })
  })

  it('sets a signed, http-only, SameSite=Lax cookie for 8 hours; secure behind HTTPS', async () => {
    const cookie = await cookieFor()
    expect(cookie).toMatch(/^rw_staff=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=28800/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/i)
    expect(await cookieFor('https://realworktech.in/staff/login')).toMatch(/Secure/)
    vi.stubEnv('TRUST_PROXY_HTTPS', '1')
    expect(await cookieFor()).toMatch(/Secure/)
  })

  it('accepts its own cookie only: not a tampered one, not after 8 hours, not with another secret', async () => {
    const cookie = await cookieFor()
    expect(await isStaff(get('/staff', cookie))).toBe(true)
    expect(await isStaff(get('/staff'))).toBe(false)
    const value = cookie.split(';')[0]!
    // One character of the signature changed: to 'B' if it was 'A', else to 'A' (never the same character).
    const tampered = value.slice(0, -3) + (value.at(-3) === 'A' ? 'B' : 'A') + value.slice(-2)
    expect(tampered).not.toBe(value)
    expect(await isStaff(get('/staff', tampered))).toBe(false)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 8 * 60 * 60 * 1000 + 1000)
    expect(await isStaff(get('/staff', cookie))).toBe(false)
    vi.useRealTimers()

    vi.stubEnv('SESSION_SECRET', 't'.repeat(40))
    expect(await isStaff(get('/staff', cookie))).toBe(false)
  })

  it('refuses wrong passwords and limits attempts to 5 per address in 15 minutes', async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const results = []
    for (let i = 0; i < 6; i++)
      results.push(await signIn(request, EMAIL, i === 5 ? PASSWORD : 'wrong password', '198.51.100.7'))
    expect(results.slice(0, 5).map((r) => (r.ok ? 200 : r.status))).toEqual([401, 401, 401, 401, 401])
    expect(results[5]).toMatchObject({ ok: false, status: 429 })
    expect(await signIn(request, EMAIL, PASSWORD, '198.51.100.8')).toMatchObject({ ok: true })
  })

  it("never lets one account's success clear another account's failures from the same address", async () => {
    // With an account of one's own, four wrong guesses at another's password, then one right sign-in as oneself,
    // again and again: before, the success cleared the address's count and the guessing never reached 429.
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        const guess = await signIn(request, 'victim@realwork.example', `guess ${round}-${i}`, '198.51.100.60')
        statuses.push(guess.ok ? 200 : guess.status)
      }
      const own = await signIn(request, EMAIL, PASSWORD, '198.51.100.60')
      statuses.push(own.ok ? 200 : own.status)
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 200, 401])
    expect(statuses.slice(6)).toEqual(Array(9).fill(429))
  })

  it("forgives an account's own failures when it signs in, and only those", async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const address = '198.51.100.61'
    for (let i = 0; i < 4; i++) await signIn(request, EMAIL, 'a typo', address)
    expect(await signIn(request, EMAIL, PASSWORD, address)).toMatchObject({ ok: true })
    // Its four typos are forgiven: four more wrong passwords are still answered 401, the fifth of those too.
    const after = []
    for (let i = 0; i < 6; i++) after.push(await signIn(request, EMAIL, 'another typo', address))
    expect(after.map((r) => (r.ok ? 200 : r.status))).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('signs out on the server: the same cookie, copied before, opens nothing afterwards', async () => {
    const cookie = await cookieFor()
    expect(await isStaff(get('/staff', cookie))).toBe(true)
    const cleared = await signOut(get('/staff', cookie))
    expect(cleared).toMatch(/^rw_staff=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(await isStaff(get('/staff', cookie))).toBe(false)
  })

  it('keeps sessions as rows that can be listed and ended one by one', async () => {
    const request = new Request('http://localhost/staff/login', {
      method: 'POST',
      headers: { 'User-Agent': 'Firefox on the front desk' },
    })
    const result = await signIn(request, EMAIL, PASSWORD, '192.0.2.200')
    if (!result.ok) throw new Error(result.error)
    const { db } = await getDatabase()
    const mine = (await listStaffSessions(db)).find((s) => s.clientAddress === '192.0.2.200')
    expect(mine).toMatchObject({ userAgent: 'Firefox on the front desk', email: EMAIL, accountId: result.account.id })
    expect(result.cookie).not.toContain(mine!.id) // the cookie carries a signed id, not the row's data
    await endStaffSession(db, mine!.id)
    expect(await isStaff(get('/staff', result.cookie))).toBe(false)
  })

  it('slows sign-in while many wrong passwords arrive, up to a cap, and never refuses for it', () => {
    expect(signInDelayMs(0, 3000)).toBe(0)
    expect(signInDelayMs(20, 3000)).toBe(0)
    expect(signInDelayMs(30, 3000)).toBe(500)
    expect(signInDelayMs(10_000, 3000)).toBe(3000)
  })

  it('only sends people back inside the inbox after sign-in', () => {
    expect(safeNext('/staff/submissions/abc')).toBe('/staff/submissions/abc')
    expect(safeNext('/staff?kind=registration&page=2')).toBe('/staff?kind=registration&page=2')
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/staff//evil.example',
      '/staffing',
      '/',
      '/staff/login',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(bad)).toBe('/staff')
    }
  })

  it('requireStaff redirects pages to sign-in, answers 401/403 for resources, and refuses cross-site posts', async () => {
    const page = await thrown(requireStaff(get('/staff/submissions/x?y=1')))
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/staff/login?next=%2Fstaff%2Fsubmissions%2Fx%3Fy%3D1')
    expect((await thrown(requireStaff(get('/staff/files/x'), { resource: true }))).status).toBe(401)
    const cookie = await cookieFor()
    await expect(requireStaff(get('/staff', cookie))).resolves.toMatchObject({ email: EMAIL, role: 'owner' })
    const crossSite = new Request('http://localhost/staff/submissions/x', {
      method: 'POST',
      headers: { Cookie: cookie.split(';')[0]!, Origin: 'https://evil.example' },
    })
    expect((await thrown(requireStaff(crossSite))).status).toBe(403)
    vi.stubEnv('SESSION_SECRET', '')
    expect((await thrown(requireStaff(get('/staff/export/enquiry', cookie), { resource: true }))).status).toBe(403)
    expect((await thrown(requireStaff(get('/staff', cookie)))).headers.get('Location')).toBe('/staff/login')
  })

  it('lets owners manage accounts; an editor gets 403, and a removed account is signed out at once', async () => {
    const { db } = await getDatabase()
    const ownerCookie = await cookieFor()
    const me = await requireOwner(get('/staff/accounts', ownerCookie))
    const invited = await inviteAccount(db, me, { email: 'editor@realwork.example', name: 'Ed', role: 'editor' })
    if (!invited.ok) throw new Error(invited.error)
    const mail = await db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'editor@realwork.example')
      .executeTakeFirstOrThrow()
    const token = /\/staff\/invite\/([\w-]+)/.exec(mail.body!)![1]!
    expect(await acceptInvite(db, token, { name: 'Ed Itor', password: 'an editor password' })).toMatchObject({
      ok: true,
    })
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const editor = await signIn(request, 'editor@realwork.example', 'an editor password', '192.0.2.240')
    if (!editor.ok) throw new Error(editor.error)
    await expect(requireStaff(get('/staff', editor.cookie))).resolves.toMatchObject({ role: 'editor' })
    await expect(requireOwner(get('/staff/accounts', editor.cookie))).rejects.toMatchObject({ init: { status: 403 } })
    const accounts = accountsRoute.loader({
      request: get('/staff/accounts', editor.cookie),
      params: {},
      context: {},
    } as never)
    await expect(accounts).rejects.toMatchObject({ init: { status: 403 } })
    const audit = auditRoute.loader({ request: get('/staff/audit', editor.cookie), params: {}, context: {} } as never)
    await expect(audit).rejects.toMatchObject({ init: { status: 403 } })

    // Removed: the very next request with the same cookie is refused, even if its session row had survived.
    await db.deleteFrom('staff_accounts').where('id', '=', editor.account.id).execute()
    expect(await isStaff(get('/staff', editor.cookie))).toBe(false)
  })
})

describe('a second factor, once an account has one, is always asked for', () => {
  /** A new editor with a password and, from `passkey()` on, a passkey (a stored key: only its presence matters here). */
  async function editorWithPassword(email: string) {
    const { db } = await getDatabase()
    const me = await requireOwner(get('/staff/accounts', await cookieFor()))
    const invited = await inviteAccount(db, me, { email, name: 'Pia', role: 'editor' })
    if (!invited.ok) throw new Error(invited.error)
    const mail = await db.selectFrom('outbox').select('body').where('recipient', '=', email).executeTakeFirstOrThrow()
    const token = /\/staff\/invite\/([\w-]+)/.exec(mail.body!)![1]!
    const accepted = await acceptInvite(db, token, { name: 'Pia', password: 'a passkey person password' })
    if (!accepted.ok) throw new Error('not accepted')
    const signInNow = () =>
      signIn(
        new Request('http://localhost/staff/login', { method: 'POST' }),
        email,
        'a passkey person password',
        '192.0.2.230',
      )
    const passkey = (accountId: string) => storePasskey(db, accountId)
    return { db, signInNow, passkey }
  }

  it('a passkey-only account: the password opens the second step, never a session, and older password sessions end', async () => {
    const { signInNow, passkey } = await editorWithPassword('passkey.only@realwork.example')
    const before = await signInNow()
    if (!before.ok || before.codeStep) throw new Error('expected a session')
    expect(await isStaff(get('/staff', before.cookie))).toBe(true)
    await passkey(before.account.id)

    // The session the password opened before the passkey was added opens nothing now.
    expect(await isStaff(get('/staff', before.cookie))).toBe(false)
    // A new password sign-in ends at the second step: its cookie is the step's, not a session.
    const after = await signInNow()
    expect(after).toMatchObject({ ok: true, codeStep: true })
    if (!after.ok) throw new Error(after.error)
    expect(after.cookie).toMatch(/^rw_staff_step=/)
    expect(after.cookie).toMatch(/Path=\/staff;/)
    expect(await isStaff(get('/staff', after.cookie))).toBe(false)
  })

  it("adding a factor keeps the session that added it and ends the account's other password-only sessions", async () => {
    const { db, signInNow, passkey } = await editorWithPassword('adds.a.key@realwork.example')
    const [here, elsewhere] = [await signInNow(), await signInNow()]
    if (!here.ok || !elsewhere.ok) throw new Error('expected sessions')
    const me = await requireStaff(get('/staff/security', here.cookie), { beforeSecondFactor: true })
    await passkey(me.id)
    await sessionProvedSecondFactor(db, me)
    await expect(requireStaff(get('/staff', here.cookie))).resolves.toMatchObject({
      id: me.id,
      factors: { app: false, passkeys: 1 },
    })
    expect(await isStaff(get('/staff', elsewhere.cookie))).toBe(false)
    const sessions = await listStaffSessions(db)
    expect(sessions.filter((s) => s.accountId === me.id).map((s) => s.id)).toEqual([me.sessionId])
  })
})

describe('every staff route checks access itself', () => {
  const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never
  const post = (path: string) =>
    new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams({ intent: 'handled' }) })

  it('refuses signed-out requests to every loader and action, before touching data', async () => {
    const pages: Promise<unknown>[] = [
      accountsRoute.loader(args(get('/staff/accounts'))),
      accountsRoute.action(args(post('/staff/accounts'))),
      auditRoute.loader(args(get('/staff/audit?actor=a'))),
      indexRoute.loader(args(get('/staff?kind=enquiry'))),
      detailRoute.loader(args(get('/staff/submissions/abc'), { id: 'abc' })),
      detailRoute.action(args(post('/staff/submissions/abc'), { id: 'abc' })),
      logoutRoute.loader(args(get('/staff/logout'))),
      logoutRoute.action(args(post('/staff/logout'))),
    ]
    for (const response of await Promise.all(pages.map(thrown))) {
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^\/staff\/login/)
    }
    for (const response of await Promise.all([
      thrown(fileRoute.loader(args(get('/staff/files/abc'), { fileId: 'abc' }))),
      thrown(exportRoute.loader(args(get('/staff/export/enquiry'), { kind: 'enquiry' }))),
    ])) {
      expect(response.status).toBe(401)
      expect(await response.text()).not.toMatch(/@|,/)
    }
  })

  it('lets nobody in when the inbox is not configured', async () => {
    vi.stubEnv('SESSION_SECRET', '')
    expect(await loginRoute.loader(args(get('/staff/login')))).toMatchObject({ configured: false })
    expect(await layoutRoute.loader(args(get('/staff')))).toEqual({
      signedIn: false,
      owner: false,
      name: null,
      confined: false,
      askName: false,
    })
    const attempt = await loginRoute.action(
      args(
        new Request('http://localhost/staff/login', { method: 'POST', body: new URLSearchParams({ password: '' }) }),
      ),
    )
    expect(attempt).toMatchObject({ init: { status: 403 } })
    expect((await thrown(fileRoute.loader(args(get('/staff/files/abc'), { fileId: 'abc' })))).status).toBe(403)
  })
})

describe('sign-in under attack from many addresses', () => {
  // 38 real scrypt checks: 4 s on an idle machine, over a minute at a load of 25.
  it('throttles each attacking address, while the owner signs in from their own', { timeout: 300_000 }, async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const statuses = []
    // 6 addresses, 6 wrong passwords each (30 failures, past the threshold of 20 where every attempt slows down):
    // every address is cut off after its fifth.
    for (let host = 0; host < 6; host++) {
      for (let i = 0; i < 6; i++) {
        const result = await signIn(
          request,
          host % 2 ? EMAIL : `guess${host}@realwork.example`,
          'wrong',
          `203.0.113.${host}`,
        )
        statuses.push(result.ok ? 200 : result.status)
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(6)
    expect(await signIn(request, EMAIL, PASSWORD, '203.0.113.0')).toMatchObject({ ok: false, status: 429 })
    expect(await signIn(request, EMAIL, PASSWORD, '198.51.100.99')).toMatchObject({ ok: true })
  })
})
