import { data, useNavigation } from 'react-router'
import { firstMessage } from '~/staff/shell/forms/form-text'
import { staffPaths } from '~/content/staff-routes'
import {
  AccountRefSchema,
  AccountSignatureSchema,
  InviteSchema,
  PolicySchema,
  RoleSchema,
  SessionRefSchema,
} from '~/staff/accounts/forms/account.schema'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'
import type { Route } from './+types/staff.accounts'
import { AccountsView } from '~/staff/accounts/components/accounts-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffAccountsCopy } from '~/staff/accounts/content/staff-account-pages'
import { formatIst } from '~/lib/ist'
import { fillTemplate } from '~/lib/format'
import {
  changeRole,
  inviteAccount,
  listAccounts,
  removeAccount,
  ROLE_LABELS,
  setSignature,
} from '~/staff/accounts/server/accounts.server'
import { endStaffSession, requireOwner } from '~/staff/shell/server/session.server'
import { listStaffSessions } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { mailSettingsFromEnv } from '~/server/mail.server'
import { factorsByAccount, setSecondFactorRequired } from '~/staff/accounts/server/second-factor.server'
import { secondFactorRequired, type AccountFactors } from '~/staff/shell/server/staff-account.server'

const { done: DONE, state } = staffAccountsCopy

function describeFactors(factors: AccountFactors | undefined): string {
  const copy = staffAccountsCopy.factors
  if (!factors) return copy.none
  const n = factors.passkeys
  const keys = n === 1 ? copy.passkey : n > 1 ? fillTemplate(copy.passkeys, { n }) : ''
  return fillTemplate(copy.one, { list: [keys, factors.app ? copy.app : ''].filter(Boolean).join(copy.and) })
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
      title: a.title,
      email: a.email,
      role: a.role,
      roleLabel: ROLE_LABELS[a.role],
      state: a.active
        ? a.lastSignInAt
          ? fillTemplate(state.lastSignIn, { when: formatIst(a.lastSignInAt) })
          : state.neverSignedIn
        : a.inviteExpiresAt
          ? fillTemplate(state.invited, { when: formatIst(a.inviteExpiresAt) })
          : state.inviteExpired,
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
        browser: s.userAgent ?? staffAccountsCopy.unknownBrowser,
        current: s.id === me.sessionId,
      })),
  }
}

const accountsPath = (done: string, section: string) => `${staffPaths.staffAccounts}?done=${done}#${section}`
const refused = (error: string, status: number) => data({ error, values: null }, { status })

/** Five forms post here: invite, role, remove, end-session and policy (the `intent` field). */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'owner',
    intents: {
      invite: intent(
        InviteSchema,
        async (values, { db, user: me }) => {
          const result = await inviteAccount(db, me, values)
          if (!result.ok) return data({ error: result.error, values }, { status: result.status })
          return done(accountsPath('invited', 'accounts'), { audit: result.audit })
        },
        {
          // What was typed comes back with the first message.
          invalid: (errors, raw) =>
            data(
              {
                error: firstMessage(errors),
                values: Object.fromEntries(
                  ['email', 'name', 'role'].map((key) => [key, typeof raw[key] === 'string' ? raw[key] : '']),
                ) as { email: string; name: string; role: string },
              },
              { status: 400 },
            ),
        },
      ),
      role: intent(RoleSchema, async ({ account, role }, { db }) => {
        const result = await changeRole(db, account, role)
        if (!result.ok) return refused(result.error, result.status)
        return done(accountsPath('role', 'accounts'), { audit: result.audit })
      }),
      signature: intent(
        AccountSignatureSchema,
        async ({ account, ...signature }, { db }) => {
          const audit = await setSignature(db, account, signature)
          if (!audit) return refused(staffAccountsCopy.gone, 404)
          return done(accountsPath('signature', 'accounts'), { audit })
        },
        { invalid: (errors) => refused(firstMessage(errors), 400) },
      ),
      remove: intent(AccountRefSchema, async ({ account }, { db, user: me }) => {
        const result = await removeAccount(db, account)
        if (!result.ok) return refused(result.error, result.status)
        // Removing yourself ends your own session too: straight to the sign-in page.
        const to = result.account.id === me.id ? staffPaths.staffLogin : accountsPath('removed', 'accounts')
        return done(to, { audit: result.audit })
      }),
      policy: intent(PolicySchema, async ({ require: on }, { db, user: me }) => {
        // The owner who switches it on is held to it at once: they need their own factor first, or they would lock
        // themselves out of this page.
        if (on && !(await factorsByAccount(db)).has(me.id)) return refused(staffAccountsCopy.ownFactorFirst, 400)
        const audit = await setSecondFactorRequired(db, on)
        return done(accountsPath('policy', 'policy'), { audit })
      }),
      'end-session': intent(SessionRefSchema, async ({ session: id }, { db, user: me }) => {
        const session = (await listStaffSessions(db)).find((s) => s.id === id)
        if (session) await endStaffSession(db, id)
        const audit = session && {
          action: 'session-end' as const,
          target: session.email ?? 'unknown account',
          detail: `${session.clientAddress}, since ${formatIst(session.createdAt)}`,
        }
        return done(id === me.sessionId ? staffPaths.staffLogin : accountsPath('ended', 'sessions'), { audit })
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffAccountsCopy.title)

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
