import { data } from 'react-router'
import type { Route } from './+types/staff.invite.$token'
import { passwordLinkAction } from '~/staff/accounts/server/password-link.server'
import { PasswordForm } from '~/staff/accounts/components/password-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { acceptInvite, EXPIRED, peekToken } from '~/staff/accounts/server/accounts.server'
import { getDatabase } from '~/server/db/database.server'

// Open to whoever holds the one-time link from the invitation mail.
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const account = await peekToken(db, params.token, 'invite')
  if (!account) return data({ email: null, name: '', expired: EXPIRED }, { status: 410 })
  return { email: account.email, name: account.name, expired: null }
}

export async function action({ request, params }: Route.ActionArgs) {
  return passwordLinkAction(request, {
    askName: true,
    echo: (name) => ({ name }),
    save: (db, { name, password }) => acceptInvite(db, params.token, { name, password }),
    welcome: 'welcome',
  })
}

const copy = staffSignInCopy.invite

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordForm
      title={copy.heading}
      intro={copy.intro}
      email={loaderData.email ?? undefined}
      name={actionData?.name ?? loaderData.name}
      askName
      submitLabel={copy.submit}
      error={actionData?.error}
      expired={loaderData.expired ?? undefined}
    />
  )
}
