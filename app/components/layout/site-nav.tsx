import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { searchBox } from '~/content/search-box'
import { cn } from '~/lib/cn'
import { currentNavHref } from '~/lib/current-nav'
import { closeMenu, closeMenuOnLeave } from '~/lib/header-menu'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

export interface NavItem {
  label: string
  href: string
}

interface SiteNavProps {
  brand: { label: string; sub?: string; href: string }
  items: NavItem[]
  cta?: NavItem
}

/** The site search box: a plain GET form to /search, so it needs no script (the results page enhances itself). */
function NavSearch({ id, className }: { id: string; className?: string }) {
  return (
    <form method="get" action={searchBox.action} role="search" className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {searchBox.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={searchBox.placeholder}
        enterKeyHint="search"
        className="peer h-10 w-full min-w-0 rounded-l-lg border border-r-0 border-slate-400 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-none"
      />
      <button
        type="submit"
        className="flex h-10 w-11 shrink-0 items-center justify-center rounded-r-lg border border-slate-400 bg-slate-50 text-slate-800 peer-focus:border-indigo-600 hover:bg-indigo-50 hover:text-indigo-800"
      >
        <Icon name="search" className="h-4 w-4" />
        <span className="sr-only">{searchBox.submit}</span>
      </button>
    </form>
  )
}

/** Top navigation with a mobile menu that works without scripts (native <details>); once scripts run it closes on
 *  its close button, the overlay, a link choice, Escape and a click anywhere outside it (app/lib/header-menu.ts, the
 *  same on a page that is read), and when the visitor moves to another page or section. */
export function SiteNav({ brand, items, cta }: SiteNavProps) {
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()

  // Closes when the visitor moves to another page or section, but not when the page hydrates: a visitor on a slow
  // phone may have opened the menu (a native <details>) before the scripts ran.
  const where = location.pathname + location.hash
  const shownAt = useRef(where)
  useEffect(() => {
    if (shownAt.current === where) return
    shownAt.current = where
    if (menu.current) closeMenu(menu.current)
  }, [where])

  useEffect(() => (menu.current ? closeMenuOnLeave(menu.current) : undefined), [])

  // One item at most carries aria-current: 'page' on that very page, 'true' on a page inside its section.
  const currentHref = currentNavHref(
    items.map((item) => item.href),
    location.pathname,
  )
  const ariaCurrent = (href: string) =>
    href !== currentHref ? undefined : href.split('#')[0] === location.pathname ? 'page' : 'true'

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-indigo-700 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to={brand.href}
          className="flex items-center gap-2.5 rounded-md"
          aria-label={`${brand.label}${brand.sub ? ` ${brand.sub}` : ''}, home`}
        >
          <Icon name="logo" className="h-8 w-8" />
          <span className="leading-tight">
            <span className="block text-base font-bold text-slate-900">{brand.label}</span>
            {brand.sub ? <span className="block text-xs font-medium text-indigo-700">{brand.sub}</span> : null}
          </span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={ariaCurrent(item.href)}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-indigo-50 hover:text-indigo-800',
                  item.href === currentHref ? 'text-indigo-700' : 'text-slate-700',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
          {cta ? (
            <li className="ml-2">
              <ButtonLink href={cta.href} size="sm">
                {cta.label}
              </ButtonLink>
            </li>
          ) : null}
        </ul>
        <NavSearch id="nav-search" className="hidden w-52 lg:flex xl:w-64" />

        {/* Its behaviour on a page that is read, served without React (decision 031): app/lib/reading/elements.ts. */}
        <rw-menu className="contents">
          <details ref={menu} className="group lg:hidden">
            <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <Icon name="menu" className="h-6 w-6" />
              <span className="sr-only">Menu</span>
            </summary>
            <div
              className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-900/50"
              aria-hidden="true"
              data-menu-overlay=""
              data-testid="menu-overlay"
            />
            <div className="fixed inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-xl">
              <div className="flex justify-end">
                <button
                  type="button"
                  data-menu-close=""
                  className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                >
                  <Icon name="x" className="h-6 w-6" />
                  <span className="sr-only">Close menu</span>
                </button>
              </div>
              <NavSearch id="nav-search-menu" className="mb-3" />
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      aria-current={ariaCurrent(item.href)}
                      className={cn(
                        'block rounded-lg px-4 py-3 text-base font-medium hover:bg-indigo-50',
                        item.href === currentHref ? 'text-indigo-700' : 'text-slate-800',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
                {cta ? (
                  <li className="pt-2">
                    <ButtonLink href={cta.href} className="w-full">
                      {cta.label}
                    </ButtonLink>
                  </li>
                ) : null}
              </ul>
            </div>
          </details>
        </rw-menu>
      </nav>
    </header>
  )
}
