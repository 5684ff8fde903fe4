import { Outlet } from 'react-router'
import { PageTransition } from '~/components/layout/page-transition'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteNav, type NavItem } from '~/components/layout/site-nav'
import { companyNames } from '~/content/company-names'
import { servicesPaths } from '~/content/services/urls'
import { sitePaths } from '~/content/site-routes'

const items: NavItem[] = [
  { label: 'Home', href: servicesPaths.home },
  { label: 'About Us', href: servicesPaths.about },
  { label: 'Services', href: servicesPaths.catalogue },
  { label: 'Contact Us', href: servicesPaths.contact },
]

const footerLinks: NavItem[] = [
  { label: 'Services home', href: servicesPaths.home },
  { label: 'About RealWork Services', href: servicesPaths.about },
  { label: 'Services & pricing', href: servicesPaths.catalogue },
  { label: 'Portfolio', href: servicesPaths.portfolio },
  { label: 'Contact the services team', href: servicesPaths.contact },
  { label: `${companyNames.name} home`, href: '/' },
  { label: 'Training studio', href: sitePaths.studio },
]

/** Services layout: its own nav and footer; no floating contact button. */
export default function ServicesLayout() {
  return (
    <>
      <SiteNav brand={{ label: companyNames.shortName, sub: 'Services', href: servicesPaths.home }} items={items} />
      <main id="main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter sectionTitle="Services" sectionLinks={footerLinks} />
    </>
  )
}
