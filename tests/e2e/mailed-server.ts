import { rmSync } from 'node:fs'
import { TestSmtp } from '../../app/server/test-smtp.server'
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
