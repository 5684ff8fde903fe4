import { fillTemplate, formatDate, formatRupees } from '~/lib/format'
import { hero } from './landing'
import { coreServices } from './services/core-services'
import { bootcamps } from './studio/bootcamps'
import { crashCourses } from './studio/crash-courses'

export interface GlanceFact {
  label: string
  text: string
}

/**
 * The home hero's facts panel, every number read from the catalogue (the fee, the counts, the cheapest service) and
 * the next batch from the studio calendar or staff (`nextBatch`, an ISO day or null).
 */
export function heroGlance(nextBatch: string | null | undefined, copy = hero.glance): GlanceFact[] {
  const fee = bootcamps[0]!
  const cheapest = Math.min(...coreServices.map((service) => service.startingPrice))
  return [
    {
      label: `${copy.fee.label}: ${formatRupees(fee.discountPrice)}`,
      text: fillTemplate(copy.fee.text, { original: formatRupees(fee.originalPrice) }),
    },
    {
      label: fillTemplate(copy.bootcamps.label, { count: bootcamps.length }),
      text: fillTemplate(copy.bootcamps.text, { crash: crashCourses.length }),
    },
    { label: copy.batch.label, text: nextBatch ? formatDate(nextBatch) : copy.batch.none },
    { label: fillTemplate(copy.services.label, { price: formatRupees(cheapest) }), text: copy.services.text },
  ]
}
