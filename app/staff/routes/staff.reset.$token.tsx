import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.reset.$token'
import { sitePaths } from '~/content/site-routes'
import { formText } from '~/staff/forms/form-text'
import { done, openIntent, staffAction } from '~/staff/server/staff-action.server'
import { PasswordForm } from '~/staff/components/password-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { EXPIRED, peekToken, resetPassword } from '~/server/accounts.server'
import { getDatabase } from '~/server/db/database.server'
import { passwordProblem } from '~/server/passwords.server'

// Open to whoever holds the one-time link from the reset mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'reset')
  if (!account) return data({ email: null, expired: EXPIRED }, { status: 410 })
  return { email: account.email, expired: null }
}

const NewPassword = z.object({ password: formText(), confirm: formText() })

export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'anyone',
    // A password manager sends the account's email as `username`: read past, never used.
    alsoSent: ['username'],
    intentField: null,
    bodyError: (error) => data({ error: error.message }, { status: error.status }),
    fallback: 'reset',
    intents: {
      reset: openIntent(NewPassword, async ({ password, confirm }, { db }) => {
        const problem = passwordProblem(password, confirm)
        if (problem) return data({ error: problem }, { status: 400 })
        const result = await resetPassword(db, params.token, password)
        if (!result.ok) return data({ error: result.error }, { status: result.status })
        return done(`${sitePaths.staffLogin}?done=reset`)
      }),
    },
  })
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
