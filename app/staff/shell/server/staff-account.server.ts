import type { Kysely } from 'kysely'
import type { Database, StaffRole } from '~/server/db/schema.server'

// The account every desk sees behind a session: who it is, its role, its second factors and the owner's rule that
// may ask for one. The accounts desk writes these rows; the shell reads them on every staff request.

/** Who is signed in, as every staff loader and action sees it. */
export interface StaffAccount {
  id: string
  email: string
  name: string
  role: StaffRole
}

export async function getAccount(db: Kysely<Database>, id: string): Promise<StaffAccount | undefined> {
  return db.selectFrom('staff_accounts').select(['id', 'email', 'name', 'role']).where('id', '=', id).executeTakeFirst()
}

export interface AccountFactors {
  /** A confirmed authenticator app (its recovery codes come with it). */
  app: boolean
  passkeys: number
}

/** The name and role title an account signs with, and its email (to tell whether the name is still the first one). */
export async function accountSignature(db: Kysely<Database>, id: string) {
  return db.selectFrom('staff_accounts').select(['email', 'name', 'title']).where('id', '=', id).executeTakeFirst()
}

/** The second factors one account has: a password sign-in of an account with any of them needs one at a second step. */
export async function accountFactors(db: Kysely<Database>, accountId: string): Promise<AccountFactors> {
  const [app, keys] = await Promise.all([
    db
      .selectFrom('staff_totp')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('staff_passkeys')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
  ])
  return { app: app !== undefined, passkeys: Number(keys?.n ?? 0) }
}

export const hasAnyFactor = (factors: AccountFactors): boolean => factors.app || factors.passkeys > 0

/** The staff_settings key of the owner's rule that every account needs a second factor. */
export const SECOND_FACTOR_POLICY_KEY = 'require-second-factor'

export async function secondFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', SECOND_FACTOR_POLICY_KEY)
    .executeTakeFirst()
  return row?.value === '1'
}

/** Whether the owner requires a second factor and this account has neither a passkey nor an app yet. */
export async function mustSetUpSecondFactor(
  db: Kysely<Database>,
  account: StaffAccount & { factors?: AccountFactors },
): Promise<boolean> {
  if (!(await secondFactorRequired(db))) return false
  return !hasAnyFactor(account.factors ?? (await accountFactors(db, account.id)))
}
