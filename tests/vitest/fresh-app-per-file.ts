// Runs before each test file of Vitest's `server` project (vitest.config.ts). Those files share one worker and its
// module cache, so the libraries (React, Kysely, zod, better-sqlite3) load once for all of them, not once a file; what
// the app keeps between requests must still not pass from one file to the next. After each file: the store it opened
// is closed, the environment is put back as it was before the file, timers and stubs are restored, and the app's own
// modules are dropped, so the next file imports them afresh (a new store handle from its own DATA_DIR, empty caches).
import { afterAll, vi } from 'vitest'
import { closeDatabase } from '~/server/db/database.server'

const environment = { ...process.env }

afterAll(async () => {
  await closeDatabase()
  // Stubs first: unstubbing puts back what a variable held when it was stubbed, which may be a value the file set.
  vi.unstubAllEnvs()
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.resetModules()
})
