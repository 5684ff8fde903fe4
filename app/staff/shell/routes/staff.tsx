import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/staff'
import { StaffShell } from '~/staff/shell/components/staff-shell'
import { staffTitle } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { currentStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { mustSetUpSecondFactor } from '~/staff/shell/server/staff-account.server'
import { staffPaths } from '~/content/staff-routes'
import { accountSignature } from '~/staff/shell/server/staff-account.server'
import { needsSignature } from '~/lib/staff-signature'

/** Only who is signed in (for the menu and sign-out button); each child route checks access itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await currentStaff(request)
  // An account the owner's policy confines sees only the security page in the menu (its loader checks this too).
  const { db } = await getDatabase()
  const confined = user ? await mustSetUpSecondFactor(db, user) : false
  // The first owner is made with their email's local part as a name ('owner'): until they give theirs, every page
  // asks for it, so no reply goes out signed "owner".
  const signer = user ? await accountSignature(db, user.id) : undefined
  const askName = Boolean(signer && needsSignature(signer))
  return { signedIn: user !== null, owner: user?.role === 'owner', name: user?.name ?? null, confined, askName }
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
      {loaderData.askName ? <NamePrompt name={loaderData.name ?? ''} /> : null}
      <Outlet />
    </StaffShell>
  )
}

/** Above every staff page while the account's name is still the one made from its email, except on the page to fix it. */
function NamePrompt({ name }: { name: string }) {
  const { pathname } = useLocation()
  if (pathname === staffPaths.staffSecurity) return null
  return (
    <aside
      aria-labelledby="name-prompt"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-950 sm:px-4"
    >
      {/* One short paragraph with its link, so a counsellor's first lead stays in a phone's first screen. */}
      <p>
        <strong id="name-prompt">Tell students who is writing.</strong> Your replies are signed “{name}”.{' '}
        <Link
          to={`${staffPaths.staffSecurity}#signature`}
          className="inline-flex min-h-11 items-center font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950"
        >
          Add your name and role
        </Link>
      </p>
    </aside>
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
