import { rmSync } from 'node:fs'
import { expect } from '@playwright/test'
import { parseMail, TestSmtp } from '../../app/server/test-smtp.server'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

/** A spec file's own production server that mails to a test SMTP server, with its data folder. */
export interface MailedServer {
  server: RunningServer
  smtp: TestSmtp
  dataDir: string
}

/**
 * Starts a test SMTP server and a production server that mails to it, on a fresh data folder (for a spec's
 * `beforeAll`): staff mail goes to staff@realwork.example and the forms' rate limit is out of a journey's way.
 */
export async function startMailedServer(prefix: string, env: Record<string, string>): Promise<MailedServer> {
  const smtp = new TestSmtp()
  const smtpUrl = await smtp.start()
  const dataDir = tempDataDir(prefix)
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: { SMTP_URL: smtpUrl, MAIL_TO: 'staff@realwork.example', FORM_RATE_LIMIT: '1000', ...env },
  })
  return { server, smtp, dataDir }
}

/** Stops what `startMailedServer` started (whatever part of it did start) and deletes its data folder. */
export async function stopMailedServer({ server, smtp, dataDir }: Partial<MailedServer>): Promise<void> {
  await server?.stop()
  await smtp?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

/**
 * The first mail to `to` among those that arrived after the first `after` messages (and whose text matches `text`,
 * when given), once it has arrived: the journey waits for the outbox, never for a fixed time.
 */
export async function mailArrived(
  smtp: TestSmtp,
  to: string,
  { after = 0, text }: { after?: number; text?: RegExp } = {},
): Promise<ReturnType<typeof parseMail>> {
  let found: ReturnType<typeof parseMail> | undefined
  await expect
    .poll(
      () => {
        found = smtp.messages
          .slice(after)
          .map((m) => parseMail(m.raw))
          .find((m) => m.headers.to?.includes(to) && (!text || text.test(m.text)))
        return Boolean(found)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}
