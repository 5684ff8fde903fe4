import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.login'
import { LoginForm } from '~/components/staff/login-form'
import { staffMeta } from '~/components/staff/staff-meta'
import { BodyError, readSmallForm } from '~/server/body.server'
import { isStaff, safeNext, signIn, staffConfig } from '~/server/auth.server'

// The one staff route open to everyone: it shows the sign-in form (or that the inbox is not configured), nothing else.
export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (!staffConfig().ok) return { configured: false, next }
  if (await isStaff(request)) throw redirect(next)
  return { configured: true, next }
}

export async function action({ request, context }: Route.ActionArgs) {
  // A password form is small: anything bigger is refused as it is read, chunked or not.
  let form: FormData
  try {
    form = await readSmallForm(request, ['password', 'next'])
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status })
    throw error
  }
  const password = form.get('password')
  const next = safeNext(typeof form.get('next') === 'string' ? (form.get('next') as string) : null)
  const result = await signIn(
    request,
    typeof password === 'string' ? password.slice(0, 1000) : '',
    context?.clientAddress ?? 'unknown',
  )
  if (result.ok) throw redirect(next, { status: 303, headers: { 'Set-Cookie': result.cookie } })
  return data({ error: result.error }, { status: result.status })
}

export const meta: Route.MetaFunction = () => staffMeta('Sign in')

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm configured={loaderData.configured} next={loaderData.next} error={actionData?.error} />
}
