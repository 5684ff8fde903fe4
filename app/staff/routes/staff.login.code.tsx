import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.login.code'
import { formText } from '~/staff/forms/form-text'
import { done, openIntent, staffAction } from '~/staff/server/staff-action.server'
import { CodeStepForm } from '~/staff/components/code-step-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { staffSignInCopy } from '~/staff/content/staff-sign-in'
import { getAccount } from '~/server/accounts.server'
import { isStaff, safeNext, startStaffSession } from '~/staff/server/auth.server'
import { clearCodeStepCookie, readCodeStepCookie } from '~/staff/server/code-step-cookie.server'
import { getDatabase } from '~/server/db/database.server'
import { codeStepAccount, finishCodeStep, STEP_EXPIRED } from '~/staff/server/second-factor.server'
import { looksLikeRecoveryCode } from '~/staff/server/totp.server'
import { staffPaths } from '~/content/staff-routes'
import { CODE_STEP_MAX } from '~/staff/forms/limits'

// The second step of a password sign-in for an account with an authenticator app: the six-digit Code, or a recovery
// code. Plain form posts: it works without JavaScript.
export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (await isStaff(request)) throw redirect(next)
  const { db } = await getDatabase()
  if (!(await codeStepAccount(db, await readCodeStepCookie(request))))
    throw redirect(`${staffPaths.staffLogin}?next=${encodeURIComponent(next)}`)
  return { next }
}

const Code = z.object({ code: formText({ max: CODE_STEP_MAX }), next: formText() })

export async function action({ request, context }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'anyone',
    bodyError: (error) => data({ error: error.message, expired: false }, { status: error.status }),
    intentField: null,
    fallback: 'code',
    intents: {
      code: openIntent(Code, async ({ code, next: asked }, { db }) => {
        const next = safeNext(asked)
        const clientAddress = context?.clientAddress ?? 'unknown'
        const result = await finishCodeStep(db, await readCodeStepCookie(request), code, clientAddress)
        if (!result.ok)
          return data({ error: result.error, expired: result.error === STEP_EXPIRED }, { status: result.status })
        const account = await getAccount(db, result.accountId)
        if (!account) return data({ error: STEP_EXPIRED, expired: true }, { status: 401 })
        const how = looksLikeRecoveryCode(code) ? 'password and recovery code' : 'password and code'
        const headers = new Headers()
        headers.append('Set-Cookie', await startStaffSession(request, account, clientAddress, how))
        headers.append('Set-Cookie', await clearCodeStepCookie(request))
        return done(next, { headers })
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffSignInCopy.code.title)

export default function StaffLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  return <CodeStepForm next={loaderData.next} error={actionData?.error} expired={actionData?.expired ?? false} />
}
