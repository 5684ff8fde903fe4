import { Outlet } from 'react-router'
import { PageTransition } from '~/components/layout/page-transition'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteNav, type NavItem } from '~/components/layout/site-nav'
import { companyNames } from '~/content/company-names'
import { sitePaths } from '~/content/site-routes'
import { loadLater } from '~/lib/load-later'

// The floating Contact Us button and its drawer: a link to /enquiry until its code arrives, after the page's own
// (issue 44); a request to open it made before then waits for it (openContactDrawer).
const ContactDrawer = loadLater(() => import('~/components/main/contact-drawer').then((m) => m.ContactDrawer))

const items: NavItem[] = [
  { label: 'Home', href: '/#home' },
  { label: 'About Us', href: '/#about' },
  { label: 'Team', href: '/#team' },
  { label: 'Blog', href: '/blogs' },
  { label: 'Services', href: '/services' },
  { label: 'Training', href: sitePaths.studio },
]

/** Main-site layout: top navigation, floating contact drawer, footer. */
export default function MainLayout() {
  return (
    <>
      <SiteNav brand={{ label: companyNames.shortName, sub: 'Technologies', href: '/' }} items={items} />
      <main id="main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <ContactDrawer />
      <SiteFooter roomForButton />
    </>
  )
}
