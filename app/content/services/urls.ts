import { sitePaths } from '../site-routes'
import type { CatalogueFilter, CatalogueView } from './schema'

/** Links between the services pages. Kept free of content imports so components can use them cheaply. */

/** The division's pages, from the route registry. */
export const servicesPaths = {
  home: sitePaths.services,
  about: sitePaths.servicesAbout,
  catalogue: sitePaths.servicesCatalogue,
  portfolio: sitePaths.servicesPortfolio,
  contact: sitePaths.servicesContact,
} as const

/** Id of the catalogue section that lists project examples; "View Portfolio" lands here. */
export const EXAMPLES_ANCHOR = 'examples'
/** Id of the catalogue's list section, so a filter link without scripts lands back on the list. */
export const CATALOGUE_ANCHOR = 'catalogue'

/** The contact form's message when it is opened from a Get Quote button. */
export function quoteMessage(service: string): string {
  return `I'd like a quote for: ${service}`
}

/** Where every Get Quote button goes: the contact form, with the service named in its message. */
export function quoteHref(service: string): string {
  return `${servicesPaths.contact}?${new URLSearchParams({ service })}`
}

/** A catalogue address for a view and category; defaults (core, all) are left out of the query. */
export function catalogueHref(
  { view = 'core', category = 'all' }: { view?: CatalogueView; category?: CatalogueFilter },
  hash = CATALOGUE_ANCHOR,
): string {
  const params = new URLSearchParams()
  if (view !== 'core') params.set('view', view)
  if (category !== 'all') params.set('category', category)
  const query = params.size > 0 ? `?${params}` : ''
  return `${servicesPaths.catalogue}${query}${hash ? `#${hash}` : ''}`
}
