import { company } from '~/content/company'
import type { CoreService } from '~/content/services/schema'
import { catalogueHref, quoteHref } from '~/content/services/urls'
import { sitePaths } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { provider, thing, type JsonLd } from '~/lib/json-ld'

/**
 * schema.org Service for one core service, its starting price as the offer, so search results can show it. The category
 * label comes from the catalogue (`filterLabel`), passed in so this module stays free of the services content.
 */
export function serviceJsonLd(service: CoreService, categoryLabel: string): JsonLd {
  return thing('Service', {
    name: service.title,
    serviceType: service.title,
    description: service.description,
    category: categoryLabel,
    url: absoluteUrl(catalogueHref({ category: service.category }, '')),
    provider: provider({ url: absoluteUrl(sitePaths.services), telephone: company.phones[0]!.e164 }),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: service.startingPrice,
      description: `Starting price; delivery in ${service.deliveryTime}`,
      url: absoluteUrl(quoteHref(service.title)),
    },
  })
}
