import { SiteNav } from '~/components/layout/site-nav'
import { studioNav } from '~/content/studio/pages'

/** The studio's own navigation: brand link to /, the five studio pages and Register. */
export function StudioNav() {
  return <SiteNav brand={studioNav.brand} items={studioNav.items} cta={studioNav.cta} />
}
