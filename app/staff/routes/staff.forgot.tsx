import { data, redirect } from 'react-router'
import type { Route } from './+types/staff.forgot'
import { ForgotForm } from '~/staff/components/forgot-form'
import { staffMeta } from '~/staff/components/staff-meta'
import { askForPasswordReset } from '~/server/accounts.server'
import { staffConfig } from '~/staff/server/auth.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'

// Open to everyone. The answer is the same whether or not the email has an account.
export function loader({ request }: Route.LoaderArgs) {
  return { configured: staffConfig().ok, sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!staffConfig().ok) return data({ error: 'The staff inbox is not configured.' }, { status: 403 })
  let form: FormData
  try {
    form = await readSmallForm(request, ['email'])
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status })
    throw error
  }
  const email = form.get('email')
  if (typeof email !== 'string' || !email.trim()) return data({ error: 'Enter your email address.' }, { status: 400 })
  const { db } = await getDatabase()
  const { limited } = await askForPasswordReset(db, email.slice(0, 254), context?.clientAddress ?? 'unknown')
  if (limited)
    return data(
      { error: 'Too many password-reset requests. Please wait an hour, or ask an owner for help.' },
      { status: 429 },
    )
  throw redirect('/staff/forgot?sent=1', 303)
}

export const meta: Route.MetaFunction = () => staffMeta('Forgot your password?')

export default function StaffForgot({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotForm configured={loaderData.configured} sent={loaderData.sent} error={actionData?.error} />
}
