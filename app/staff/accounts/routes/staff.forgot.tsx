import { data } from 'react-router'
import { firstMessage } from '~/staff/shell/forms/form-text'
import type { Route } from './+types/staff.forgot'
import { staffPaths } from '~/content/staff-routes'
import { ForgotSchema } from '~/staff/accounts/forms/sign-in.schema'
import { done, openIntent, staffAction } from '~/staff/shell/server/staff-action.server'
import { ForgotForm } from '~/staff/accounts/components/forgot-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { askForPasswordReset } from '~/staff/accounts/server/accounts.server'
import { staffConfig } from '~/staff/shell/server/session.server'

// Open to everyone. The answer is the same whether or not the email has an account.
export function loader({ request }: Route.LoaderArgs) {
  return { configured: staffConfig().ok, sent: new URL(request.url).searchParams.get('sent') === '1' }
}

const copy = staffSignInCopy.forgot

export async function action({ request, context }: Route.ActionArgs) {
  if (!staffConfig().ok) return data({ error: staffSignInCopy.notConfigured }, { status: 403 })
  return staffAction({
    request,
    gate: 'anyone',
    bodyError: (error) => data({ error: error.message }, { status: error.status }),
    intentField: null,
    fallback: 'ask',
    intents: {
      ask: openIntent(
        ForgotSchema,
        async ({ email }, { db }) => {
          const { limited } = await askForPasswordReset(db, email, context?.clientAddress ?? 'unknown')
          if (limited) return data({ error: copy.tooMany }, { status: 429 })
          return done(`${staffPaths.staffForgot}?sent=1`)
        },
        { invalid: (errors) => data({ error: firstMessage(errors) }, { status: 400 }) },
      ),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffForgot({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotForm configured={loaderData.configured} sent={loaderData.sent} error={actionData?.error} />
}
