import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/staff.accounts'
import { AccountsView } from '~/staff/components/accounts-view'
import { staffMeta } from '~/staff/components/staff-meta'
import { formatIst } from '~/lib/format-ist'
import {
  changeRole,
  inviteAccount,
  isStaffRole,
  listAccounts,
  removeAccount,
  ROLE_LABELS,
} from '~/server/accounts.server'
import { recordAudit } from '~/server/audit.server'
import { endStaffSession, listStaffSessions, requireOwner } from '~/staff/server/auth.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { mailSettingsFromEnv } from '~/server/mail.server'
import {
  factorsByAccount,
  secondFactorRequired,
  setSecondFactorRequired,
  type AccountFactors,
} from '~/staff/server/second-factor.server'

const DONE: Record<string, string> = {
  invited: 'Invitation sent. The link in the mail works once, for 72 hours.',
  role: 'Role changed. It applies from that person’s next click.',
  removed: 'Account removed. Its sessions have ended.',
  ended: 'Session ended. That browser is signed out.',
  policy: 'Saved. The second-factor rule applies from everyone’s next click.',
}

function describeFactors(factors: AccountFactors | undefined): string {
  if (!factors) return 'No second factor'
  const keys = factors.passkeys === 1 ? '1 passkey' : factors.passkeys > 1 ? `${factors.passkeys} passkeys` : ''
  return `Second factor: ${[keys, factors.app ? 'authenticator app' : ''].filter(Boolean).join(' and ')}`
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireOwner(request)
  const { db } = await getDatabase()
  const [accounts, sessions, factors, required] = await Promise.all([
    listAccounts(db),
    listStaffSessions(db),
    factorsByAccount(db),
    secondFactorRequired(db),
  ])
  return {
    policy: { required, without: accounts.filter((a) => a.active && !factors.has(a.id)).length },
    me: me.id,
    // Invitations go out through the mail outbox: without mail they wait there, and the owner should know why.
    mailOff: 'off' in mailSettingsFromEnv(),
    done: DONE[new URL(request.url).searchParams.get('done') ?? ''] ?? null,
    accounts: accounts.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      role: a.role,
      roleLabel: ROLE_LABELS[a.role],
      state: a.active
        ? a.lastSignInAt
          ? `Last signed in ${formatIst(a.lastSignInAt)}`
          : 'Has not signed in yet'
        : a.inviteExpiresAt
          ? `Invited; the link works until ${formatIst(a.inviteExpiresAt)}`
          : 'Invited; the link has expired (invite again)',
      factors: describeFactors(factors.get(a.id)),
    })),
    sessions: sessions
      .filter((s) => s.accountId !== null && s.email !== null)
      .map((s) => ({
        id: s.id,
        who: `${s.name} (${s.email})`,
        since: formatIst(s.createdAt),
        lastSeen: formatIst(s.lastSeenAt),
        address: s.clientAddress,
        browser: s.userAgent ?? 'Not given',
        current: s.id === me.sessionId,
      })),
  }
}

/** Five forms post here: invite, role, remove, end-session and policy (the `intent` field). */
export async function action({ request }: Route.ActionArgs) {
  const me = await requireOwner(request)
  const form = await readSmallForm(request, ['intent', 'email', 'name', 'role', 'account', 'session', 'require']).catch(
    (error: unknown) => {
      throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
    },
  )
  const text = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : '')
  const intent = text('intent')
  const { db } = await getDatabase()
  const role = text('role')
  if (intent === 'invite') {
    const values = { email: text('email').slice(0, 254), name: text('name').slice(0, 100), role }
    if (!isStaffRole(role)) return data({ error: 'Choose a role.', values }, { status: 400 })
    const result = await inviteAccount(db, me, { ...values, role })
    if (!result.ok) return data({ error: result.error, values }, { status: result.status })
    throw redirect('/staff/accounts?done=invited#accounts', 303)
  }
  if (intent === 'role') {
    if (!isStaffRole(role)) return data({ error: 'Choose a role.', values: null }, { status: 400 })
    const result = await changeRole(db, me, text('account'), role)
    if (!result.ok) return data({ error: result.error, values: null }, { status: result.status })
    throw redirect('/staff/accounts?done=role#accounts', 303)
  }
  if (intent === 'remove') {
    const result = await removeAccount(db, me, text('account'))
    if (!result.ok) return data({ error: result.error, values: null }, { status: result.status })
    // Removing yourself ends your own session too: straight to the sign-in page.
    throw redirect(result.account.id === me.id ? '/staff/login' : '/staff/accounts?done=removed#accounts', 303)
  }
  if (intent === 'policy') {
    const on = text('require') === '1'
    // The owner who switches it on is held to it at once: they need their own factor first, or they would lock
    // themselves out of this page.
    if (on && !(await factorsByAccount(db)).has(me.id))
      return data(
        {
          error:
            'Set up your own passkey or authenticator app on your Security page first, then require it of everyone.',
          values: null,
        },
        { status: 400 },
      )
    await setSecondFactorRequired(db, me, on)
    throw redirect('/staff/accounts?done=policy#policy', 303)
  }
  if (intent === 'end-session') {
    const id = text('session')
    const session = (await listStaffSessions(db)).find((s) => s.id === id)
    if (session) {
      await endStaffSession(db, id)
      await recordAudit(db, me, 'session-end', {
        target: session.email ?? 'unknown account',
        detail: `${session.clientAddress}, since ${formatIst(session.createdAt)}`,
      })
    }
    throw redirect(id === me.sessionId ? '/staff/login' : '/staff/accounts?done=ended#sessions', 303)
  }
  throw data('Unknown action', { status: 400 })
}

export const meta: Route.MetaFunction = () => staffMeta('Accounts')

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <AccountsView
      {...loaderData}
      error={actionData?.error}
      values={actionData?.values ?? undefined}
      submitting={navigation.state === 'submitting'}
    />
  )
}
