// The audit entries stores hand back (accounts, the second-factor rule, your password and passkeys) as the staff
// pages' actions write them: through staffAction's done(), with the signed-in account as actor, texts unchanged.
import { describe, expect, it } from 'vitest'
import { findAccountByEmail } from '~/staff/accounts/server/accounts.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { getDatabase } from '~/server/db/database.server'
import { action as accountsAction } from '~/staff/accounts/routes/staff.accounts'
import { action as securityAction } from '~/staff/accounts/routes/staff.security'
import { requireStaff } from '~/staff/shell/server/session.server'
import { sessionProvedSecondFactor } from '~/staff/accounts/server/auth.server'
import {
  OWNER_EMAIL as EMAIL,
  OWNER_PASSWORD as PASSWORD,
  ownerCookie,
  storePasskey,
  withOwnerStore,
} from '~/staff/accounts/server/test-owner.server'
import type { AuditAction } from '~/lib/audit-actions'

withOwnerStore('staff-routes-audit-test')

type Action = (args: { request: Request; params: object; context: object }) => Promise<unknown>

/** Posts a form to a route's action as the signed-in owner: where its 303 goes. */
async function post(action: Action, cookie: string, fields: Record<string, string>): Promise<string | null> {
  const request = new Request('http://localhost/staff/page', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  })
  const thrown = await action({ request, params: {}, context: {} }).then(
    (answer) => answer,
    (error: unknown) => error,
  )
  expect(thrown).toBeInstanceOf(Response)
  expect((thrown as Response).status).toBe(303)
  return (thrown as Response).headers.get('Location')
}

/** The newest audit entry of an action. */
async function latest(action: AuditAction) {
  const { db } = await getDatabase()
  return (await listAudit(db, { action })).entries[0]
}

describe('audit entries written by the staff pages’ actions', () => {
  it('accounts: invite, role, the second-factor rule and removal', async () => {
    const cookie = await ownerCookie()
    const accounts = accountsAction as unknown as Action
    const invitee = 'priya@realwork.example'
    expect(await post(accounts, cookie, { intent: 'invite', email: invitee, name: 'Priya', role: 'editor' })).toMatch(
      /done=invited/,
    )
    expect(await latest('account-invite')).toMatchObject({ actorEmail: EMAIL, target: invitee, detail: 'Editor' })
    const { db } = await getDatabase()
    const account = (await findAccountByEmail(db, invitee))!.id
    await post(accounts, cookie, { intent: 'role', account, role: 'owner' })
    expect(await latest('account-role')).toMatchObject({ actorEmail: EMAIL, target: invitee, detail: 'Editor → Owner' })
    await post(accounts, cookie, { intent: 'policy', require: '0' })
    expect(await latest('policy-second-factor')).toMatchObject({
      actorEmail: EMAIL,
      target: null,
      detail: 'A second factor is optional',
    })
    await post(accounts, cookie, { intent: 'remove', account })
    expect(await latest('account-remove')).toMatchObject({ actorEmail: EMAIL, target: invitee, detail: 'Owner' })
    // An unchanged role writes nothing.
    const before = (await listAudit(db, { action: 'account-role' })).total
    const me = (await findAccountByEmail(db, EMAIL))!.id
    await post(accounts, cookie, { intent: 'role', account: me, role: 'owner' })
    expect((await listAudit(db, { action: 'account-role' })).total).toBe(before)
  })

  it('security: renaming and removing a passkey, then your own password', async () => {
    const cookie = await ownerCookie()
    const security = securityAction as unknown as Action
    const { db } = await getDatabase()
    const me = (await findAccountByEmail(db, EMAIL))!.id
    // As adding a passkey on the page does: the session that added it has proved it.
    const user = await requireStaff(new Request('http://localhost/staff/security', { headers: { Cookie: cookie } }))
    await storePasskey(db, me, { id: 'key-1', name: 'Work laptop' })
    await sessionProvedSecondFactor(db, user)
    await post(security, cookie, { intent: 'passkey-rename', passkey: 'key-1', name: '  Phone  ' })
    expect(await latest('passkey-rename')).toMatchObject({ actorEmail: EMAIL, target: 'Phone' })
    await post(security, cookie, { intent: 'passkey-remove', passkey: 'key-1' })
    expect(await latest('passkey-remove')).toMatchObject({ actorEmail: EMAIL, target: 'Phone' })
    const next = 'a brand new long password'
    expect(
      await post(security, cookie, { intent: 'password', current: PASSWORD, password: next, confirm: next }),
    ).toMatch(/done=password/)
    const entry = await latest('password-change')
    expect(entry).toMatchObject({ actorEmail: EMAIL, target: EMAIL, detail: null })
    expect(JSON.stringify(entry)).not.toContain('brand new')
    // The store is shared with the other staff tests on PostgreSQL: the owner's password goes back.
    await post(security, cookie, { intent: 'password', current: next, password: PASSWORD, confirm: PASSWORD })
  })
})
