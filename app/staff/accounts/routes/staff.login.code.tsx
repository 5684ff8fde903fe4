import { data, redirect } from 'react-router'
import { firstMessage } from '~/staff/shell/forms/form-text'
import type { Route } from './+types/staff.login.code'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { CodeStepSchema, PasskeyStepSchema } from '~/staff/accounts/forms/sign-in.schema'
import type { FieldErrors } from '~/forms/fields'
import { done, openIntent, staffAction } from '~/staff/shell/server/staff-action.server'
import { CodeStepForm } from '~/staff/accounts/components/code-step-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { getAccount } from '~/staff/shell/server/staff-account.server'
import { isStaff } from '~/staff/shell/server/session.server'
import { safeNext, startStaffSession } from '~/staff/accounts/server/auth.server'
import { clearCodeStepCookie, readCodeStepCookie } from '~/staff/accounts/server/code-step-cookie.server'
import { getDatabase } from '~/server/db/database.server'
import { accountFactors } from '~/staff/shell/server/staff-account.server'
import {
  codeStepAccount,
  finishCodeStep,
  finishPasskeyStep,
  STEP_EXPIRED,
  type CodeStepResult,
} from '~/staff/accounts/server/second-factor.server'
import { looksLikeRecoveryCode } from '~/staff/accounts/server/totp.server'
import { staffPaths } from '~/content/staff-routes'

// The second step of a password sign-in for an account with a passkey or an authenticator app: the passkey, the app's
// six-digit Code, or a recovery code. The code form is a plain post (it works without JavaScript); a passkey needs the
// browser's passkey API.
export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (await isStaff(request)) throw redirect(next)
  const { db } = await getDatabase()
  const accountId = await codeStepAccount(db, await readCodeStepCookie(request))
  if (!accountId) throw redirect(`${staffPaths.staffLogin}?next=${encodeURIComponent(next)}`)
  const factors = await accountFactors(db, accountId)
  return { next, app: factors.app, passkey: factors.passkeys > 0 }
}

/** A step the schema refused: its first message. */
const refused = (passkey: boolean) => ({
  invalid: (errors: FieldErrors) => data({ error: firstMessage(errors), expired: false, passkey }, { status: 400 }),
})

type How = 'password and code' | 'password and recovery code' | 'password and passkey'

export async function action({ request, context }: Route.ActionArgs) {
  const clientAddress = context?.clientAddress ?? 'unknown'
  /** A finished step starts the session and drops the step's cookie; a refused one answers why. */
  async function finish(result: CodeStepResult, asked: string, how: How, passkey = false) {
    if (!result.ok)
      return data({ error: result.error, expired: result.error === STEP_EXPIRED, passkey }, { status: result.status })
    const { db } = await getDatabase()
    const account = await getAccount(db, result.accountId)
    if (!account) return data({ error: STEP_EXPIRED, expired: true, passkey }, { status: 401 })
    const headers = new Headers()
    headers.append('Set-Cookie', await startStaffSession(request, account, clientAddress, how))
    headers.append('Set-Cookie', await clearCodeStepCookie(request))
    return done(safeNext(asked), { headers })
  }
  return staffAction({
    request,
    gate: 'anyone',
    bodyError: (error) => data({ error: error.message, expired: false, passkey: false }, { status: error.status }),
    // The code form sends no intent (it predates passkeys here): a post without one is a code.
    fallback: 'code',
    intents: {
      code: openIntent(
        CodeStepSchema,
        async ({ code, next }, { db }) => {
          const result = await finishCodeStep(db, await readCodeStepCookie(request), code, clientAddress)
          return finish(result, next, looksLikeRecoveryCode(code) ? 'password and recovery code' : 'password and code')
        },
        refused(false),
      ),
      passkey: openIntent(
        PasskeyStepSchema,
        async ({ response, next }, { db }) => {
          const result = await finishPasskeyStep(db, await readCodeStepCookie(request), response, clientAddress)
          return finish(result, next, 'password and passkey', true)
        },
        refused(true),
      ),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffSignInCopy.code.title)

export default function StaffLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CodeStepForm
      next={loaderData.next}
      app={loaderData.app}
      passkey={loaderData.passkey}
      error={actionData && !actionData.passkey ? actionData.error : undefined}
      passkeyError={actionData?.passkey ? actionData.error : undefined}
      expired={actionData?.expired ?? false}
    />
  )
}
