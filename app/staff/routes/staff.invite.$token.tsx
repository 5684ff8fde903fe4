import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.invite.$token'
import { sitePaths } from '~/content/site-routes'
import { formText } from '~/staff/forms/form-text'
import { done, openIntent, staffAction } from '~/staff/server/staff-action.server'
import { PasswordForm } from '~/staff/components/password-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { acceptInvite, EXPIRED, peekToken } from '~/server/accounts.server'
import { getDatabase } from '~/server/db/database.server'
import { passwordProblem } from '~/server/passwords.server'
import { ACCOUNT_LIMITS } from '~/staff/forms/limits'

// Open to whoever holds the one-time link from the invitation mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'invite')
  if (!account) return data({ email: null, name: '', expired: EXPIRED }, { status: 410 })
  return { email: account.email, name: account.name, expired: null }
}

const Invitation = z.object({ name: formText({ max: ACCOUNT_LIMITS.name }), password: formText(), confirm: formText() })

export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'anyone',
    // A password manager sends the account's email as `username`: read past, never used.
    alsoSent: ['username'],
    intentField: null,
    bodyError: (error) => data({ error: error.message, name: '' }, { status: error.status }),
    fallback: 'accept',
    intents: {
      accept: openIntent(Invitation, async ({ name, password, confirm }, { db }) => {
        const problem = passwordProblem(password, confirm)
        if (problem) return data({ error: problem, name }, { status: 400 })
        const result = await acceptInvite(db, params.token, { name, password })
        if (!result.ok) return data({ error: result.error, name }, { status: result.status })
        return done(`${sitePaths.staffLogin}?done=welcome`)
      }),
    },
  })
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
