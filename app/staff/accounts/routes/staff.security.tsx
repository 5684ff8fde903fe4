import { data } from 'react-router'
import { NoFieldsSchema } from '~/staff/shell/forms/form-text'
import type { Route } from './+types/staff.security'
import { staffPaths } from '~/content/staff-routes'
import type { FieldErrors } from '~/forms/fields'
import { SessionRefSchema, SignatureSchema } from '~/staff/accounts/forms/account.schema'
import { setSignature } from '~/staff/accounts/server/accounts.server'
import { ChangePasswordSchema, CurrentPasswordSchema } from '~/staff/accounts/forms/password.schema'
import {
  AppCodeSchema,
  NewPasskeySchema,
  PasskeyRefSchema,
  RenamePasskeySchema,
} from '~/staff/accounts/forms/security.schema'
import { done, intent, staffAction, type AuditNote } from '~/staff/shell/server/staff-action.server'
import { SecurityView } from '~/staff/accounts/components/security-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSecurityCopy } from '~/staff/accounts/content/staff-account-pages'
import { endStaffSession, requireStaff } from '~/staff/shell/server/session.server'
import { sessionProvedSecondFactor } from '~/staff/accounts/server/auth.server'
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

/** A form the schema refused: its first message, on the field the page marks (the password form's) when it is one. */
const refusedAs = (intent: (raw: Record<string, unknown>) => string) => ({
  invalid: (errors: FieldErrors, raw: Record<string, unknown>) => {
    const [field, error] = Object.entries(errors)[0] ?? ['form', 'Please check the form.']
    return answer(
      { intent: intent(raw), error, ...(['current', 'password', 'name', 'title'].includes(field) ? { field } : {}) },
      400,
    )
  },
})

/** Every form of the page posts here, told apart by `intent`; all work without JavaScript except adding a passkey. */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    // Open to an account the owner's policy confines: this is where it sets up its second factor.
    gate: { beforeSecondFactor: true },
    intents: {
      signature: intent(
        SignatureSchema,
        async (signature, { db, user: me }) => {
          const audit = await setSignature(db, me.id, signature)
          return back('signature', 'signature', audit)
        },
        refusedAs(() => 'signature'),
      ),
      password: intent(
        ChangePasswordSchema,
        async ({ current, password }, { db, user: me }) => {
          const result = await changeOwnPassword(db, me, current, password)
          if (!('audit' in result)) return answer({ intent: 'password', ...result }, 400)
          return back('password', 'password', result.audit)
        },
        refusedAs(() => 'password'),
      ),
      'app-start': intent(NoFieldsSchema, async (_, { db, user: me }) => {
        await startTotpSetup(db, me.id)
        return done(`${staffPaths.staffSecurity}#app`)
      }),
      'app-cancel': intent(NoFieldsSchema, async (_, { db, user: me }) => {
        await db.deleteFrom('staff_totp').where('account_id', '=', me.id).where('confirmed_at', 'is', null).execute()
        return back('app-cancel', 'app')
      }),
      'app-confirm': intent(
        AppCodeSchema,
        async ({ code }, { db, user: me, audit }) => {
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
        },
        refusedAs(() => 'app-confirm'),
      ),
      'codes-new': intent(NoFieldsSchema, async (_, { db, user: me, audit }) => {
        if (!(await totpState(db, me.id)).on) return done(`${staffPaths.staffSecurity}#app`)
        const codes = await newRecoveryCodes(db, me.id)
        await audit({ action: 'recovery-codes-new', target: me.email })
        return answer({ intent: 'codes-new', codes })
      }),
      'app-off': intent(
        CurrentPasswordSchema,
        async ({ current }, { db, user: me }) => {
          const wrong = await checkOwnPassword(db, me.id, current)
          if (wrong) return answer({ intent: 'app-off', field: 'current', error: wrong }, 400)
          await removeTotp(db, me.id)
          return back('app-off', 'app', { action: 'app-off', target: me.email })
        },
        refusedAs(() => 'app-off'),
      ),
      'passkey-add': intent(
        NewPasskeySchema,
        async ({ name, response }, { db, user: me }) => {
          const result = await addPasskey(db, me, name, response)
          if (!result.ok) return answer({ intent: 'passkey-add', field: 'name', error: result.error }, 400)
          await sessionProvedSecondFactor(db, me)
          return back('passkey-add', 'passkeys', { action: 'passkey-add', target: result.value.name })
        },
        refusedAs(() => 'passkey-add'),
      ),
      'passkey-rename': intent(
        RenamePasskeySchema,
        async ({ passkey, name }, { db, user: me }) => {
          const error = await renamePasskey(db, me, passkey, name)
          if (error) return answer({ intent: `passkey-rename:${passkey}`, error }, 400)
          // The schema's name is the name stored.
          return back('passkey-rename', 'passkeys', { action: 'passkey-rename', target: name })
        },
        refusedAs((raw) => `passkey-rename:${typeof raw.passkey === 'string' ? raw.passkey : ''}`),
      ),
      'passkey-remove': intent(
        PasskeyRefSchema,
        async ({ passkey }, { db, user: me }) => {
          const result = await removePasskey(db, me, passkey)
          if (!result.ok) return answer({ intent: 'passkey-remove', error: result.error }, 400)
          return back('passkey-remove', 'passkeys', { action: 'passkey-remove', target: result.value })
        },
        refusedAs(() => 'passkey-remove'),
      ),
      'end-session': intent(SessionRefSchema, async ({ session: id }, { db, user: me }) => {
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
