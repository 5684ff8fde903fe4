import type { NavItem } from '~/components/layout/site-nav'
import { studioNav } from '~/content/studio/pages'

// The studio nav, shared by the full studio layout (_studio.tsx) and the minimal guide layout
// (_guide-layout.tsx). The items themselves are content, kept in content/studio/pages.ts.

/** Brand link to the main site's home page. */
export const studioBrand: { label: string; sub: string; href: string } = studioNav.brand
/** Home, About Us, Courses, Project, Contact Us. */
export const studioNavItems: NavItem[] = studioNav.items
/** The call to action at the end of the nav. */
export const studioNavCta: NavItem = studioNav.cta
