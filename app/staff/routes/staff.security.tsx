import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.security'
import { SecurityView } from '~/staff/components/security-view'
import { staffMeta } from '~/staff/components/staff-meta'
import { recordAudit } from '~/server/audit.server'
import { endStaffSession, requireStaff } from '~/staff/server/auth.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { addPasskey, removePasskey, renamePasskey } from '~/staff/server/passkeys.server'
import { changeOwnPassword, checkOwnPassword, securityPage } from '~/staff/server/security.server'
import { confirmTotp, newRecoveryCodes, removeTotp, startTotpSetup, totpState } from '~/staff/server/totp.server'

const DONE: Record<string, string> = {
  password: 'Your password is changed. Your other sessions have ended.',
  'passkey-add': 'Passkey added. Next time, choose Sign in with a passkey on the sign-in page.',
  'passkey-rename': 'Passkey renamed.',
  'passkey-remove': 'Passkey removed. It no longer signs you in.',
  'app-off': 'The authenticator app is off. Your recovery codes no longer work.',
  'app-cancel': 'Set-up cancelled.',
  ended: 'Session ended. That browser is signed out.',
}

// Open to an account the owner's policy confines: this is where it sets up its second factor.
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, { beforeSecondFactor: true })
  const { db } = await getDatabase()
  return {
    ...(await securityPage(db, me)),
    done: DONE[new URL(request.url).searchParams.get('done') ?? ''] ?? null,
  }
}

type Answer = { intent: string; error?: string; field?: string; codes?: string[] }
const answer = (value: Answer, status = 200) => data(value, { status })
const done = (key: string, hash: string) => redirect(`/staff/security?done=${key}#${hash}`, 303)

/** Every form of the page posts here, told apart by `intent`; all work without JavaScript except adding a passkey. */
export async function action({ request }: Route.ActionArgs) {
  const me = await requireStaff(request, { beforeSecondFactor: true })
  const form = await readSmallForm(request, [
    'intent',
    'current',
    'password',
    'confirm',
    'code',
    'name',
    'response',
    'passkey',
    'session',
  ]).catch((error: unknown) => {
    throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
  })
  const text = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : '')
  const intent = text('intent')
  const { db } = await getDatabase()
  switch (intent) {
    case 'password': {
      const problem = await changeOwnPassword(db, me, text('current'), text('password'), text('confirm'))
      if (problem) return answer({ intent, ...problem }, 400)
      throw done('password', 'password')
    }
    case 'app-start':
      await startTotpSetup(db, me.id)
      throw redirect('/staff/security#app', 303)
    case 'app-cancel':
      await db.deleteFrom('staff_totp').where('account_id', '=', me.id).where('confirmed_at', 'is', null).execute()
      throw done('app-cancel', 'app')
    case 'app-confirm': {
      if (!(await confirmTotp(db, me.id, text('code'))))
        return answer(
          { intent, field: 'code', error: 'That code is not right. Type the six digits the app shows now.' },
          400,
        )
      const codes = await newRecoveryCodes(db, me.id)
      await recordAudit(db, me, 'app-on', { target: me.email })
      return answer({ intent, codes })
    }
    case 'codes-new': {
      if (!(await totpState(db, me.id)).on) throw redirect('/staff/security#app', 303)
      const codes = await newRecoveryCodes(db, me.id)
      await recordAudit(db, me, 'recovery-codes-new', { target: me.email })
      return answer({ intent, codes })
    }
    case 'app-off': {
      const wrong = await checkOwnPassword(db, me.id, text('current'))
      if (wrong) return answer({ intent, field: 'current', error: wrong }, 400)
      await removeTotp(db, me.id)
      await recordAudit(db, me, 'app-off', { target: me.email })
      throw done('app-off', 'app')
    }
    case 'passkey-add': {
      if (!text('response'))
        return answer(
          { intent, error: 'Adding a passkey needs JavaScript: the browser’s passkey API is a script.' },
          400,
        )
      const result = await addPasskey(db, me, text('name'), text('response'))
      if (!result.ok) return answer({ intent, field: 'name', error: result.error }, 400)
      throw done('passkey-add', 'passkeys')
    }
    case 'passkey-rename': {
      const error = await renamePasskey(db, me, text('passkey'), text('name'))
      if (error) return answer({ intent: `${intent}:${text('passkey')}`, error }, 400)
      throw done('passkey-rename', 'passkeys')
    }
    case 'passkey-remove': {
      const error = await removePasskey(db, me, text('passkey'))
      if (error) return answer({ intent, error }, 400)
      throw done('passkey-remove', 'passkeys')
    }
    case 'end-session': {
      const id = text('session')
      const own = await db
        .selectFrom('staff_sessions')
        .select(['client_address'])
        .where('id', '=', id)
        .where('account_id', '=', me.id)
        .executeTakeFirst()
      if (own) {
        await endStaffSession(db, id)
        await recordAudit(db, me, 'session-end', { target: me.email, detail: own.client_address })
      }
      throw id === me.sessionId ? redirect('/staff/login', 303) : done('ended', 'sessions')
    }
  }
  throw data('Unknown action', { status: 400 })
}

export const meta: Route.MetaFunction = () => staffMeta('Security')

export default function StaffSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return <SecurityView {...loaderData} answer={actionData ?? null} />
}
