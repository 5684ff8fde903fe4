import { rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { TestSmtp } from '../../app/server/test-smtp.server'
import { expect, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Issue 37: the visitor's acknowledgement aimed at a third party. A production server whose mail goes to a real SMTP
// server on 127.0.0.1, behind a "proxy" (TRUST_PROXY: this machine) so each post may come from an address of its own.
const STAFF = 'staff@realwork.example'
let server: RunningServer
let dataDir: string
let smtp: TestSmtp

/** Reads the server's database (SQLite in its data folder) without holding it open. */
function readDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** Posts one form as a visitor at `from` would: with scripts (the JSON endpoint) or without (the page's action). */
async function send(kind: 'enquiry' | 'studio-contact', email: string, from: string, viaPage = false) {
  const fields: Record<string, string> =
    kind === 'enquiry'
      ? { name: 'Asha Visitor', _replyto: email, phone: '+91 98450 12345', college: 'RVCE', message: 'Weekend batch?' }
      : { name: 'Asha Visitor', email, phone: '+91 98450 12345', course: 'android-development' }
  const page = kind === 'enquiry' ? '/enquiry' : '/realworkstudio/contact'
  return fetch(`${server.origin}${viaPage ? page : `/api/forms/${kind}`}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-forwarded-for': from },
    redirect: 'manual',
  })
}

/** Waits until the outbox has sent everything it holds, then gives the recipients of every mail received. */
async function deliveredTo(): Promise<string[]> {
  await expect
    .poll(() => readDb((db) => db.prepare("select count(*) as n from outbox where status <> 'sent'").get()), {
      message: 'the outbox has sent every mail',
    })
    .toEqual({ n: 0 })
  return smtp.messages.flatMap((m) => m.to)
}

test.describe('acknowledgement caps', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    smtp = new TestSmtp()
    const smtpUrl = await smtp.start()
    dataDir = tempDataDir('mail-caps')
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: { SMTP_URL: smtpUrl, MAIL_TO: STAFF, FORM_RATE_LIMIT: '1000', TRUST_PROXY: '127.0.0.1' },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('six forms to victim+N@… from six addresses deliver at most 3 mails to that mailbox; all six are stored', async () => {
    for (let n = 1; n <= 6; n++) {
      const response = await send(
        n % 2 ? 'enquiry' : 'studio-contact',
        `victim+${n}@example.com`,
        `198.51.100.${n}`,
        n === 6,
      )
      // The visitor is told what is true: the submission is stored (the page's thank-you; nothing promises a mail).
      if (n === 6) {
        expect(response.status).toBe(303)
        expect(response.headers.get('location')).toBe('/realworkstudio/contact?sent=1')
      } else expect(await response.json()).toEqual({ ok: true })
    }
    const recipients = await deliveredTo()
    expect(recipients.filter((to) => to === STAFF)).toHaveLength(6) // staff hear of every submission
    expect(recipients.filter((to) => to.startsWith('victim'))).toEqual([
      'victim+1@example.com',
      'victim+2@example.com',
      'victim+3@example.com',
    ])
    expect(
      readDb((db) => db.prepare("select count(*) as n from submissions where email like 'victim+%'").get()),
    ).toEqual({ n: 6 })
  })

  test('one client address triggers at most 10 acknowledgements a day, whatever the forms and mailboxes', async () => {
    smtp.messages = []
    for (let i = 0; i < 12; i++) {
      const response = await send(i % 2 ? 'enquiry' : 'studio-contact', `reader${i}@example.com`, '203.0.113.50')
      expect(await response.json()).toEqual({ ok: true })
    }
    expect((await deliveredTo()).filter((to) => to.startsWith('reader'))).toHaveLength(10)
    // Another visitor's address is acknowledged as ever, and so is a mailbox the refused posts named.
    expect(await (await send('enquiry', 'reader11@example.com', '203.0.113.51')).json()).toEqual({ ok: true })
    expect((await deliveredTo()).filter((to) => to === 'reader11@example.com')).toHaveLength(1)
    expect(
      readDb((db) => db.prepare("select count(*) as n from submissions where email like 'reader%'").get()),
    ).toEqual({ n: 13 })
  })

  test('the limit counters hold no email or IP address, only keyed hashes', async () => {
    expect(await (await send('enquiry', 'counted@example.com', '192.0.2.33')).json()).toEqual({ ok: true })
    const keys = readDb((db) => db.prepare('select key from rate_limits').all() as { key: string }[]).map((r) => r.key)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{43}$/)
    const text = keys.join('\n')
    for (const part of [
      '@',
      'example.com',
      'counted',
      'victim',
      'reader',
      '192.0.2',
      '198.51.100',
      '203.0.113',
      '127.0.0.1',
    ])
      expect(text).not.toContain(part)
  })
})
