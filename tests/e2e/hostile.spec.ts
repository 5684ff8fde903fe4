import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { PNG } from 'pngjs'
import { paddedJpeg } from '../fixtures/hostile-images'
import { attack } from './attack'
import { expect, STAFF_EMAIL, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Attacks on the real production server, as a stranger would send them: bodies that never end, floods of fields,
// forged client addresses, a sign-in page under a password-guessing attack, odd methods and addresses.
test.describe.configure({ mode: 'serial' })

const PASSWORD = 'a long staff password for tests'
const hostileEnv = {
  ...staffEnv(PASSWORD),
  FORM_RATE_LIMIT: '3',
  SIGN_IN_MAX_DELAY_MS: '20',
}

function rssBytes(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/**
 * Starts tests/e2e/health-probe.mjs, which asks for /healthz every 10 ms from a process of its own; once it answers
 * the first time, resolves with a function that stops it and gives what it saw.
 */
async function watchHealth(server: RunningServer) {
  const probe = spawn(
    process.execPath,
    [path.resolve('tests/e2e/health-probe.mjs'), server.origin, String(server.process.pid)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  let output = ''
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(probe, 'exit')
  await expect.poll(() => output, { message: 'the health probe is ready' }).toContain('ready\n')
  return async () => {
    probe.stdin.end()
    await exited
    return JSON.parse(output.slice(output.indexOf('\n') + 1)) as {
      count: number
      slowest: number
      slowestOwn: number
      failures: number[]
    }
  }
}

/**
 * A server in service has run every code path long before an attack comes; a fresh one compiles each on first use (its
 * first page render alone takes tens of milliseconds). So the same kinds of request go first, small and refused before
 * any rate limit counts them: a field too long for the registration page and its JSON endpoint, a password too long.
 */
async function warmUp(origin: string) {
  const tooLong = 'x'.repeat(30 * 1024)
  const multipart = new FormData()
  multipart.set('name', tooLong)
  for (const path of ['/realworkstudio/register', '/api/forms/registration']) {
    expect((await fetch(`${origin}${path}`, { method: 'POST', body: multipart })).status).toBe(413)
  }
  const login = await fetch(`${origin}/staff/login`, {
    method: 'POST',
    body: new URLSearchParams({ password: tooLong }),
  })
  expect(login.status).toBe(413)
}

/** A testimonial form posting only `photo` (as asha.jpg), as multipart: its Content-Type and body. */
/** A testimonial whose text fields all pass, so the photo is what is judged (the schema checks fields first). */
function photoUpload(photo: Buffer) {
  const boundary = '----photo-attack'
  const part = (disposition: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n`
  const fields = {
    page: 'studio',
    name: 'Asha Kulkarni',
    role: 'Frontend Engineer',
    text: 'The bootcamp’s weekly reviews taught me to ship small, tested changes, which is what my team now expects.',
  }
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`${part(`name="${name}"`)}\r\n${value}\r\n`)),
    Buffer.from(`${part('name="photo"; filename="asha.jpg"')}Content-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { contentType: `multipart/form-data; boundary=${boundary}`, body }
}

const enquiry = {
  name: 'Kavya Shetty',
  _replyto: 'kavya@example.com',
  phone: '+91 98450 12345',
  college: 'RV College of Engineering',
  message: 'Is there a weekend batch for the Data Analytics bootcamp?',
}

test.describe('a server that trusts no proxy', () => {
  let server: RunningServer
  test.beforeAll(async () => {
    server = await startServer({ port: await freePort(), dataDir: tempDataDir('hostile'), env: hostileEnv })
  })
  test.afterAll(() => server.stop())

  test('a 200 MB chunked upload and a million-field body are refused within a second, memory and health intact', async () => {
    test.setTimeout(60_000)
    await warmUp(server.origin)
    const before = rssBytes(server)
    const stopWatching = await watchHealth(server)
    const multipart = 'multipart/form-data; boundary=----attack'
    const resume =
      '------attack\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-'
    const results = await attack(server, [
      // 200 MB uploads, to the JSON endpoint and the page action; a 200 MB "password"; a 10 MB flood of 2.6 M fields.
      { path: '/api/forms/registration', contentType: multipart, head: resume, fill: 'a', bytes: 200 * 1024 * 1024 },
      { path: '/realworkstudio/register', contentType: multipart, head: resume, fill: 'a', bytes: 200 * 1024 * 1024 },
      {
        path: '/staff/login',
        contentType: 'application/x-www-form-urlencoded',
        head: 'password=',
        fill: 'p',
        bytes: 200 * 1024 * 1024,
      },
      {
        path: '/api/forms/enquiry',
        contentType: 'application/x-www-form-urlencoded',
        fill: 'a=1&',
        bytes: 10 * 1024 * 1024,
      },
    ])
    const health = await stopWatching()
    test.info().annotations.push({
      type: 'timings',
      description: `answers ${JSON.stringify(results)}; /healthz ${JSON.stringify(health)}`,
    })
    // The oversized resume is named as too large (400 with the form's other values); the rest are 413.
    expect(results.map((r) => r.status)).toEqual([400, 400, 413, 413])
    expect(health.failures).toEqual([])
    expect(health.count).toBeGreaterThan(2)
    // Issue 11's bounds, on the server's own time: what the clock shows less the longest time any thread of the server
    // (or of the process timing it) waited for a CPU meanwhile, which other work on a busy machine decides, not this
    // server (tests/e2e/cpu-wait.mjs). A server that stalls itself, as before the body limits (23 s), still fails.
    for (const { ownMs, sent } of results) {
      expect(ownMs).toBeLessThanOrEqual(1000)
      expect(sent).toBeLessThan(32 * 1024 * 1024) // of 200 MB: what was read, plus the sockets' buffers
    }
    expect(health.slowestOwn).toBeLessThan(100)
    expect(rssBytes(server) - before).toBeLessThan(64 * 1024 * 1024)
  })

  test("the student page's posts and the bank statement upload refuse a 200 MB body and a field flood within a second", async () => {
    test.setTimeout(60_000)
    await warmUp(server.origin)
    const cookie = await staffCookie(server.origin, PASSWORD)
    const before = rssBytes(server)
    const stopWatching = await watchHealth(server)
    const form = 'application/x-www-form-urlencoded'
    const multipart = 'multipart/form-data; boundary=----attack'
    const statement =
      '------attack\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n------attack\r\n' +
      'Content-Disposition: form-data; name="statement"; filename="march.csv"\r\nContent-Type: text/csv\r\n\r\nDate,'
    const results = await attack(server, [
      // The sign-in request and the data-rights request on /my: a 200 MB email, a 10 MB flood of 2.6 M fields.
      { path: '/my', contentType: form, head: 'intent=ask&email=', fill: 'a', bytes: 200 * 1024 * 1024 },
      { path: '/my', contentType: form, fill: 'a=1&', bytes: 10 * 1024 * 1024 },
      // A 200 MB statement from a signed-in staff member, and from no one.
      {
        path: '/staff/payments/statements',
        contentType: multipart,
        head: statement,
        fill: '1',
        bytes: 200 * 1024 * 1024,
        headers: { Cookie: cookie },
      },
      {
        path: '/staff/payments/statements',
        contentType: multipart,
        head: statement,
        fill: '1',
        bytes: 200 * 1024 * 1024,
      },
    ])
    const health = await stopWatching()
    test.info().annotations.push({
      type: 'timings',
      description: `answers ${JSON.stringify(results)}; /healthz ${JSON.stringify(health)}`,
    })
    // /my's bodies are over its small form's limit (413); the staff upload names its file as too large (400, the page
    // with its message); without a session the upload is sent to the sign-in page (302) before its body is read.
    expect(results.map((r) => r.status)).toEqual([413, 413, 400, 302])
    expect(health.failures).toEqual([])
    for (const { ownMs, sent } of results) {
      expect(ownMs).toBeLessThanOrEqual(1000)
      expect(sent).toBeLessThan(32 * 1024 * 1024)
    }
    expect(health.slowestOwn).toBeLessThan(100)
    expect(rssBytes(server) - before).toBeLessThan(64 * 1024 * 1024)
  })

  test('a photo hiding a 16000 × 16000 frame behind a fill byte is refused within a second, memory and health intact', async () => {
    // Issue 37: 49 KB whose frame header follows an 0xFF fill byte (FF FF C0 …), with a decoy 64 × 64 frame where a
    // reader that takes the fill byte for a marker lands. Before, the check read the decoy and resvg decoded
    // 16000 × 16000 on the request path: 9.3 s, /healthz 5.9 s, the server from 240 MB to 2.7 GB, for good.
    test.setTimeout(60_000)
    const cookie = await staffCookie(server.origin, PASSWORD)
    const { contentType, body } = photoUpload(Buffer.from(paddedJpeg()))
    const send = (bytes: Buffer) =>
      fetch(`${server.origin}/staff/testimonials/new`, {
        method: 'POST',
        body: new Uint8Array(bytes),
        headers: { Cookie: cookie, 'Content-Type': contentType },
      })
    // Warm-up, as for the other attacks: the same action with a photo refused by its bytes.
    expect((await send(photoUpload(Buffer.from('<svg/>')).body)).status).toBe(400)
    const before = rssBytes(server)
    const stopWatching = await watchHealth(server)
    const headFile = path.join(tempDataDir('padded-photo'), 'upload')
    writeFileSync(headFile, body)
    const upload = { path: '/staff/testimonials/new', contentType, headFile, fill: ' ' }
    const results = await attack(server, [
      { ...upload, bytes: 0, headers: { Cookie: cookie } },
      { ...upload, bytes: 0, headers: { Cookie: cookie } },
    ])
    const health = await stopWatching()
    test.info().annotations.push({
      type: 'timings',
      description: `answers ${JSON.stringify(results)}; /healthz ${JSON.stringify(health)}; RSS ${before} → ${rssBytes(server)}`,
    })
    expect(results.map((r) => r.status)).toEqual([400, 400])
    for (const { ownMs } of results) expect(ownMs).toBeLessThanOrEqual(1000)
    expect(health.failures).toEqual([])
    expect(health.slowestOwn).toBeLessThan(100)
    expect(rssBytes(server) - before).toBeLessThan(64 * 1024 * 1024)
    // Refused by the size its decoder would read, at the field.
    const answer = await send(body)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('The photo is 16000 × 16000 pixels')
  })

  test('a large real photo is decoded off the request path: /healthz answers meanwhile, memory comes back', async () => {
    test.setTimeout(90_000)
    const cookie = await staffCookie(server.origin, PASSWORD)
    // 5000 × 5000 (25 megapixels, the most accepted), a few hundred KB of PNG: a second or more of decoding.
    const png = new PNG({ width: 5000, height: 5000 })
    for (let i = 0; i < 5000 * 5000; i++) png.data.writeUInt32BE(0x3080c0ff + ((i % 5000) >> 4), i * 4)
    const { contentType, body } = photoUpload(PNG.sync.write(png, { deflateLevel: 1 }))
    const before = rssBytes(server)
    const stopWatching = await watchHealth(server)
    const answer = await fetch(`${server.origin}/staff/testimonials/new`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { Cookie: cookie, 'Content-Type': contentType },
    })
    const health = await stopWatching()
    test.info().annotations.push({ type: 'timings', description: `/healthz ${JSON.stringify(health)}` })
    // Saved (the fields pass, so the photo is judged): decoded in its worker, resized and stored, and the save's
    // redirect followed to the list, with no error at the photo's field.
    expect(answer.status).toBe(200)
    expect(answer.url).toMatch(/\/staff\/testimonials\?saved=/)
    const html = await answer.text()
    expect(html).not.toContain('This image cannot be read')
    expect(html).not.toContain('The photo is')
    expect(health.failures).toEqual([])
    expect(health.slowestOwn).toBeLessThan(100)
    // The worker that decoded it has ended, and its memory with it.
    await expect.poll(() => rssBytes(server) - before).toBeLessThan(64 * 1024 * 1024)
  })

  test('a case study screenshot hiding a 16000 × 16000 frame is refused at its field within a second, health intact', async () => {
    test.setTimeout(60_000)
    const cookie = await staffCookie(server.origin, PASSWORD)
    const created = await fetch(`${server.origin}/staff/case-studies/new`, {
      method: 'POST',
      body: new URLSearchParams({
        title: 'Booking desk for a physiotherapy clinic',
        sector: 'healthcare, Mysuru',
        problem: 'Appointments were taken by phone and written in a register, so double bookings happened weekly.',
        built: 'An online booking page with SMS reminders and a day view the front desk uses on a laptop.',
        stack: 'React Router\nPostgreSQL',
        results: 'Double bookings down from about 3 a week to 0',
      }),
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    const id = new URL(created.headers.get('location')!, server.origin).searchParams.get('saved')!
    const boundary = '----shot-attack'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nThe clinic's day view with the booked slots\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="day.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from(paddedJpeg()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const stopWatching = await watchHealth(server)
    const started = Date.now()
    const answer = await fetch(`${server.origin}/staff/case-studies/${id}/screenshots`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    })
    const ms = Date.now() - started
    const health = await stopWatching()
    test.info().annotations.push({ type: 'timings', description: `${ms} ms; /healthz ${JSON.stringify(health)}` })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('The screenshot is 16000 × 16000 pixels')
    expect(ms).toBeLessThan(1000)
    expect(health.failures).toEqual([])
  })

  test('a forged X-Forwarded-For changes nothing: the connection address is counted', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.origin}/api/forms/enquiry`, {
        method: 'POST',
        body: new URLSearchParams(enquiry),
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  test('odd methods, posts to read-only paths, cross-site posts and bad addresses get short answers and one log line', async () => {
    const trace = await fetch(`${server.origin}/`, { method: 'TRACE' }).catch(() => undefined)
    // Node's fetch refuses to send TRACE itself; use a raw request.
    const status = await new Promise<{ code: number; allow?: string }>((resolve) => {
      httpRequest(`${server.origin}/`, { method: 'TRACE' }, (res) => {
        res.resume()
        resolve({ code: res.statusCode!, allow: res.headers.allow })
      }).end()
    })
    expect(trace).toBeUndefined()
    expect(status).toEqual({ code: 405, allow: 'GET, HEAD, POST' })
    // Every resource route without an action (http/read-only.ts derives them from the route registry).
    for (const path of [
      '/healthz',
      '/robots.txt',
      '/sitemap.xml',
      '/blogs/rss.xml',
      '/media/0123456789abcdef',
      '/realworkstudio/course/frontend/plan.ics',
    ]) {
      const response = await fetch(`${server.origin}${path}`, { method: 'POST', body: 'x=1' })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await response.text()).toBe('Method Not Allowed\n')
    }
    const put = await fetch(`${server.origin}/api/forms/enquiry`, { method: 'PUT', body: 'x=1' })
    expect(put.status).toBe(405)
    const cross = await fetch(`${server.origin}/api/forms/enquiry`, {
      method: 'POST',
      body: new URLSearchParams(enquiry),
      headers: { Origin: 'https://evil.example' },
    })
    expect(cross.status).toBe(403)
    expect((await fetch(`${server.origin}/%E0%A4%A`)).status).toBe(400)
    await expect.poll(() => server.output()).toContain('refused GET /%E0%A4%A: malformed URL')
    expect(server.output()).toContain('refused POST /api/forms/enquiry: cross-origin post from https://evil.example')
    expect(server.output()).not.toMatch(/^\s+at /m) // no stack traces
  })

  test('robots.txt does not point scanners at the staff inbox', async () => {
    const robots = await (await fetch(`${server.origin}/robots.txt`)).text()
    expect(robots).not.toContain('/staff')
    expect(robots).toContain('Sitemap: ')
  })

  test('a signed-out cookie opens nothing, even when copied before sign-out', async () => {
    const cookie = await staffCookie(server.origin, PASSWORD)
    const inbox = () => fetch(`${server.origin}/staff`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect((await inbox()).status).toBe(200)
    const out = await fetch(`${server.origin}/staff/logout`, {
      method: 'POST',
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(out.status).toBe(303)
    const after = await inbox()
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toMatch(/^\/staff\/login/)
  })

  test('a post its browser marks cross-site is refused without an Origin; a staff one marked same-site too', async () => {
    const cookie = await staffCookie(server.origin, PASSWORD)
    const logout = (site: string) =>
      fetch(`${server.origin}/staff/logout`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Sec-Fetch-Site': site },
        redirect: 'manual',
      })
    for (const site of ['cross-site', 'same-site']) {
      const refused = await logout(site)
      expect([site, refused.status, await refused.text()]).toEqual([
        site,
        403,
        'Forbidden: this form can only be sent from our own pages.\n',
      ])
    }
    // Signing in from another site's page (login CSRF) is refused too, and sets no cookie.
    const signIn = await fetch(`${server.origin}/staff/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: STAFF_EMAIL, password: PASSWORD }),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    })
    expect(signIn.status).toBe(403)
    expect(signIn.headers.get('set-cookie')).toBeNull()
    const form = await fetch(`${server.origin}/api/forms/enquiry`, {
      method: 'POST',
      body: new URLSearchParams(enquiry),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(form.status).toBe(403)
    // None of them ran: the session still opens the inbox, and our own page's sign-out (same-origin) ends it.
    expect((await fetch(`${server.origin}/staff`, { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(
      200,
    )
    expect((await logout('same-origin')).status).toBe(303)
  })
})

test.describe('a server behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: RunningServer
  test.beforeAll(async () => {
    server = await startServer({
      port: await freePort(),
      dataDir: tempDataDir('proxied'),
      env: { ...hostileEnv, TRUST_PROXY: '1' },
    })
  })
  test.afterAll(() => server.stop())

  const post = (forwardedFor: string) =>
    fetch(`${server.origin}/api/forms/enquiry`, {
      method: 'POST',
      body: new URLSearchParams(enquiry),
      headers: { 'X-Forwarded-For': forwardedFor },
    }).then((r) => r.status)

  test("uses the proxy's own entry, never what the client wrote before it", async () => {
    // The client forges the left-most entry; the proxy appends the real address (198.51.100.7) on the right.
    const forged = []
    for (let i = 0; i < 5; i++) forged.push(await post(`10.9.9.${i}, 198.51.100.7`))
    expect(forged).toEqual([200, 200, 200, 429, 429])
    expect(await post('198.51.100.8')).toBe(200)
  })

  test("one account's sign-in never clears another account's wrong passwords from the same address", async () => {
    // The attacker has an account (here the owner's) and guesses another's password from one address: four wrong,
    // then one right as himself, again. Before, each success cleared the address's count and no guess met a 429.
    const attempt = (email: string, password: string) =>
      fetch(`${server.origin}/staff/login`, {
        method: 'POST',
        body: new URLSearchParams({ email, password }),
        headers: { 'X-Forwarded-For': '203.0.113.77' },
        redirect: 'manual',
      }).then((r) => r.status)
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) statuses.push(await attempt('colleague@realwork.example', `guess ${round}-${i}`))
      statuses.push(await attempt(STAFF_EMAIL, PASSWORD))
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 303, 401])
    expect(statuses.slice(6)).toEqual(Array(9).fill(429))
  })

  test('the owner still signs in while password guessing from many addresses is throttled', async () => {
    test.setTimeout(60_000)
    const attempt = (address: string, password: string) =>
      fetch(`${server.origin}/staff/login`, {
        method: 'POST',
        body: new URLSearchParams({ email: STAFF_EMAIL, password }),
        headers: { 'X-Forwarded-For': address },
        redirect: 'manual',
      }).then((r) => r.status)
    const statuses: number[] = []
    // Five wrong passwords from each of 5 addresses: 25 failures, past the 20 where every attempt is slowed. (Each
    // wrong password costs a real scrypt check, so more addresses would only make the test slower.)
    for (let host = 1; host <= 5; host++) {
      for (let i = 0; i < 6; i++) statuses.push(await attempt(`203.0.113.${host}`, `guess ${host}-${i}`))
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(25)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
    expect(await attempt('203.0.113.1', PASSWORD)).toBe(429)
    expect(await attempt('198.51.100.20', PASSWORD)).toBe(303)
  })
})
