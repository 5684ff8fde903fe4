import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.login.code'
import { CodeStepForm } from '~/staff/components/code-step-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { getAccount } from '~/server/accounts.server'
import { isStaff, safeNext, startStaffSession } from '~/staff/server/auth.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { clearCodeStepCookie, readCodeStepCookie } from '~/staff/server/code-step-cookie.server'
import { getDatabase } from '~/server/db/database.server'
import { codeStepAccount, finishCodeStep, STEP_EXPIRED } from '~/staff/server/second-factor.server'
import { looksLikeRecoveryCode } from '~/staff/server/totp.server'

// The second step of a password sign-in for an account with an authenticator app: the six-digit Code, or a recovery
// code. Plain form posts: it works without JavaScript.
export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (await isStaff(request)) throw redirect(next)
  const { db } = await getDatabase()
  if (!(await codeStepAccount(db, await readCodeStepCookie(request))))
    throw redirect(`/staff/login?next=${encodeURIComponent(next)}`)
  return { next }
}

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData
  try {
    form = await readSmallForm(request, ['code', 'next'])
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message, expired: false }, { status: error.status })
    throw error
  }
  const code = String(form.get('code') ?? '').slice(0, 40)
  const next = safeNext(String(form.get('next') ?? ''))
  const clientAddress = context?.clientAddress ?? 'unknown'
  const { db } = await getDatabase()
  const result = await finishCodeStep(db, await readCodeStepCookie(request), code, clientAddress)
  if (!result.ok)
    return data({ error: result.error, expired: result.error === STEP_EXPIRED }, { status: result.status })
  const account = await getAccount(db, result.accountId)
  if (!account) return data({ error: STEP_EXPIRED, expired: true }, { status: 401 })
  const how = looksLikeRecoveryCode(code) ? 'password and recovery code' : 'password and code'
  const headers = new Headers()
  headers.append('Set-Cookie', await startStaffSession(request, account, clientAddress, how))
  headers.append('Set-Cookie', await clearCodeStepCookie(request))
  throw redirect(next, { status: 303, headers })
}

export const meta: Route.MetaFunction = () => staffMeta('Enter your code')

export default function StaffLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  return <CodeStepForm next={loaderData.next} error={actionData?.error} expired={actionData?.expired ?? false} />
}
