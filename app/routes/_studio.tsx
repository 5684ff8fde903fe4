import { Outlet } from 'react-router'
import { PageTransition } from '~/components/layout/page-transition'
import { SiteFooter } from '~/components/layout/site-footer'
import { StudioNav } from '~/components/studio/studio-nav'
import { studioNav } from '~/content/studio/pages'

/** Studio layout: the studio's own nav, mobile menu and footer; no floating contact button, no drawer. */
export default function StudioLayout() {
  return (
    <>
      <StudioNav />
      <main id="main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter sectionTitle={studioNav.footerTitle} sectionLinks={studioNav.footerLinks} />
    </>
  )
}
