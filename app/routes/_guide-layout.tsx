import { Outlet, useRouteLoaderData } from 'react-router'
import type { loader as guideLoader } from './guide'
import { BackToTop } from '~/components/layout/back-to-top'
import { MiniFooter } from '~/components/layout/mini-footer'
import { PageTransition } from '~/components/layout/page-transition'
import { SiteNav } from '~/components/layout/site-nav'
import { studioBrand, studioNavCta, studioNavItems } from '~/components/studio/studio-nav-items'
import { sitePaths } from '~/content/site-routes'

/** Minimal studio layout for the roadmap guides: studio nav, one-line footer, back-to-top. */
export default function GuideLayout() {
  // Register from a guide's page names that guide's bootcamp, so the form starts with the course being read.
  const bootcamp = useRouteLoaderData<typeof guideLoader>('routes/guide')?.registerBootcamp
  const cta = bootcamp ? { ...studioNavCta, href: `${studioNavCta.href}?bootcamp=${bootcamp}` } : studioNavCta
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Where Back to top moves focus: before the skip link, so the next Tab starts at the top of the page. */}
      <span id="top" tabIndex={-1} className="outline-none" />
      <SiteNav brand={studioBrand} items={studioNavItems} cta={cta} />
      <main id="main" className="flex-1">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <MiniFooter back={{ label: 'All courses', href: sitePaths.studioCourses }} />
      <BackToTop targetId="top" />
    </div>
  )
}
