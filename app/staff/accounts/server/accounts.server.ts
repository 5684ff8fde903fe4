import type { Kysely, Transaction } from 'kysely'
import { siteLink } from '~/server/site-link.server'
import { recordAudit, type AuditNote } from '~/server/audit.server'
import { getAccount, type StaffAccount } from '~/staff/shell/server/staff-account.server'
import type { Database, StaffAccountTable, StaffRole, StaffTokenPurpose } from '~/server/db/schema.server'
import type { InviteInput } from '~/staff/accounts/forms/account.schema'
import { queueMail } from '~/server/outbox.server'
import { takeLimit, type LimitRule } from '~/server/rate-limit.server'
import { MIN_PASSWORD_LENGTH } from '~/staff/shell/forms/limits'
import { passwordProblem } from '~/staff/accounts/lib/staff-password'
import { hashPassword, hashToken, newToken } from './passwords.server'
import { staffPathTo } from '~/content/staff-routes'

/** An invitation link works for 72 hours, a password-reset link for one hour. */
export const TOKEN_LIFETIME_MS: Record<StaffTokenPurpose, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
}

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor' }

export function isStaffRole(value: string): value is StaffRole {
  return value === 'owner' || value === 'editor'
}

export interface AccountSummary extends StaffAccount {
  /** The role title they sign with, '' until given. */
  title: string
  /** False until the person accepts their invitation. */
  active: boolean
  createdAt: string
  lastSignInAt: string | null
  /** When the newest unused invitation runs out (pending accounts only). */
  inviteExpiresAt: string | null
}

function summaryOf(
  row: Omit<StaffAccountTable, 'title'> & { title?: string },
  inviteExpiresAt: string | null,
): AccountSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    title: row.title ?? '',
    role: row.role,
    active: row.password_hash !== null,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    inviteExpiresAt,
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A plausible address: one @, something on both sides, a dot in the domain, no spaces; at most 254 characters. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
}

/**
 * Sets the name and role title an account signs replies and mails with (SignatureSchema passed them); what they sign
 * from now on carries them, what was sent keeps its signature. Its audit entry comes back; undefined when there is no
 * such account.
 */
export async function setSignature(
  db: Kysely<Database>,
  id: string,
  { name, title }: { name: string; title: string },
): Promise<AuditNote | undefined> {
  const account = await db
    .updateTable('staff_accounts')
    .set({ name, title })
    .where('id', '=', id)
    .returning('email')
    .executeTakeFirst()
  if (!account) return undefined
  return { action: 'account-signature', target: account.email, detail: title ? `${name}, ${title}` : name }
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export type BootstrapResult = 'exists' | 'created' | { off: string }

/**
 * While no account exists, ADMIN_EMAIL and ADMIN_PASSWORD create the first owner. Once any account exists this does
 * nothing, so the environment password opens nothing any more. Safe on several servers at once: the email is unique
 * and the insert does nothing on conflict.
 */
export async function ensureFirstOwner(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): Promise<BootstrapResult> {
  if ((await countAccounts(db)) > 0) return 'exists'
  const email = normalizeEmail(env.ADMIN_EMAIL ?? '')
  const password = env.ADMIN_PASSWORD ?? ''
  if (!email || !password)
    return { off: 'no staff account exists yet and ADMIN_EMAIL and ADMIN_PASSWORD are not both set' }
  if (!isEmail(email)) return { off: 'ADMIN_EMAIL is not an email address' }
  if (passwordProblem(password)) return { off: `ADMIN_PASSWORD is shorter than ${MIN_PASSWORD_LENGTH} characters` }
  const id = crypto.randomUUID()
  const result = await db
    .insertInto('staff_accounts')
    .values({
      id,
      email,
      name: email.split('@')[0]!,
      role: 'owner',
      password_hash: await hashPassword(password),
      created_at: now.toISOString(),
      last_sign_in_at: null,
    })
    .onConflict((c) => c.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!result) return 'exists' // another server created it a moment ago
  await recordAudit(db, null, 'account-create', { target: email, detail: 'Owner from ADMIN_EMAIL' }, now)
  return 'created'
}

/** Every account, owners first, then by name; with invitation state and last sign-in. */
export async function listAccounts(db: Kysely<Database>, now = new Date()): Promise<AccountSummary[]> {
  const [rows, invites] = await Promise.all([
    db.selectFrom('staff_accounts').selectAll().orderBy('role', 'desc').orderBy('name').execute(),
    db
      .selectFrom('staff_tokens')
      .select(['account_id', 'expires_at'])
      .where('purpose', '=', 'invite')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute(),
  ])
  return rows.map((row) =>
    summaryOf(
      row,
      invites
        .filter((invite) => invite.account_id === row.id)
        .map((invite) => invite.expires_at)
        .sort()
        .at(-1) ?? null,
    ),
  )
}

/** A new one-time link for an account; only its hash is stored. */
async function issueToken(
  db: Kysely<Database>,
  accountId: string,
  purpose: StaffTokenPurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken()
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])
  await db.deleteFrom('staff_tokens').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('staff_tokens')
    .values({
      token_hash: hash,
      purpose,
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute()
  return { token, expiresAt }
}

/** The account a token opens, while it is unused and unexpired; nothing is changed. */
export async function peekToken(
  db: Kysely<Database>,
  token: string,
  purpose: StaffTokenPurpose,
  now = new Date(),
): Promise<AccountSummary | undefined> {
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_tokens.account_id')
    .select([
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.name',
      'staff_accounts.role',
      'staff_accounts.title',
      'staff_accounts.password_hash',
      'staff_accounts.created_at',
      'staff_accounts.last_sign_in_at',
      'staff_tokens.expires_at',
    ])
    .where('staff_tokens.token_hash', '=', hashToken(token))
    .where('staff_tokens.purpose', '=', purpose)
    .where('staff_tokens.used_at', 'is', null)
    .where('staff_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!row) return undefined
  return summaryOf(row, purpose === 'invite' ? row.expires_at : null)
}

/**
 * Uses a token once: one statement marks it used only if it is still unused and unexpired, so two requests racing
 * with the same link cannot both succeed. Returns the account it opens, or undefined.
 */
async function consumeToken(
  db: Kysely<Database>,
  token: string,
  purpose: StaffTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('staff_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('account_id')
    .executeTakeFirst()
  return row?.account_id
}

export type AccountResult = { ok: true; account: StaffAccount } | { ok: false; status: number; error: string }

/**
 * An owner's change to an account: its audit entry comes back for the accounts page's action to write (null when
 * nothing changed). Accepting an invitation and resetting a password write theirs here: the actor is the account the
 * link names, and nobody is signed in.
 */
export type AccountChange =
  | { ok: true; account: StaffAccount; audit: AuditNote | null }
  | { ok: false; status: number; error: string }

/**
 * Invites a person: a pending account and a one-time link (72 hours) mailed through the outbox. Inviting an email whose
 * invitation is still pending sends a fresh link (with the new name and role); an active account is refused.
 */
export async function inviteAccount(
  db: Kysely<Database>,
  actor: StaffAccount,
  input: InviteInput,
  now = new Date(),
): Promise<AccountChange> {
  // As InviteSchema passed them: a lower-case address, a one-line name, a known role.
  const { email, name } = input
  const existing = await findAccountByEmail(db, email)
  if (existing?.password_hash) return { ok: false, status: 409, error: `${email} has an account already.` }
  const id = existing?.id ?? crypto.randomUUID()
  if (existing) {
    await db.updateTable('staff_accounts').set({ name, role: input.role }).where('id', '=', id).execute()
    await db.deleteFrom('staff_tokens').where('account_id', '=', id).execute()
  } else {
    await db
      .insertInto('staff_accounts')
      .values({
        id,
        email,
        name,
        role: input.role,
        password_hash: null,
        created_at: now.toISOString(),
        last_sign_in_at: null,
      })
      .execute()
  }
  const { token } = await issueToken(db, id, 'invite', now)
  await queueMail(
    db,
    {
      kind: 'message',
      to: email,
      subject: 'Your RealWork staff account',
      text: [
        `Hello ${name},`,
        '',
        `${actor.name} invited you to the RealWork website's staff inbox as ${ROLE_LABELS[input.role].toLowerCase()}.`,
        'Open this link within 72 hours to choose your password:',
        '',
        siteLink(staffPathTo('staffInvite', { token })),
        '',
        'The link works once. If you did not expect this mail, you can ignore it.',
      ].join('\n'),
    },
    now,
  )
  return {
    ok: true,
    account: { id, email, name, role: input.role },
    audit: { action: 'account-invite', target: email, detail: ROLE_LABELS[input.role] },
  }
}

/** Accepting an invitation sets the name and password (NameAndPasswordSchema checked both); the link is used up. */
export async function acceptInvite(
  db: Kysely<Database>,
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<AccountResult> {
  const { name } = input
  const hash = await hashPassword(input.password)
  const accountId = await consumeToken(db, token, 'invite', now)
  if (!accountId) return { ok: false, status: 410, error: EXPIRED }
  await db.updateTable('staff_accounts').set({ name, password_hash: hash }).where('id', '=', accountId).execute()
  const account = (await getAccount(db, accountId))!
  await recordAudit(db, account, 'account-accept', { target: account.email }, now)
  return { ok: true, account }
}

export const EXPIRED = 'This link has expired or has been used already.'

/**
 * A password-reset link (one hour) for an account that has a password, mailed through the outbox. Says nothing about
 * whether the account exists: the caller answers the same either way.
 */
export async function requestPasswordReset(db: Kysely<Database>, email: string, now = new Date()): Promise<void> {
  const account = await findAccountByEmail(db, email)
  if (!account?.password_hash) return
  const { token } = await issueToken(db, account.id, 'reset', now)
  await queueMail(
    db,
    {
      kind: 'message',
      to: account.email,
      subject: 'Reset your RealWork staff password',
      text: [
        `Hello ${account.name},`,
        '',
        'Someone (we hope you) asked to reset the password of your RealWork staff account.',
        'Open this link within one hour to choose a new password:',
        '',
        siteLink(staffPathTo('staffReset', { token })),
        '',
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      ].join('\n'),
    },
    now,
  )
}

/** Reset requests: five per address and three per email an hour, whether or not the email has an account. */
export const RESET_PER_ADDRESS: LimitRule = { name: 'reset-address', max: 5, windowMs: 60 * 60 * 1000 }
export const RESET_PER_EMAIL: LimitRule = { name: 'reset-email', max: 3, windowMs: 60 * 60 * 1000 }

/**
 * The sign-in page's "Forgot your password?": counts the request against both limits, then mails a link when the
 * account exists. `limited` is true when a limit is passed (the caller answers 429, which says nothing of the account).
 */
export async function askForPasswordReset(
  db: Kysely<Database>,
  email: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ limited: boolean }> {
  const [byAddress, byEmail] = await Promise.all([
    takeLimit(db, RESET_PER_ADDRESS, clientAddress, now),
    takeLimit(db, RESET_PER_EMAIL, normalizeEmail(email), now),
  ])
  if (!byAddress.allowed || !byEmail.allowed) return { limited: true }
  await requestPasswordReset(db, email, now)
  return { limited: false }
}

/** Sets a new password (NewPasswordSchema checked it) through a reset link; every session of that account ends. */
export async function resetPassword(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<AccountResult> {
  const hash = await hashPassword(password)
  const accountId = await consumeToken(db, token, 'reset', now)
  if (!accountId) return { ok: false, status: 410, error: EXPIRED }
  await db.updateTable('staff_accounts').set({ password_hash: hash }).where('id', '=', accountId).execute()
  await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute()
  await db.deleteFrom('staff_tokens').where('account_id', '=', accountId).where('purpose', '=', 'reset').execute()
  const account = (await getAccount(db, accountId))!
  await recordAudit(db, account, 'password-reset', { target: account.email }, now)
  return { ok: true, account }
}

const LAST_OWNER = 'This is the only owner: make someone else an owner first.'

async function otherOwners(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'owner')
    .where('password_hash', 'is not', null)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

type OwnerStep<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; error: string }

/**
 * Reads the account and runs `change` on it in one transaction that first locks every owner's row (a write that
 * changes nothing), so the last-owner check and the change are one step. Two owners demoting each other at once on
 * PostgreSQL: the second waits for the first to commit, then sees one owner left and is refused (READ COMMITTED
 * re-reads locked rows and each statement sees what was committed before it). SQLite takes its one write lock.
 */
async function whileAnOwnerRemains<T>(
  db: Kysely<Database>,
  id: string,
  change: (trx: Transaction<Database>, account: StaffAccount) => Promise<T>,
  { demotes }: { demotes: boolean },
): Promise<OwnerStep<T>> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('role', '=', 'owner')
      .execute()
    const account = await getAccount(trx, id)
    if (!account) return { ok: false, status: 404, error: 'That account no longer exists.' }
    if (demotes && account.role === 'owner' && (await otherOwners(trx, id)) === 0)
      return { ok: false, status: 409, error: LAST_OWNER }
    return { ok: true, value: await change(trx, account) }
  })
}

/** Changes a role; the last owner cannot be demoted. The change holds from the account's next request. */
export async function changeRole(db: Kysely<Database>, id: string, role: StaffRole): Promise<AccountChange> {
  const step = await whileAnOwnerRemains(
    db,
    id,
    async (trx, account) => {
      if (account.role === role) return { account, changed: false }
      await trx.updateTable('staff_accounts').set({ role }).where('id', '=', id).execute()
      return { account, changed: true }
    },
    { demotes: role !== 'owner' },
  )
  if (!step.ok) return step
  const { account, changed } = step.value
  if (!changed) return { ok: true, account, audit: null }
  const detail = `${ROLE_LABELS[account.role]} → ${ROLE_LABELS[role]}`
  return { ok: true, account: { ...account, role }, audit: { action: 'account-role', target: account.email, detail } }
}

/** Removes an account and ends its sessions at once; the last owner cannot be removed. */
export async function removeAccount(db: Kysely<Database>, id: string): Promise<AccountChange> {
  const step = await whileAnOwnerRemains(
    db,
    id,
    async (trx, account) => {
      await trx.deleteFrom('staff_sessions').where('account_id', '=', id).execute()
      await trx.deleteFrom('staff_tokens').where('account_id', '=', id).execute()
      // Their leads go back to nobody, so they show under "Nobody yet" instead of following up no one.
      await trx.updateTable('submissions').set({ assignee_id: null }).where('assignee_id', '=', id).execute()
      await trx.deleteFrom('staff_accounts').where('id', '=', id).execute()
      return account
    },
    { demotes: true },
  )
  if (!step.ok) return step
  const account = step.value
  return {
    ok: true,
    account,
    audit: { action: 'account-remove', target: account.email, detail: ROLE_LABELS[account.role] },
  }
}

/** Notes a successful sign-in (shown in the list of accounts). */
export async function markSignedIn(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  await db.updateTable('staff_accounts').set({ last_sign_in_at: now.toISOString() }).where('id', '=', id).execute()
}
