import pg from 'pg'
import { expect, staffCookie, staffEnv, test } from './fixtures'
import { freePort, hasBuild, startServer, tempDataDir, type RunningServer } from './server-process'

// Two production servers on one PostgreSQL database, as the site runs behind a load balancer: a limit reached
// through one holds on the other, and a session signed out on one is dead on the other.
// Runs in `bash scripts/test-postgres.sh` (which sets DATABASE_URL); skipped otherwise.
const databaseUrl = process.env.DATABASE_URL
test.skip(!databaseUrl || !hasBuild, 'needs DATABASE_URL (scripts/test-postgres.sh) and the production build')

const PASSWORD = 'two servers, one database'

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

test.describe('two servers, one database', () => {
  const name = `two_servers_${Date.now().toString(36)}`
  let a: RunningServer
  let b: RunningServer

  test.beforeAll(async () => {
    await admin(`create database "${name}"`)
    const url = new URL(databaseUrl!)
    url.pathname = `/${name}`
    const env = {
      DATABASE_URL: url.href,
      ...staffEnv(PASSWORD),
      FORM_RATE_LIMIT: '3',
    }
    // One after the other: the first applies the migrations.
    a = await startServer({ port: await freePort(), dataDir: tempDataDir('server-a'), env })
    b = await startServer({ port: await freePort(), dataDir: tempDataDir('server-b'), env })
  })
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await admin(`drop database if exists "${name}"`)
  })

  test('a form limit reached through one server holds on the other', async () => {
    const send = (server: RunningServer) =>
      fetch(`${server.origin}/api/forms/enquiry`, {
        method: 'POST',
        body: new URLSearchParams({
          name: 'Nikhil Rao',
          _replyto: 'nikhil@example.com',
          phone: '+91 99000 11223',
          college: 'BMS College of Engineering',
          message: 'Please call me about the DevOps bootcamp.',
        }),
      }).then((r) => r.status)
    expect([await send(a), await send(b), await send(a)]).toEqual([200, 200, 200])
    expect(await send(b)).toBe(429)
    expect(await send(a)).toBe(429)
  })

  test('a session signed out on one server is refused by the other', async () => {
    const cookie = await staffCookie(a.origin, PASSWORD)
    const inbox = (server: RunningServer) =>
      fetch(`${server.origin}/staff`, { headers: { Cookie: cookie }, redirect: 'manual' }).then((r) => r.status)
    expect(await inbox(a)).toBe(200)
    expect(await inbox(b)).toBe(200)
    const out = await fetch(`${b.origin}/staff/logout`, {
      method: 'POST',
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(out.status).toBe(303)
    expect(await inbox(a)).toBe(302)
    expect(await inbox(b)).toBe(302)
  })
})
