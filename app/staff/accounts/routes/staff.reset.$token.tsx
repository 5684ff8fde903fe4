import { data } from 'react-router'
import type { Route } from './+types/staff.reset.$token'
import { passwordLinkAction } from '~/staff/accounts/server/password-link.server'
import { PasswordForm } from '~/staff/accounts/components/password-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { EXPIRED, peekToken, resetPassword } from '~/staff/accounts/server/accounts.server'
import { getDatabase } from '~/server/db/database.server'

// Open to whoever holds the one-time link from the reset mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'reset')
  if (!account) return data({ email: null, expired: EXPIRED }, { status: 410 })
  return { email: account.email, expired: null }
}

export async function action({ request, params }: Route.ActionArgs) {
  return passwordLinkAction(request, {
    askName: false,
    echo: () => ({}),
    save: (db, { password }) => resetPassword(db, params.token, password),
    welcome: 'reset',
  })
}

const copy = staffSignInCopy.reset

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffReset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordForm
      title={copy.title}
      intro={copy.intro}
      email={loaderData.email ?? undefined}
      askName={false}
      submitLabel={copy.submit}
      error={actionData?.error}
      expired={loaderData.expired ?? undefined}
    />
  )
}
