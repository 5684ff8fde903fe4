import { rmSync } from 'node:fs'
import { expect, test } from './fixtures'
import { addCounsellor, istDay, withStore } from './seed'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Attacks on the public booking posts (issue 54: a counselling call, a demo class seat) against the real built server
// on 127.0.0.1, as a script would send them, without a browser: another site's post, a body past the limit, a start
// no counsellor offers, two posts racing for one start or for a class's last seat, a guessed call link, and a flood
// from one connection that rotates X-Forwarded-For (this server trusts no proxy, so the header is not an address).
// Each is refused with nothing stored, or stores exactly what one honest visitor would. A server of its own: the
// per-address limit is counted across the file, and the times offered depend on every counsellor in its store. No
// budget here is a time (hostile.spec.ts has times, less the server's CPU waits); both run in the desktop project.
test.describe.configure({ mode: 'serial' })

const LIMIT = 12
let server: RunningServer
let dataDir: string
/** Booking posts sent so far: each counts against the connection's limit, refused or not, once read. */
let counted = 0

const calls = () =>
  withStore(
    dataDir,
    (db) =>
      db.prepare('select email, starts_at, status from counselling_calls order by created_at').all() as {
        email: string
        starts_at: string
        status: string
      }[],
  )

/** The starts the booking page offers now, in its order. */
async function offeredStarts(): Promise<string[]> {
  const html = await (await fetch(`${server.origin}/talk-to-a-mentor`)).text()
  return [...html.matchAll(/name="startsAt"[^>]*value="([^"]+)"/g)].map((match) => match[1]!)
}

/** A document POST of a form, as a browser without scripts sends it from `origin`; the redirect is not followed. */
async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  })
  const text = await response.text()
  return { status: response.status, location: response.headers.get('location'), text }
}

const booking = (startsAt: string, who: string) => ({
  purpose: 'careers',
  startsAt,
  name: `Hostile ${who}`,
  email: `${who}@example.in`,
  phone: '+91 98450 12345',
})

test.beforeAll(async () => {
  dataDir = tempDataDir('booking-hostile')
  server = await startServer({
    port: await freePort(),
    dataDir,
    env: { FORM_RATE_LIMIT: String(LIMIT) },
  })
  addCounsellor(dataDir, 'Meera Iyer')
})
test.afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('another site’s post and a body past the limit are refused before they are read or counted', async () => {
  const [start] = (await offeredStarts()).slice(4)
  const crossSite = await post('/talk-to-a-mentor', booking(start!, 'cross'), { origin: 'https://evil.example' })
  expect(crossSite.status).toBe(403)
  const fetchedCrossSite = await post('/talk-to-a-mentor', booking(start!, 'fetch'), {
    origin: '',
    'sec-fetch-site': 'cross-site',
  })
  expect(fetchedCrossSite.status).toBe(403)
  const huge = await post('/talk-to-a-mentor', { ...booking(start!, 'huge'), question: 'q'.repeat(20 * 1024) })
  expect(huge.status).toBe(413)
  expect(calls()).toEqual([])
})

test('a start no counsellor offers is refused: in the past, off the counsellor’s grid, past the horizon', async () => {
  const offered = await offeredStarts()
  const first = Date.parse(offered[4]!)
  const notOffered = [
    new Date(Date.now() - 86_400_000).toISOString(),
    new Date(first + 7 * 60_000).toISOString(),
    `${istDay(30)}T05:30:00.000Z`,
    'not-a-time',
  ]
  for (const [i, startsAt] of notOffered.entries()) {
    const answer = await post('/talk-to-a-mentor', booking(startsAt, `grid${i}`))
    counted += 1
    expect(answer.status, startsAt).toBeGreaterThanOrEqual(400)
    expect(answer.location).toBeNull()
  }
  expect(calls()).toEqual([])
})

test('two posts racing for one start book it once; the other is offered the next free times', async () => {
  const start = (await offeredStarts())[5]!
  const answers = await Promise.all([
    post('/talk-to-a-mentor', booking(start, 'racer.one')),
    post('/talk-to-a-mentor', booking(start, 'racer.two')),
  ])
  counted += 2
  expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409])
  expect(answers.find((answer) => answer.status === 409)!.text).toContain('That time is no longer free')
  const booked = calls()
  expect(booked).toHaveLength(1)
  expect(booked[0]).toMatchObject({ starts_at: new Date(start).toISOString(), status: 'booked' })
})

test('a guessed call link moves and cancels nothing', async () => {
  const before = calls()
  const guessed = '/talk-to-a-mentor/call/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
  expect((await fetch(`${server.origin}${guessed}`)).status).toBe(404)
  await post(guessed, { intent: 'cancel' })
  await post(guessed, { intent: 'move', startsAt: (await offeredStarts())[6]! })
  expect(calls()).toEqual(before)
})

test('the last seat of a demo class goes to one of six posts racing for it', async () => {
  const classId = crypto.randomUUID()
  withStore(dataDir, (db) => {
    const at = new Date().toISOString()
    db.prepare(
      `insert into demo_classes (id, topic, description, course_id, starts_at, minutes, join_link, seats, seats_taken,
       status, created_by, created_at, updated_at)
       values (?, 'SQL joins on a real sales table', 'Joins, grouping and a window function.', 'data-analytics', ?, 45,
       'https://meet.google.com/rwt-demo-sql', 20, 19, 'open', null, ?, ?)`,
    ).run(classId, new Date(`${istDay(2)}T13:00:00.000Z`).toISOString(), at, at)
  })
  const seat = (i: number) => ({
    classId,
    name: `Seat Racer ${i}`,
    email: `seat.racer.${i}@example.in`,
    phone: '+91 99000 54321',
  })
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post('/demo-classes', seat(i))))
  expect(answers.filter((answer) => answer.status === 302)).toHaveLength(1)
  const stored = withStore(dataDir, (db) => ({
    seats: db.prepare("select count(*) as n from demo_seats where class_id = ? and status = 'booked'").get(classId),
    taken: db.prepare('select seats_taken from demo_classes where id = ?').get(classId),
  }))
  expect(stored).toEqual({ seats: { n: 1 }, taken: { seats_taken: 20 } })
})

test('one connection rotating X-Forwarded-For is held to one address’s limit', async () => {
  const starts = (await offeredStarts()).slice(8)
  const statuses: number[] = []
  let last = ''
  for (let i = 0; counted + i < LIMIT + 3; i++) {
    const answer = await post('/talk-to-a-mentor', booking(starts[i]!, `flood${i}`), {
      'x-forwarded-for': `198.51.100.${i + 1}`,
    })
    statuses.push(answer.status)
    last = answer.text
  }
  const allowed = LIMIT - counted
  expect(statuses.slice(0, allowed).every((status) => status === 302)).toBe(true)
  expect(statuses.slice(allowed)).toEqual([429, 429, 429])
  expect(last).toContain('Too many bookings from this connection. Please wait ten minutes and try again, or call us.')
  expect(calls().filter((call) => call.email.startsWith('flood'))).toHaveLength(allowed)
})
