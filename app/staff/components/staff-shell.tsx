import type { ReactNode } from 'react'
import { Form, Link, NavLink } from 'react-router'
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
            <nav aria-label="Staff" className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
              <ul className="flex flex-wrap gap-1">
                {[
                  ...(confined
                    ? []
                    : [
                        { to: staffPaths.staff, label: 'Submissions', end: true },
                        { to: staffPaths.staffPosts, label: 'Blog posts', end: false },
                        { to: staffPaths.staffSite, label: 'Batch dates', end: false },
                        { to: staffPaths.staffCertificates, label: 'Certificates', end: false },
                        { to: staffPaths.staffCatalogue, label: 'Catalogue', end: false },
                        { to: staffPaths.staffTestimonials, label: 'Testimonials', end: false },
                        { to: staffPaths.staffProfiles, label: 'Mentors and team', end: false },
                        { to: staffPaths.staffCaseStudies, label: 'Case studies', end: false },
                        { to: staffPaths.staffClaims, label: 'Our numbers', end: false },
                        { to: staffPaths.staffCareers, label: 'Careers', end: false },
                      ]),
                  ...(owner && !confined
                    ? [
                        { to: staffPaths.staffTemplates, label: 'Reply templates', end: false },
                        { to: staffPaths.staffAccounts, label: 'Accounts', end: false },
                        { to: staffPaths.staffAudit, label: 'Audit log', end: false },
                        { to: staffPaths.staffPeople, label: 'Data requests', end: false },
                        { to: staffPaths.staffOperations, label: 'Operations', end: false },
                      ]
                    : []),
                  { to: staffPaths.staffSecurity, label: 'Security', end: false },
                ].map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        `inline-flex rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`
                      }
                    >
                      {item.label}
                    </NavLink>
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
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  )
}
