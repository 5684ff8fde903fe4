import { staffCookie, staffEnv, test as base } from './fixtures'
import { startMailedServer, stopMailedServer, type MailedServer } from './mailed-server'

/** The first owner's password on the worker's shared staff server (`staffServer`). */
export const STAFF_PASSWORD = 'the shared staff server password'

/**
 * `test` with `staffServer`: one production server per Playwright worker, shared by every spec file whose journeys
 * need a staff owner and the test SMTP server and nothing else (startMailedServer's settings, owner password
 * STAFF_PASSWORD). It starts with the first spec file that asks for it and stops with the worker, so those files
 * spend no time on a server start of their own (2+ CPU-seconds, and 10–20 s of a worker doing nothing on a loaded
 * machine). The files sharing it run one after another in a worker, in any order, so each reads only its own data
 * (unique names and emails, mails found by recipient with `mailArrived`), and a file that changes what pages show
 * (a claim, a testimonial, a job opening, a post) is the only one here that reads it. A file that needs a fresh
 * database (counts of all rows, "nothing yet" states), other settings, a clock, or a server it may stop keeps
 * `startServer`/`startMailedServer`; so does one that changes what every page shows (prices, holidays, the owner).
 */
export const test = base.extend<object, { staffServer: MailedServer }>({
  staffServer: [
    // A worker fixture needs no other fixture: Playwright reads the empty pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailed = await startMailedServer('staff', staffEnv(STAFF_PASSWORD))
      try {
        // The first owner exists before any spec file writes an account of its own into the store (the owner is made
        // on the first sign-in only while the store has none).
        await staffCookie(mailed.server.origin, STAFF_PASSWORD)
        // `use` is Playwright's fixture callback, not a React hook.
        // eslint-disable-next-line react-hooks/rules-of-hooks
        await use(mailed)
      } finally {
        await stopMailedServer(mailed)
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})
