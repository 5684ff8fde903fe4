// The security page's own-password checks: changing the password and turning the app off, on SQLite by default and
// PostgreSQL with DATABASE_URL.
import { beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { fieldErrors } from '~/forms/fields'
import { ChangePasswordSchema } from '~/staff/accounts/forms/password.schema'
import { hashPassword, verifyPassword } from '~/staff/accounts/server/passwords.server'
import { changeOwnPassword, checkOwnPassword, PASSWORD_CHECKS, WRONG_CURRENT } from './security.server'

const PASSWORD = 'the current long password'
const me = {
  id: crypto.randomUUID(),
  email: 'asha@realwork.example',
  name: 'Asha',
  role: 'editor' as const,
  sessionId: 'this-session',
}

const store = withTestDatabase()
beforeEach(async () => {
  const now = new Date().toISOString()
  await store.db
    .insertInto('staff_accounts')
    .values({
      id: me.id,
      email: me.email,
      name: me.name,
      role: me.role,
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      last_sign_in_at: null,
    })
    .execute()
  const later = new Date(Date.now() + 3_600_000).toISOString()
  for (const id of ['this-session', 'other-session'])
    await store.db
      .insertInto('staff_sessions')
      .values({
        id,
        account_id: me.id,
        created_at: now,
        expires_at: later,
        last_seen_at: now,
        client_address: '10.0.0.1',
        user_agent: null,
        data: '{}',
      })
      .execute()
})

/** The page's walk: the schema refuses a bad new password (on its field), the store checks the current one. */
async function change(current: string, password: string, confirm: string) {
  const parsed = ChangePasswordSchema.safeParse({ current, password, confirm })
  if (!parsed.success) {
    const [field, error] = Object.entries(fieldErrors(parsed.error))[0]!
    return { field, error }
  }
  return changeOwnPassword(store.db, me, parsed.data.current, parsed.data.password)
}

describe('your own password on the security page', () => {
  it('changes only with the current password; the other sessions end; its audit entry comes back', async () => {
    expect(await change('not it', 'a brand new password', 'a brand new password')).toEqual({
      field: 'current',
      error: WRONG_CURRENT,
    })
    expect(await change(PASSWORD, 'a brand new password', 'another one')).toMatchObject({
      field: 'password',
      error: 'The two passwords are not the same.',
    })
    expect(await change(PASSWORD, 'short', 'short')).toMatchObject({ field: 'password', error: /at least 12/ })
    const changed = await change(PASSWORD, 'a brand new password', 'a brand new password')
    expect(changed).toEqual({ audit: { action: 'password-change', target: me.email } })
    const row = await store.db.selectFrom('staff_accounts').select('password_hash').executeTakeFirstOrThrow()
    expect(await verifyPassword('a brand new password', row.password_hash!)).toBe(true)
    const sessions = await store.db.selectFrom('staff_sessions').select('id').execute()
    expect(sessions.map((s) => s.id)).toEqual(['this-session'])
    expect(JSON.stringify(changed)).not.toContain('brand new')
  })

  it(`stops checking after ${PASSWORD_CHECKS.max} wrong passwords, even the right one`, async () => {
    for (let i = 0; i < PASSWORD_CHECKS.max; i++)
      expect(await checkOwnPassword(store.db, me.id, 'guess')).not.toBeNull()
    expect(await checkOwnPassword(store.db, me.id, PASSWORD)).toMatch(/Too many wrong passwords/)
  })
})
