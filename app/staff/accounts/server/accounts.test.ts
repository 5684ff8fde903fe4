// Named staff accounts, one-time tokens and the audit log, on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh`).
import { sql } from 'kysely'
import { InviteSchema } from '~/staff/accounts/forms/account.schema'
import { describe, expect, it } from 'vitest'
import {
  acceptInvite,
  askForPasswordReset,
  changeRole,
  ensureFirstOwner,
  findAccountByEmail,
  inviteAccount,
  listAccounts,
  peekToken,
  removeAccount,
  resetPassword,
  RESET_PER_EMAIL,
} from './accounts.server'
import { type StaffAccount } from '~/staff/shell/server/staff-account.server'
import { recordAudit } from '~/server/audit.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { migrate } from '~/server/db/database.server'
import { openTestDatabase, withTestDatabase } from '~/server/db/test-database.server'
import { passwordProblem } from '~/staff/accounts/lib/staff-password'
import { NameAndPasswordSchema, NewPasswordSchema } from '~/staff/accounts/forms/password.schema'
import { hashPassword, hashToken, needsRehash, passwordCost, verifyPassword } from './passwords.server'

const OWNER_ENV = { ADMIN_EMAIL: 'Owner@RealWork.example ', ADMIN_PASSWORD: 'the very first owner password' }

const store = withTestDatabase()

async function owner(): Promise<StaffAccount> {
  expect(await ensureFirstOwner(store.db, OWNER_ENV)).toBe('created')
  const row = (await findAccountByEmail(store.db, 'owner@realwork.example'))!
  return { id: row.id, email: row.email, name: row.name, role: row.role }
}

/** The one-time link of the newest staff mail in the outbox, and the mail itself. */
async function lastMail() {
  const row = await store.db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body', 'submission_id'])
    .where('recipient', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  const token = /\/staff\/(?:invite|reset)\/([\w-]+)/.exec(row.body ?? '')?.[1]
  return { ...row, token: token! }
}

async function invitedEditor(me: StaffAccount, email = 'priya@realwork.example', now = new Date()) {
  // Through the invitation's schema, as the page posts it: it lower-cases the address.
  const input = InviteSchema.parse({ email, name: 'Priya Sharma', role: 'editor' })
  const result = await inviteAccount(store.db, me, input, now)
  expect(result).toMatchObject({
    ok: true,
    audit: { action: 'account-invite', target: email.toLowerCase(), detail: 'Editor' },
  })
  return lastMail()
}

describe('passwords', () => {
  it('are stored as salted scrypt hashes with their parameters, and only the right one matches', async () => {
    const hash = await hashPassword('correct horse battery staple')
    // The test runs' cost (vitest.config.ts sets PASSWORD_HASH_COST=test); production's is the next test's subject.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(hash).not.toContain('correct horse')
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash) // a fresh salt each time
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false)
    expect(await verifyPassword('anything', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false)
    expect(needsRehash(hash)).toBe(false)
    expect(needsRehash(hash.replace('scrypt$1024$', 'scrypt$512$'))).toBe(true)
  })

  it('keep the full cost (N = 2^15, 32 MiB) in production, whatever PASSWORD_HASH_COST says, unless a test run says so', async () => {
    const full = { N: 2 ** 15, r: 8, p: 1 }
    expect(passwordCost({ NODE_ENV: 'production' })).toEqual(full)
    expect(passwordCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toEqual(full)
    expect(passwordCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test', REALWORK_TEST_RUN: 'yes' })).toEqual(full)
    expect(passwordCost({ PASSWORD_HASH_COST: 'test' })).toEqual(full) // no NODE_ENV: the server's start sets production
    expect(passwordCost({ NODE_ENV: 'test' })).toEqual(full)
    expect(passwordCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' })).toEqual(full)
    // The two test runs: Vitest (NODE_ENV=test) and Playwright's production servers (REALWORK_TEST_RUN=1).
    expect(passwordCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' })).toEqual({ N: 1024, r: 8, p: 1 })
    expect(passwordCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test', REALWORK_TEST_RUN: '1' })).toEqual({
      N: 1024,
      r: 8,
      p: 1,
    })

    // What a production process does with the variable set: a full-cost hash, and a test-cost one replaced at sign-in.
    const keys = ['NODE_ENV', 'PASSWORD_HASH_COST', 'REALWORK_TEST_RUN'] as const
    const saved = keys.map((key) => process.env[key])
    try {
      process.env.NODE_ENV = 'production'
      process.env.PASSWORD_HASH_COST = 'test'
      delete process.env.REALWORK_TEST_RUN
      const hash = await hashPassword('correct horse battery staple')
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/)
      expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
      expect(needsRehash(hash)).toBe(false)
      expect(needsRehash(hash.replace('scrypt$32768$', 'scrypt$1024$'))).toBe(true)
    } finally {
      keys.forEach((key, i) => (saved[i] === undefined ? delete process.env[key] : (process.env[key] = saved[i])))
    }
  })

  it('need at least 12 characters, and the two copies must agree', () => {
    expect(passwordProblem('elevenchars')).toMatch(/at least 12 characters/)
    expect(passwordProblem('twelve chars')).toBeNull()
    expect(passwordProblem('twelve chars', 'twelve chars!')).toMatch(/not the same/)
    expect(passwordProblem('x'.repeat(201))).toMatch(/at most 200/)
  })
})

describe('the first owner', () => {
  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD only while no account exists', async () => {
    expect(await ensureFirstOwner(store.db, {})).toMatchObject({ off: expect.stringContaining('ADMIN_EMAIL') })
    expect(await ensureFirstOwner(store.db, { ...OWNER_ENV, ADMIN_PASSWORD: 'short' })).toMatchObject({
      off: expect.stringContaining('12'),
    })
    const me = await owner()
    expect(me).toMatchObject({ email: 'owner@realwork.example', role: 'owner', name: 'owner' })
    const row = (await findAccountByEmail(store.db, 'OWNER@realwork.example'))!
    expect(await verifyPassword(OWNER_ENV.ADMIN_PASSWORD, row.password_hash!)).toBe(true)
    // Later starts, even with other values, create nothing and change nothing.
    expect(
      await ensureFirstOwner(store.db, {
        ADMIN_EMAIL: 'intruder@evil.example',
        ADMIN_PASSWORD: 'a different password',
      }),
    ).toBe('exists')
    expect((await listAccounts(store.db)).map((a) => a.email)).toEqual(['owner@realwork.example'])
    const { entries } = await listAudit(store.db)
    expect(entries).toMatchObject([{ action: 'account-create', actorEmail: null, target: 'owner@realwork.example' }])
  })

  it('is created once when several servers start at the same moment', async () => {
    const results = await Promise.all([1, 2, 3].map(() => ensureFirstOwner(store.db, OWNER_ENV)))
    expect(results.filter((r) => r === 'created')).toHaveLength(1)
    expect(await listAccounts(store.db)).toHaveLength(1)
  })
})

describe('invitations', () => {
  it('mail a one-time link valid for 72 hours; only its SHA-256 hash is stored', async () => {
    const me = await owner()
    const now = new Date('2026-11-20T10:00:00Z')
    const mail = await invitedEditor(me, 'Priya@RealWork.example', now)
    expect(mail).toMatchObject({ recipient: 'priya@realwork.example', submission_id: null })
    expect(mail.subject).toBe('Your RealWork staff account')
    expect(mail.body).toContain('https://realworktech.in/staff/invite/')
    const tokens = await store.db.selectFrom('staff_tokens').selectAll().execute()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.token_hash).toBe(hashToken(mail.token))
    expect(JSON.stringify(tokens)).not.toContain(mail.token)
    expect(tokens[0]!.expires_at).toBe('2026-11-23T10:00:00.000Z')

    const pending = (await listAccounts(store.db, now)).find((a) => a.email === 'priya@realwork.example')!
    expect(pending).toMatchObject({ active: false, role: 'editor', inviteExpiresAt: '2026-11-23T10:00:00.000Z' })
    expect(await peekToken(store.db, mail.token, 'invite', new Date('2026-11-23T09:59:00Z'))).toBeDefined()
    expect(await peekToken(store.db, mail.token, 'invite', new Date('2026-11-23T10:00:01Z'))).toBeUndefined()
    expect(await peekToken(store.db, mail.token, 'reset', now)).toBeUndefined() // not a reset link
  })

  it('are accepted once: the password is set, a second use and an expired link fail', async () => {
    const me = await owner()
    const now = new Date()
    const mail = await invitedEditor(me)
    // The page's schema refuses a short password and an empty name before the store sees them.
    const form = (name: string, password: string) =>
      NameAndPasswordSchema.safeParse({ name, password, confirm: password })
    expect(form('Priya S.', 'too short').error?.issues[0]?.message).toMatch(/at least 12 characters/)
    expect(form('  ', 'a long password 1').error?.issues[0]?.message).toBe('Enter your name.')
    const accepted = await acceptInvite(store.db, mail.token, form(' Priya  Sharma ', 'a long password 1').data!, now)
    expect(accepted).toMatchObject({ ok: true, account: { name: 'Priya Sharma', role: 'editor' } })
    const row = (await findAccountByEmail(store.db, 'priya@realwork.example'))!
    expect(await verifyPassword('a long password 1', row.password_hash!)).toBe(true)
    expect(
      await acceptInvite(store.db, mail.token, { name: 'Mallory', password: 'another long password' }),
    ).toMatchObject({ ok: false, status: 410 })
    // Only one of two racing uses of the same link wins.
    const other = await invitedEditor(me, 'ravi@realwork.example')
    const raced = await Promise.all(
      ['first long password', 'second long password'].map((password) =>
        acceptInvite(store.db, other.token, { name: 'Ravi', password }),
      ),
    )
    expect(raced.filter((r) => r.ok)).toHaveLength(1)
    // An expired link opens nothing.
    const late = await invitedEditor(me, 'late@realwork.example', new Date(Date.now() - 73 * 60 * 60 * 1000))
    expect(await acceptInvite(store.db, late.token, { name: 'Late', password: 'a long password 2' })).toMatchObject({
      ok: false,
      status: 410,
    })
    // An active account cannot be invited again.
    expect(
      await inviteAccount(store.db, me, { email: 'priya@realwork.example', name: 'Priya', role: 'owner' }),
    ).toMatchObject({ ok: false, status: 409 })
  })
})

describe('password reset', () => {
  it('mails a link only for an existing account, valid one hour, single use, ending that account’s sessions', async () => {
    const me = await owner()
    const now = new Date()
    expect(await askForPasswordReset(store.db, 'nobody@realwork.example', '192.0.2.1', now)).toEqual({
      limited: false,
    })
    expect(await store.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0)
    expect(await askForPasswordReset(store.db, 'OWNER@realwork.example', '192.0.2.1', now)).toEqual({ limited: false })
    const mail = await lastMail()
    expect(mail.recipient).toBe('owner@realwork.example')
    expect(mail.body).toContain('/staff/reset/')
    expect(await peekToken(store.db, mail.token, 'reset', new Date(now.getTime() + 59 * 60 * 1000))).toBeDefined()
    expect(await peekToken(store.db, mail.token, 'reset', new Date(now.getTime() + 61 * 60 * 1000))).toBeUndefined()

    await store.db
      .insertInto('staff_sessions')
      .values({
        id: 'old-session',
        account_id: me.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3600_000).toISOString(),
        last_seen_at: now.toISOString(),
        client_address: '192.0.2.9',
        user_agent: null,
        data: '{}',
      })
      .execute()
    expect(NewPasswordSchema.safeParse({ password: 'short', confirm: 'short' }).error?.issues[0]?.message).toMatch(
      /at least 12 characters/,
    )
    expect(await resetPassword(store.db, mail.token, 'my brand new password')).toMatchObject({ ok: true })
    expect(await store.db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(0)
    const row = (await findAccountByEmail(store.db, me.email))!
    expect(await verifyPassword('my brand new password', row.password_hash!)).toBe(true)
    expect(await resetPassword(store.db, mail.token, 'yet another password')).toMatchObject({ ok: false, status: 410 })
    const { entries } = await listAudit(store.db, { action: 'password-reset' })
    expect(entries).toMatchObject([{ actorEmail: me.email, target: me.email }])
  })

  it('is limited per email, whether or not the email has an account', async () => {
    await owner()
    const results = []
    for (let i = 0; i < RESET_PER_EMAIL.max + 1; i++)
      results.push((await askForPasswordReset(store.db, 'nobody@realwork.example', `192.0.2.${i}`)).limited)
    expect(results).toEqual([false, false, false, true])
    const addresses = []
    for (let i = 0; i < 6; i++)
      addresses.push((await askForPasswordReset(store.db, `n${i}@realwork.example`, '198.51.100.1')).limited)
    expect(addresses).toEqual([false, false, false, false, false, true])
  })
})

describe('roles and removal', () => {
  it('never leave the site without an owner', async () => {
    const me = await owner()
    expect(await changeRole(store.db, me.id, 'editor')).toMatchObject({ ok: false, status: 409 })
    expect(await removeAccount(store.db, me.id)).toMatchObject({ ok: false, status: 409 })
    // A pending invitation as owner does not count: it cannot sign in yet.
    await inviteAccount(store.db, me, { email: 'next@realwork.example', name: 'Next', role: 'owner' })
    expect(await changeRole(store.db, me.id, 'editor')).toMatchObject({ ok: false, status: 409 })
    const mail = await lastMail()
    await acceptInvite(store.db, mail.token, { name: 'Next Owner', password: 'next owner password' })
    expect(await changeRole(store.db, me.id, 'editor')).toMatchObject({ ok: true, account: { role: 'editor' } })
    const next = (await findAccountByEmail(store.db, 'next@realwork.example'))!
    expect(await removeAccount(store.db, next.id)).toMatchObject({ ok: false, status: 409 })
  })

  it('removing an account ends its sessions and tokens; the audit log keeps its email', async () => {
    const me = await owner()
    const mail = await invitedEditor(me)
    const accepted = await acceptInvite(store.db, mail.token, { name: 'Priya', password: 'a long password 1' })
    if (!accepted.ok) throw new Error(accepted.error)
    const now = new Date()
    await store.db
      .insertInto('staff_sessions')
      .values({
        id: 'priya-session',
        account_id: accepted.account.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3600_000).toISOString(),
        last_seen_at: now.toISOString(),
        client_address: '192.0.2.9',
        user_agent: null,
        data: '{}',
      })
      .execute()
    expect(await removeAccount(store.db, accepted.account.id)).toMatchObject({
      ok: true,
      audit: { action: 'account-remove', target: 'priya@realwork.example', detail: 'Editor' },
    })
    expect(await store.db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(0)
    expect(await findAccountByEmail(store.db, 'priya@realwork.example')).toBeUndefined()
    const { entries } = await listAudit(store.db)
    // Inviting and removing hand their entries to the accounts page's action (staff-routes-audit.test.ts); accepting
    // and the first owner write their own.
    expect(entries.map((e) => e.action)).toEqual(['account-accept', 'account-create'])
    expect(entries[0]).toMatchObject({ actorEmail: 'priya@realwork.example' })
  })
})

describe('the audit log', () => {
  it('lists newest first, pages by 50 and filters by person and action', async () => {
    const start = Date.parse('2026-11-01T00:00:00Z')
    const a = { id: 'a', email: 'a@realwork.example' }
    const b = { id: 'b', email: 'b@realwork.example' }
    for (let i = 0; i < 60; i++)
      await recordAudit(
        store.db,
        i % 2 ? a : b,
        i % 3 ? 'lead-note' : 'sign-in',
        { target: `t${i}` },
        new Date(start + i * 1000),
      )
    const first = await listAudit(store.db)
    expect(first.total).toBe(60)
    expect(first.entries).toHaveLength(50)
    expect(first.entries[0]!.target).toBe('t59')
    expect((await listAudit(store.db, { page: 2 })).entries.map((e) => e.target).at(-1)).toBe('t0')
    const mine = await listAudit(store.db, { actor: a.email, action: 'sign-in' })
    expect(mine.total).toBe(10)
    expect(mine.entries.every((e) => e.actorEmail === a.email && e.action === 'sign-in')).toBe(true)
  })

  it('keeps the order of entries written in the same millisecond', async () => {
    const now = new Date('2026-11-01T00:00:00Z')
    const actor = { id: 'a', email: 'a@realwork.example' }
    for (let i = 0; i < 20; i++) await recordAudit(store.db, actor, 'lead-note', { target: `t${i}` }, now)
    const { entries } = await listAudit(store.db)
    expect(entries.map((e) => e.target)).toEqual(Array.from({ length: 20 }, (_, i) => `t${19 - i}`))
  })
})

describe('migration 005_staff_accounts', () => {
  it('keeps every outbox row and its link to the submission (deleting the submission still removes it)', async () => {
    const old = await openTestDatabase(process.env.DATABASE_URL, { migrateTo: '004_posts' })
    try {
      for (const id of ['s1', 's2'])
        await sql`insert into submissions (id, kind, created_at, name, email, phone, fields, user_agent, status)
          values (${id}, 'enquiry', '2025-01-01T00:00:00.000Z', 'Name', 'a@example.com', '1', '{}', 'UA', 'new')`.execute(
          old.db,
        )
      await sql`insert into outbox (id, submission_id, created_at, status, attempts, next_attempt_at, last_error, sent_at)
        values ('o1', 's1', '2025-01-01T00:00:00.000Z', 'pending', 2, '2025-01-01T00:05:00.000Z', 'refused', null),
               ('o2', 's2', '2025-01-01T00:00:00.000Z', 'sent', 1, '2025-01-01T00:00:00.000Z', null, '2025-01-01T00:00:01.000Z')`.execute(
        old.db,
      )
      await migrate(old)
      const rows = await old.db.selectFrom('outbox').selectAll().orderBy('id').execute()
      expect(rows).toMatchObject([
        { id: 'o1', submission_id: 's1', status: 'pending', attempts: 2, last_error: 'refused', recipient: null },
        { id: 'o2', submission_id: 's2', status: 'sent', sent_at: '2025-01-01T00:00:01.000Z', body: null },
      ])
      await old.db.deleteFrom('submissions').where('id', '=', 's1').execute()
      expect((await old.db.selectFrom('outbox').select('id').execute()).map((r) => r.id)).toEqual(['o2'])
    } finally {
      await old.close()
    }
  })
})
