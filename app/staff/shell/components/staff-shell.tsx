import type { ReactNode } from 'react'
import { Form, Link, NavLink, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { staffPaths } from '~/content/staff-routes'

/** The staff inbox's own plain frame: a header with sign-out, then the page. Deliberately unlike the public site. */
export function StaffShell({
  signedIn,
  owner = false,
  name = null,
  confined = false,
  children,
}: {
  signedIn: boolean
  /** Owners also see Accounts, the audit log, data requests and Operations. */
  owner?: boolean
  name?: string | null
  /** The owner requires a second factor this account lacks: only Security is open. */
  confined?: boolean
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const groups = navGroups({ owner: owner && !confined, confined })
  const current = groups
    .flatMap((group) => group.items)
    .find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)))
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to={signedIn ? staffPaths.staff : staffPaths.staffLogin} className="text-lg font-bold text-slate-900">
            RealWork <span className="font-medium text-slate-600">staff inbox</span>
          </Link>
          {signedIn ? (
            <nav aria-label="Staff" className="order-last w-full lg:order-none lg:w-auto lg:flex-1">
              {/* Narrow screens: the groups behind one Menu button (closed again on every page), so the page starts in
                  the first screen. Wide screens: every link in one row. */}
              <details key={pathname} className="group lg:hidden">
                <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800">
                  <Icon name="menu" className="h-4 w-4" />
                  Menu
                  {current ? (
                    <span className="font-normal text-slate-700">
                      <span className="sr-only">, this page: </span>
                      {current.label}
                    </span>
                  ) : null}
                </summary>
                <div className="mt-2 grid gap-3 pb-1 sm:grid-cols-4">
                  {groups.map((group) => (
                    <div key={group.label}>
                      <p
                        id={`staff-nav-${group.label}`}
                        className="text-xs font-bold tracking-wide text-slate-600 uppercase"
                      >
                        {group.label}
                      </p>
                      <ul aria-labelledby={`staff-nav-${group.label}`} className="mt-1 grid gap-0.5">
                        {group.items.map((item) => (
                          <li key={item.to}>
                            <StaffNavLink item={item} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
              <ul className="hidden flex-wrap gap-1 lg:flex">
                {groups
                  .flatMap((group) => group.items)
                  .map((item) => (
                    <li key={item.to}>
                      <StaffNavLink item={item} />
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          {signedIn ? (
            <Form method="post" action={staffPaths.staffLogout} className="flex items-center gap-3">
              {name ? <span className="hidden text-sm text-slate-700 md:inline">{name}</span> : null}
              <Button type="submit" variant="outline" size="xs">
                <Icon name="log-out" className="h-4 w-4" />
                Sign out
              </Button>
            </Form>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  )
}

interface NavItem {
  to: string
  label: string
  end: boolean
}

/**
 * The staff pages by the work they belong to: leads, students, the site, and administration (owners see Reply
 * templates, Accounts, the audit log, data requests and Operations). An account confined to Security sees only that.
 */
function navGroups({ owner, confined }: { owner: boolean; confined: boolean }): { label: string; items: NavItem[] }[] {
  const security = { to: staffPaths.staffSecurity, label: 'Security', end: false }
  if (confined) return [{ label: 'Account', items: [security] }]
  const groups = [
    {
      label: 'Leads',
      items: [
        { to: staffPaths.staff, label: 'Submissions', end: true },
        ...(owner ? [{ to: staffPaths.staffTemplates, label: 'Reply templates', end: false }] : []),
      ],
    },
    {
      label: 'Students',
      items: [
        { to: staffPaths.staffBatches, label: 'Batches', end: false },
        { to: staffPaths.staffPayments, label: 'Payments', end: false },
        { to: staffPaths.staffCertificates, label: 'Certificates', end: false },
      ],
    },
    {
      label: 'Site',
      items: [
        { to: staffPaths.staffPosts, label: 'Blog posts', end: false },
        { to: staffPaths.staffSite, label: 'Announcement', end: false },
        { to: staffPaths.staffCatalogue, label: 'Catalogue', end: false },
        { to: staffPaths.staffTestimonials, label: 'Testimonials', end: false },
        { to: staffPaths.staffProfiles, label: 'Mentors and team', end: false },
        { to: staffPaths.staffCaseStudies, label: 'Case studies', end: false },
        { to: staffPaths.staffClaims, label: 'Our numbers', end: false },
        { to: staffPaths.staffCareers, label: 'Careers', end: false },
        { to: staffPaths.staffAnalytics, label: 'Analytics', end: false },
      ],
    },
    {
      label: 'Admin',
      items: [
        ...(owner
          ? [
              { to: staffPaths.staffAccounts, label: 'Accounts', end: false },
              { to: staffPaths.staffAudit, label: 'Audit log', end: false },
              { to: staffPaths.staffPeople, label: 'Data requests', end: false },
              { to: staffPaths.staffOperations, label: 'Operations', end: false },
            ]
          : []),
        security,
      ],
    },
  ]
  return groups
}

function StaffNavLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        `inline-flex rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`
      }
    >
      {item.label}
    </NavLink>
  )
}
