import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.reset.$token'
import { PasswordForm } from '~/staff/components/password-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { EXPIRED, peekToken, resetPassword } from '~/server/accounts.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { passwordProblem } from '~/server/passwords.server'

// Open to whoever holds the one-time link from the reset mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'reset')
  if (!account) return data({ email: null, expired: EXPIRED }, { status: 410 })
  return { email: account.email, expired: null }
}

export async function action({ request, params }: Route.ActionArgs) {
  let form: FormData
  try {
    form = await readSmallForm(request, ['username', 'password', 'confirm'])
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status })
    throw error
  }
  const password = typeof form.get('password') === 'string' ? (form.get('password') as string) : ''
  const confirm = typeof form.get('confirm') === 'string' ? (form.get('confirm') as string) : ''
  const problem = passwordProblem(password, confirm)
  if (problem) return data({ error: problem }, { status: 400 })
  const { db } = await getDatabase()
  const result = await resetPassword(db, params.token, password)
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  throw redirect('/staff/login?done=reset', 303)
}

export const meta: Route.MetaFunction = () => staffMeta('Choose a new password')

export default function StaffReset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordForm
      title="Choose a new password"
      intro="Your other sessions end when you save it."
      email={loaderData.email ?? undefined}
      askName={false}
      submitLabel="Save the new password"
      error={actionData?.error}
      expired={loaderData.expired ?? undefined}
    />
  )
}
