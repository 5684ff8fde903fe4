// A test helper: the real mail worker run once at a moment the test chooses. Apart from test-smtp.server.ts, which the
// browser tests load too, so their runner never loads the worker and what it imports. Only tests import this module.
import type { Kysely } from 'kysely'
import type { Database } from './db/schema.server'
import { smtpTransport, startMailWorker } from './mail.server'
import { quietLog, testMailSettings } from './test-smtp.server'

/**
 * Sends what is due with a mail worker over `db` whose clock reads `clock`, to the test SMTP server at `smtpUrl`: a
 * server started at that moment, so each call is also a restart. How many mails it sent.
 */
export async function sendDueAt(db: Kysely<Database>, smtpUrl: string, clock: Date): Promise<number> {
  const worker = startMailWorker({
    db,
    transport: smtpTransport(smtpUrl),
    ...testMailSettings,
    pollMs: 60_000,
    log: quietLog,
    now: () => clock,
  })
  try {
    return await worker.runOnce()
  } finally {
    await worker.stop()
  }
}
