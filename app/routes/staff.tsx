import { isRouteErrorResponse, Link, Outlet } from 'react-router'
import type { Route } from './+types/staff'
import { StaffShell } from '~/components/staff/staff-shell'
import { isStaff } from '~/server/auth.server'

/** Only whether someone is signed in (for the sign-out button); each child route checks access itself. */
export async function loader({ request }: Route.LoaderArgs) {
  return { signedIn: await isStaff(request) }
}

/** Private pages: never cached by proxies, never indexed. Child routes inherit these. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell signedIn={loaderData.signedIn}>
      <Outlet />
    </StaffShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <StaffShell signedIn={false}>
      <title>{notFound ? 'Not found | RealWork staff inbox' : 'Something went wrong | RealWork staff inbox'}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="mt-2 text-slate-700">
        {notFound
          ? 'There is no such submission. It may have been deleted.'
          : 'The inbox could not load this page. Please try again in a moment.'}
      </p>
      <Link to="/staff" className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        Back to the inbox
      </Link>
    </StaffShell>
  )
}
