import { redirect } from 'react-router'
import type { Route } from './+types/staff.logout'
import { NoFieldsSchema } from '~/staff/shell/forms/form-text'
import { staffPaths } from '~/content/staff-routes'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { signOut } from '~/staff/accounts/server/auth.server'

/** Sign-out is a POST (a link or prefetch must not sign anyone out); GET only sends staff back to the inbox. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { beforeSecondFactor: true })
  return redirect(staffPaths.staff)
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: { beforeSecondFactor: true },
    // A bare POST (the sign-out button sends no fields): nothing to read.
    noBody: true,
    fallback: 'sign-out',
    intents: {
      'sign-out': intent(NoFieldsSchema, async () =>
        done(staffPaths.staffLogin, {
          audit: { action: 'sign-out' },
          headers: { 'Set-Cookie': await signOut(request) },
        }),
      ),
    },
  })
}
