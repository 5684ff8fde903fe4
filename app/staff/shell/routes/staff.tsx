import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/staff'
import { StaffShell } from '~/staff/shell/components/staff-shell'
import { staffTitle } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { currentStaff } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { mustSetUpSecondFactor } from '~/staff/accounts/server/second-factor.server'
import { staffPaths } from '~/content/staff-routes'

/** Only who is signed in (for the menu and sign-out button); each child route checks access itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await currentStaff(request)
  // An account the owner's policy confines sees only the security page in the menu (its loader checks this too).
  const confined = user ? await mustSetUpSecondFactor((await getDatabase()).db, user) : false
  return { signedIn: user !== null, owner: user?.role === 'owner', name: user?.name ?? null, confined }
}

/** Private pages: never cached by proxies, never indexed. Child routes inherit these. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell
      signedIn={loaderData.signedIn}
      owner={loaderData.owner}
      name={loaderData.name}
      confined={loaderData.confined}
    >
      <Outlet />
    </StaffShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('staff/routes/staff')
  const status = isRouteErrorResponse(error) ? error.status : 500
  const { error: errors } = staffPagesCopy
  const { title, text } = status === 404 ? errors.notFound : status === 403 ? errors.ownersOnly : errors.failed
  return (
    <StaffShell
      signedIn={layout?.signedIn ?? false}
      owner={layout?.owner ?? false}
      name={layout?.name ?? null}
      confined={layout?.confined ?? false}
    >
      <title>{staffTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to={staffPaths.staff} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        {errors.back}
      </Link>
    </StaffShell>
  )
}
