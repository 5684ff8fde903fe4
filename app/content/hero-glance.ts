import { plainFee, type Fee } from '~/lib/batch-fee'
import { fillTemplate, formatDate, formatRupees } from '~/lib/format'
import { feeText } from './studio/fee'
import { bootcampPopup, hero } from './landing'
import { coreServices } from './services/core-services'
import type { Bootcamp, CrashCourse } from './studio/schema'

export interface GlanceFact {
  label: string
  text: string
}

/** The shown catalogue the home page quotes (the loader reads it from the database, docs/decisions/014). */
export interface GlanceCatalogue {
  /** `fee`: what its next batch charges today (`offeredFee`); without it, the catalogue's price. */
  bootcamps: readonly (Pick<Bootcamp, 'discountPrice' | 'originalPrice'> & { fee?: Fee })[]
  crashCourses: readonly Pick<CrashCourse, 'id'>[]
}

/**
 * The lowest fee charged today (the first of equals) with that bootcamp's list price, and whether every shown bootcamp
 * charges the same; undefined for none.
 */
function lowestFee(catalogue: GlanceCatalogue) {
  const fees = catalogue.bootcamps.map((b) => ({
    fee: b.fee ?? plainFee(b.discountPrice),
    originalPrice: b.originalPrice,
  }))
  const [first, ...rest] = fees
  if (!first) return undefined
  const low = rest.reduce((a, b) => (b.fee.paise < a.fee.paise ? b : a), first)
  return {
    ...low,
    same: fees.every((b) => b.fee.paise === low.fee.paise && b.fee.earlyUntil === low.fee.earlyUntil),
  }
}

/** The earliest next batch of the shown bootcamps, with its course and seats in words when few or full. */
export interface GlanceBatch {
  /** 'YYYY-MM-DD' */
  startsOn: string
  seats: { course: string; text: string } | null
}

/**
 * The home hero's facts panel, every number read from the catalogue staff edit (the fee, the counts) and the services
 * (the cheapest), and the next batch from the studio calendar or staff (null when none is ahead), naming its course
 * and seats when few are left or it is full. The fee is the one price of every shown bootcamp, or "Bootcamps from"
 * the lowest; with none shown it is left out.
 */
export function heroGlance(
  nextBatch: GlanceBatch | null | undefined,
  catalogue: GlanceCatalogue,
  copy = hero.glance,
): GlanceFact[] {
  const fee = lowestFee(catalogue)
  const cheapest = Math.min(...coreServices.map((service) => service.startingPrice))
  return [
    ...(fee
      ? [
          {
            label: `${fee.same ? copy.fee.label : copy.fee.fromLabel}: ${feeText(fee.fee)}`,
            text: fillTemplate(copy.fee.text, { original: formatRupees(fee.originalPrice) }),
          },
        ]
      : []),
    {
      label: fillTemplate(copy.bootcamps.label, { count: catalogue.bootcamps.length }),
      text: fillTemplate(copy.bootcamps.text, { crash: catalogue.crashCourses.length }),
    },
    { label: copy.batch.label, text: nextBatch ? batchFact(nextBatch, copy.batch.seats) : copy.batch.none },
    { label: fillTemplate(copy.services.label, { price: formatRupees(cheapest) }), text: copy.services.text },
  ]
}

function batchFact({ startsOn, seats }: GlanceBatch, template: string): string {
  const date = formatDate(startsOn)
  return seats ? fillTemplate(template, { date, course: seats.course, seats: seats.text }) : date
}

/** The first-visit popup's text: the track count, and the lowest fee against its list price when it is lower. */
export function popupText(catalogue: GlanceCatalogue, copy = bootcampPopup): string {
  const fee = lowestFee(catalogue)
  const text = fillTemplate(copy.text, { count: catalogue.bootcamps.length })
  if (!fee || fee.fee.paise >= fee.originalPrice * 100) return text
  const discount = fillTemplate(copy.discount, {
    price: feeText(fee.fee),
    original: formatRupees(fee.originalPrice),
  })
  return `${text} ${discount}`
}
