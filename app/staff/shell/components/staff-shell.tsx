import type { ReactNode } from 'react'
import { Form, Link, NavLink, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { staffPaths } from '~/content/staff-routes'
import { currentStaffNav, staffNavGroups, type StaffNavGroup, type StaffNavItem } from '~/staff/shell/lib/staff-nav'

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
  const groups = staffNavGroups({ owner: owner && !confined, confined })
  const current = currentStaffNav(groups, pathname)
  // A laptop shows the sections, and the current section's pages below them; one section (Security alone) is its pages.
  const sections = groups.length > 1
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
                  the first screen. */}
              <details key={pathname} className="group lg:hidden">
                <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800">
                  <Icon name="menu" className="h-4 w-4" />
                  Menu
                  {current.item ? (
                    <span className="font-normal text-slate-700">
                      <span className="sr-only">, this page: </span>
                      {current.item.label}
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
              {/* Wide screens: the same groups as sections, the current one marked; its pages are the row below. */}
              <ul className="hidden flex-wrap gap-1 lg:flex">
                {sections
                  ? groups.map((group) => (
                      <li key={group.label}>
                        <SectionLink group={group} current={group === current.group} />
                      </li>
                    ))
                  : groups[0]?.items.map((item) => (
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
        {signedIn && sections && current.group ? (
          <nav aria-label={`${current.group.label} pages`} className="hidden border-t border-slate-100 lg:block">
            <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-1.5 sm:px-6">
              {current.group.items.map((item) => (
                <li key={item.to}>
                  <StaffNavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  )
}

/** A section of the laptop's menu: a link to its first page, marked while the page shown is one of its pages. */
function SectionLink({ group, current }: { group: StaffNavGroup; current: boolean }) {
  const first = group.items[0]
  if (!first) return null
  return (
    <Link
      to={first.to}
      aria-current={current ? 'true' : undefined}
      className={`inline-flex rounded-lg border px-3 py-1.5 text-sm font-bold ${current ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-transparent text-slate-700 hover:bg-slate-100'}`}
    >
      {group.label}
    </Link>
  )
}

function StaffNavLink({ item }: { item: StaffNavItem }) {
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
