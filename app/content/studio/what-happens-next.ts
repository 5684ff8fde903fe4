import { z } from 'zod'
import { sitePaths } from '../site-routes'
import type { Fee } from '~/lib/batch-fee'
import { fillTemplate, formatDate } from '~/lib/format'
import { bootcamps } from './bootcamps'
import { feeText } from './fee'
import { payWayPhrases, type PayWays } from './payment-ways'

/**
 * What happens after a studio form is sent: when we call, the next batch, how payment works and the refund rule.
 * One statement of these facts, shown beside every studio Submit (components/studio/what-happens-next.tsx) and meant
 * for the acknowledgement mail as well: `nextSteps()` gives them as plain sentences, with the link as data.
 */

const text = z.string().trim().min(1)

export const WhatHappensNextSchema = z.object({
  title: text,
  call: z.object({ label: text, text }),
  batch: z.object({
    label: text,
    /** `{date}` is the next batch's first day. */
    any: text.includes('{date}'),
    /** `{bootcamp}` is the chosen bootcamp's name, `{date}` its next batch's first day. */
    forBootcamp: text.includes('{bootcamp}').includes('{date}'),
    /** When no batch date lies ahead. */
    none: text,
  }),
  /**
   * `{price}` is the fee (content/studio/fee.ts), `{link}` what we email after the call and `{document}` what a
   * payment gets (content/studio/payment-ways.ts): only the ways to pay that are set up.
   */
  payment: z.object({ label: text, text: text.includes('{price}').includes('{link}').includes('{document}') }),
  refund: z.object({ label: text, text, linkText: text, href: text.startsWith('/') }),
})
export type WhatHappensNext = z.infer<typeof WhatHappensNextSchema>

export const whatHappensNext = {
  title: 'What happens next',
  call: {
    label: 'We call you',
    text: 'An admissions counsellor calls or emails you within 24 hours, Monday to Saturday, to confirm your bootcamp, track and batch and to answer your questions. Nothing is charged by sending this form.',
  },
  batch: {
    label: 'Your batch',
    any: 'The next bootcamp batch starts on {date}. Seats are confirmed in the order registrations arrive.',
    forBootcamp: 'The {bootcamp} bootcamp starts on {date}. Seats are confirmed in the order registrations arrive.',
    none: 'The next batch dates are being set; your counsellor tells you the date for your bootcamp first.',
  },
  payment: {
    label: 'Payment',
    text: 'The fee is {price} for the whole 3-month bootcamp. You pay only after the call, before your first session: we email you {link}. Your seat is confirmed when it is paid, and you get {document}.',
  },
  refund: {
    label: 'Refund',
    text: 'Full refund if you ask within 14 days of the start, having attended 3 sessions and done the set tasks.',
    linkText: 'Read the refund policy',
    href: sitePaths.refundPolicy,
  },
} satisfies WhatHappensNext

export interface NextStep {
  label: string
  text: string
  link?: { text: string; href: string }
}

/** The bootcamp fee: the same for every bootcamp (the bootcamp schema fixes it). */
export const bootcampFee = bootcamps[0]!.discountPrice

export interface NextStepFacts {
  /** The batch's first day (ISO), or null when none lies ahead. */
  batchDate: string | null | undefined
  /** The chosen bootcamp's name; none for the earliest batch of all. */
  bootcampTitle?: string
  /** What the visitor is charged (lib/batch-fee.ts, `offeredFee`). */
  fee: Fee
  /** The batch's seats in words when few are left. */
  seats?: string | null
  /** The ways to pay that are set up. */
  ways: PayWays
}

/**
 * The four facts, filled in: the chosen bootcamp's next batch (or the earliest of all) with its seats in words when
 * few are left, the fee with the ways to pay, and the refund link.
 */
export function nextSteps(
  { batchDate, bootcampTitle, fee, seats, ways }: NextStepFacts,
  copy: WhatHappensNext = whatHappensNext,
): NextStep[] {
  const date = !batchDate
    ? copy.batch.none
    : fillTemplate(bootcampTitle ? copy.batch.forBootcamp : copy.batch.any, {
        bootcamp: bootcampTitle ?? '',
        date: formatDate(batchDate),
      })
  const batch = batchDate && seats ? `${date} ${seats}.` : date
  return [
    { label: copy.call.label, text: copy.call.text },
    { label: copy.batch.label, text: batch },
    {
      label: copy.payment.label,
      text: fillTemplate(copy.payment.text, { price: feeText(fee), ...payWayPhrases(ways) }),
    },
    { label: copy.refund.label, text: copy.refund.text, link: { text: copy.refund.linkText, href: copy.refund.href } },
  ]
}
