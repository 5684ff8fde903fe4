// Test helpers: a fresh store whose first owner comes from ADMIN_EMAIL, and that owner's session cookie, for tests that
// post to staff actions as a signed-in owner. Only tests import this module.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { signIn } from './auth.server'

export const OWNER_EMAIL = 'owner@realwork.example'
export const OWNER_PASSWORD = 'correct horse battery staple'

/** Sets up the suite: a new SQLite file under a temporary DATA_DIR, and the staff environment for each test. */
export function withOwnerStore(name: string) {
  beforeAll(() => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${name}-`))
  })
  beforeEach(() => {
    vi.stubEnv('SIGN_IN_MAX_DELAY_MS', '20')
    vi.stubEnv('ADMIN_EMAIL', OWNER_EMAIL)
    vi.stubEnv('ADMIN_PASSWORD', OWNER_PASSWORD)
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40))
  })
  afterEach(() => vi.unstubAllEnvs())
}

/** Signs the owner in with a password: the `name=value` of the session cookie. */
export async function ownerCookie(password = OWNER_PASSWORD): Promise<string> {
  const request = new Request('http://localhost/staff/login', { method: 'POST' })
  const result = await signIn(request, OWNER_EMAIL, password, '192.0.2.9')
  if (!result.ok) throw new Error(result.error)
  return result.cookie.split(';')[0]!
}

/** A passkey row for an account, as if added on the security page: for tests where only its presence matters. */
export async function storePasskey(
  db: Kysely<Database>,
  accountId: string,
  { id = `key-${accountId}`, name = 'Phone' }: { id?: string; name?: string } = {},
): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      id,
      account_id: accountId,
      name,
      public_key: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: null,
      created_at: new Date().toISOString(),
      last_used_at: null,
    })
    .execute()
}
