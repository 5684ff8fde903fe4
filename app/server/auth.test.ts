import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  endStaffSession,
  isStaff,
  listStaffSessions,
  passwordMatches,
  requireStaff,
  safeNext,
  signIn,
  signInDelayMs,
  signOut,
  staffConfig,
} from './auth.server'
import { getDatabase } from './db/database.server'
import * as exportRoute from '~/routes/staff.export.$kind'
import * as fileRoute from '~/routes/staff.files.$fileId'
import * as indexRoute from '~/routes/staff._index'
import * as layoutRoute from '~/routes/staff'
import * as loginRoute from '~/routes/staff.login'
import * as logoutRoute from '~/routes/staff.logout'
import * as detailRoute from '~/routes/staff.submissions.$id'

const PASSWORD = 'correct horse battery staple'
const SECRET = 's'.repeat(40)
let address = 0

beforeAll(() => {
  // Sessions and sign-in counters are database rows: a fresh SQLite file (or the PostgreSQL run's DATABASE_URL).
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'auth-test-'))
})

beforeEach(() => {
  vi.stubEnv('SIGN_IN_MAX_DELAY_MS', '20')
  vi.stubEnv('ADMIN_PASSWORD', PASSWORD)
  vi.stubEnv('SESSION_SECRET', SECRET)
  vi.stubEnv('TRUST_PROXY_HTTPS', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

async function cookieFor(url = 'http://localhost/staff/login'): Promise<string> {
  const result = await signIn(new Request(url, { method: 'POST' }), PASSWORD, `192.0.2.${++address}`)
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
  it('compares passwords by their SHA-256 digests', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true)
    expect(passwordMatches('correct horse battery stapl', PASSWORD)).toBe(false)
    expect(passwordMatches('', PASSWORD)).toBe(false)
    expect(passwordMatches('x'.repeat(10_000), PASSWORD)).toBe(false)
  })

  it('is off without ADMIN_PASSWORD and a long SESSION_SECRET', () => {
    expect(staffConfig({})).toMatchObject({ ok: false })
    expect(staffConfig({ ADMIN_PASSWORD: 'x' })).toMatchObject({ ok: false })
    expect(staffConfig({ ADMIN_PASSWORD: 'x', SESSION_SECRET: 'short' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('32'),
    })
    expect(staffConfig({ ADMIN_PASSWORD: 'x', SESSION_SECRET: SECRET })).toMatchObject({ ok: true })
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

  it('accepts its own cookie only: not a tampered one, not after 8 hours, not after a password change', async () => {
    const cookie = await cookieFor()
    expect(await isStaff(get('/staff', cookie))).toBe(true)
    expect(await isStaff(get('/staff'))).toBe(false)
    const value = cookie.split(';')[0]!
    const tampered = value.slice(0, -3) + (value.endsWith('A') ? 'B' : 'A') + value.slice(-2)
    expect(await isStaff(get('/staff', tampered))).toBe(false)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 8 * 60 * 60 * 1000 + 1000)
    expect(await isStaff(get('/staff', cookie))).toBe(false)
    vi.useRealTimers()

    vi.stubEnv('ADMIN_PASSWORD', 'a new password')
    expect(await isStaff(get('/staff', cookie))).toBe(false)
    vi.stubEnv('ADMIN_PASSWORD', PASSWORD)
    vi.stubEnv('SESSION_SECRET', 't'.repeat(40))
    expect(await isStaff(get('/staff', cookie))).toBe(false)
  })

  it('refuses wrong passwords and limits attempts to 5 per address in 15 minutes', async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const results = []
    for (let i = 0; i < 6; i++) results.push(await signIn(request, i === 5 ? PASSWORD : 'wrong', '198.51.100.7'))
    expect(results.slice(0, 5).map((r) => (r.ok ? 200 : r.status))).toEqual([401, 401, 401, 401, 401])
    expect(results[5]).toMatchObject({ ok: false, status: 429 })
    expect(await signIn(request, PASSWORD, '198.51.100.8')).toMatchObject({ ok: true })
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
    const result = await signIn(request, PASSWORD, '192.0.2.200')
    if (!result.ok) throw new Error(result.error)
    const { db } = await getDatabase()
    const mine = (await listStaffSessions(db)).find((s) => s.clientAddress === '192.0.2.200')
    expect(mine).toMatchObject({ userAgent: 'Firefox on the front desk', accountId: null })
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
    await expect(requireStaff(get('/staff', cookie))).resolves.toBeUndefined()
    const crossSite = new Request('http://localhost/staff/submissions/x', {
      method: 'POST',
      headers: { Cookie: cookie.split(';')[0]!, Origin: 'https://evil.example' },
    })
    expect((await thrown(requireStaff(crossSite))).status).toBe(403)
    vi.stubEnv('SESSION_SECRET', '')
    expect((await thrown(requireStaff(get('/staff/export/enquiry', cookie), { resource: true }))).status).toBe(403)
    expect((await thrown(requireStaff(get('/staff', cookie)))).headers.get('Location')).toBe('/staff/login')
  })
})

describe('every staff route checks access itself', () => {
  const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never
  const post = (path: string) =>
    new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams({ intent: 'handled' }) })

  it('refuses signed-out requests to every loader and action, before touching data', async () => {
    const pages: Promise<unknown>[] = [
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
    vi.stubEnv('ADMIN_PASSWORD', '')
    expect(await loginRoute.loader(args(get('/staff/login')))).toMatchObject({ configured: false })
    expect(await layoutRoute.loader(args(get('/staff')))).toEqual({ signedIn: false })
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
  it('throttles each attacking address, while the owner signs in from their own', async () => {
    const request = new Request('http://localhost/staff/login', { method: 'POST' })
    const statuses = []
    // 30 addresses, 6 wrong passwords each: every address is cut off after its fifth.
    for (let host = 0; host < 30; host++) {
      for (let i = 0; i < 6; i++) {
        const result = await signIn(request, 'wrong', `203.0.113.${host}`)
        statuses.push(result.ok ? 200 : result.status)
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(150)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
    expect(await signIn(request, PASSWORD, '203.0.113.0')).toMatchObject({ ok: false, status: 429 })
    expect(await signIn(request, PASSWORD, '198.51.100.99')).toMatchObject({ ok: true })
  })
})
