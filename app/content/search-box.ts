import { sitePaths } from './site-routes'

/** Copy of the search box in every navigation. Its own module, imported on the client only by the navigation, so it
 *  is bundled with the nav and adds no chunk (or preload) to any page; /search receives it from its loader. */
export const searchBox = {
  action: sitePaths.search,
  label: 'Search the site',
  placeholder: 'Search the site',
  /** The bigger box on /search has room for examples. */
  pagePlaceholder: 'Try React, Spring Boot, Power BI or refund',
  submit: 'Search',
}
export type SearchBoxCopy = typeof searchBox
