import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.security'
import { staffPaths } from '~/content/staff-routes'
import { formText } from '~/staff/shell/forms/form-text'
import { APP_CODE_MAX, PASSKEY_NAME_MAX } from '~/staff/shell/forms/limits'
import { done, intent, staffAction, type AuditNote } from '~/staff/shell/server/staff-action.server'
import { SecurityView } from '~/staff/accounts/components/security-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSecurityCopy } from '~/staff/accounts/content/staff-account-pages'
import { endStaffSession, requireStaff, sessionProvedSecondFactor } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { addPasskey, removePasskey, renamePasskey } from '~/staff/accounts/server/passkeys.server'
import { changeOwnPassword, checkOwnPassword, securityPage } from '~/staff/accounts/server/security.server'
import {
  confirmTotp,
  newRecoveryCodes,
  removeTotp,
  startTotpSetup,
  totpState,
} from '~/staff/accounts/server/totp.server'

const DONE = staffSecurityCopy.done

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
const back = (key: string, hash: string, audit?: AuditNote) =>
  done(`${staffPaths.staffSecurity}?done=${key}#${hash}`, { audit })

const Nothing = z.object({})
const NewPassword = z.object({ current: formText(), password: formText(), confirm: formText() })
const Current = z.object({ current: formText() })
const Code = z.object({ code: formText({ max: APP_CODE_MAX }) })
const passkeyName = formText({ trim: true, max: PASSKEY_NAME_MAX })
const NewPasskey = z.object({ name: passkeyName, response: formText() })
const Rename = z.object({ passkey: formText(), name: passkeyName })
const Passkey = z.object({ passkey: formText() })
const Session = z.object({ session: formText() })

/** Every form of the page posts here, told apart by `intent`; all work without JavaScript except adding a passkey. */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    // Open to an account the owner's policy confines: this is where it sets up its second factor.
    gate: { beforeSecondFactor: true },
    intents: {
      password: intent(NewPassword, async ({ current, password, confirm }, { db, user: me }) => {
        const result = await changeOwnPassword(db, me, current, password, confirm)
        if (!('audit' in result)) return answer({ intent: 'password', ...result }, 400)
        return back('password', 'password', result.audit)
      }),
      'app-start': intent(Nothing, async (_, { db, user: me }) => {
        await startTotpSetup(db, me.id)
        return done(`${staffPaths.staffSecurity}#app`)
      }),
      'app-cancel': intent(Nothing, async (_, { db, user: me }) => {
        await db.deleteFrom('staff_totp').where('account_id', '=', me.id).where('confirmed_at', 'is', null).execute()
        return back('app-cancel', 'app')
      }),
      'app-confirm': intent(Code, async ({ code }, { db, user: me, audit }) => {
        if (!(await confirmTotp(db, me.id, code)))
          return answer(
            {
              intent: 'app-confirm',
              field: 'code',
              error: staffSecurityCopy.wrongAppCode,
            },
            400,
          )
        await sessionProvedSecondFactor(db, me)
        const codes = await newRecoveryCodes(db, me.id)
        await audit({ action: 'app-on', target: me.email })
        return answer({ intent: 'app-confirm', codes })
      }),
      'codes-new': intent(Nothing, async (_, { db, user: me, audit }) => {
        if (!(await totpState(db, me.id)).on) return done(`${staffPaths.staffSecurity}#app`)
        const codes = await newRecoveryCodes(db, me.id)
        await audit({ action: 'recovery-codes-new', target: me.email })
        return answer({ intent: 'codes-new', codes })
      }),
      'app-off': intent(Current, async ({ current }, { db, user: me }) => {
        const wrong = await checkOwnPassword(db, me.id, current)
        if (wrong) return answer({ intent: 'app-off', field: 'current', error: wrong }, 400)
        await removeTotp(db, me.id)
        return back('app-off', 'app', { action: 'app-off', target: me.email })
      }),
      'passkey-add': intent(NewPasskey, async ({ name, response }, { db, user: me }) => {
        if (!response)
          return answer(
            {
              intent: 'passkey-add',
              error: staffSecurityCopy.passkeyNeedsScript,
            },
            400,
          )
        const result = await addPasskey(db, me, name, response)
        if (!result.ok) return answer({ intent: 'passkey-add', field: 'name', error: result.error }, 400)
        await sessionProvedSecondFactor(db, me)
        return back('passkey-add', 'passkeys', { action: 'passkey-add', target: result.value.name })
      }),
      'passkey-rename': intent(Rename, async ({ passkey, name }, { db, user: me }) => {
        const error = await renamePasskey(db, me, passkey, name)
        if (error) return answer({ intent: `passkey-rename:${passkey}`, error }, 400)
        // The schema trims and cuts the name as the store does: this is the name stored.
        return back('passkey-rename', 'passkeys', { action: 'passkey-rename', target: name })
      }),
      'passkey-remove': intent(Passkey, async ({ passkey }, { db, user: me }) => {
        const result = await removePasskey(db, me, passkey)
        if (!result.ok) return answer({ intent: 'passkey-remove', error: result.error }, 400)
        return back('passkey-remove', 'passkeys', { action: 'passkey-remove', target: result.value })
      }),
      'end-session': intent(Session, async ({ session: id }, { db, user: me }) => {
        const own = await db
          .selectFrom('staff_sessions')
          .select(['client_address'])
          .where('id', '=', id)
          .where('account_id', '=', me.id)
          .executeTakeFirst()
        if (own) await endStaffSession(db, id)
        const audit = own && { action: 'session-end' as const, target: me.email, detail: own.client_address }
        return id === me.sessionId ? done(staffPaths.staffLogin, { audit }) : back('ended', 'sessions', audit)
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffSecurityCopy.title)

export default function StaffSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return <SecurityView {...loaderData} answer={actionData ?? null} />
}
