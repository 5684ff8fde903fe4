import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.invite.$token'
import { PasswordForm } from '~/staff/components/password-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { acceptInvite, EXPIRED, peekToken } from '~/server/accounts.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { passwordProblem } from '~/server/passwords.server'

// Open to whoever holds the one-time link from the invitation mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'invite')
  if (!account) return data({ email: null, name: '', expired: EXPIRED }, { status: 410 })
  return { email: account.email, name: account.name, expired: null }
}

export async function action({ request, params }: Route.ActionArgs) {
  let form: FormData
  try {
    form = await readSmallForm(request, ['username', 'name', 'password', 'confirm'])
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message, name: '' }, { status: error.status })
    throw error
  }
  const text = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : '')
  const name = text('name').slice(0, 100)
  const problem = passwordProblem(text('password'), text('confirm'))
  if (problem) return data({ error: problem, name }, { status: 400 })
  const { db } = await getDatabase()
  const result = await acceptInvite(db, params.token, { name, password: text('password') })
  if (!result.ok) return data({ error: result.error, name }, { status: result.status })
  throw redirect('/staff/login?done=welcome', 303)
}

export const meta: Route.MetaFunction = () => staffMeta('Accept your invitation')

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordForm
      title="Welcome to the staff inbox"
      intro="Check your name and choose a password to finish setting up your account."
      email={loaderData.email ?? undefined}
      name={actionData?.name ?? loaderData.name}
      askName
      submitLabel="Create my account"
      error={actionData?.error}
      expired={loaderData.expired ?? undefined}
    />
  )
}
