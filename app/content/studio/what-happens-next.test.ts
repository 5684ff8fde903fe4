import { describe, expect, it } from 'vitest'
import { legalDocs } from '../legal-docs'
import { siteRoutes } from '../site-routes'
import { bootcamps } from './bootcamps'
import { plainFee } from '~/lib/batch-fee'
import { bootcampFee, nextSteps, whatHappensNext, WhatHappensNextSchema } from './what-happens-next'

const fee = plainFee(bootcampFee)
const none = { upi: false, bank: false, gstInvoice: false }
const facts = (batchDate: string | null, bootcampTitle?: string) => ({ batchDate, bootcampTitle, fee, ways: none })

describe('what happens next', () => {
  it('parses with its schema', () => {
    expect(WhatHappensNextSchema.parse(whatHappensNext)).toEqual(whatHappensNext)
  })

  it('fills in the chosen bootcamp, its batch date and the fee the bootcamps charge', () => {
    const steps = nextSteps(facts('2027-01-05', 'Data Science'))
    expect(steps.map((step) => step.label)).toEqual(['We call you', 'Your batch', 'Payment', 'Refund'])
    expect(steps[1]!.text).toBe(
      'The Data Science bootcamp starts on 5 January 2027. Seats are confirmed in the order registrations arrive.',
    )
    for (const bootcamp of bootcamps) expect(bootcamp.discountPrice).toBe(bootcampFee)
    expect(steps[2]!.text).toContain('The fee is ₹7,000 for the whole 3-month bootcamp.')
    expect(JSON.stringify(steps)).not.toMatch(/\{\w+\}/)
  })

  it('states the early-bird fee with its last day, and only the ways to pay that are set up', () => {
    const early = { paise: 600_000, fullPaise: 700_000, earlyUntil: '2026-12-15' }
    const payment = (ways: typeof none) => nextSteps({ batchDate: '2027-01-05', fee: early, ways })[2]!.text
    expect(payment(none)).toBe(
      'The fee is ₹6,000 (the early-bird fee, until 15 December 2026; ₹7,000 after that) for the whole 3-month bootcamp. You pay only after the call, before your first session: we email you how to pay. Your seat is confirmed when it is paid, and you get a receipt.',
    )
    expect(payment({ upi: true, bank: false, gstInvoice: true })).toContain(
      'we email you a secure payment link (UPI). Your seat is confirmed when it is paid, and you get a GST invoice.',
    )
    expect(payment({ upi: true, bank: true, gstInvoice: false })).toContain(
      'a secure payment link (UPI or bank transfer)',
    )
    for (const ways of [none, { upi: true, bank: true, gstInvoice: true }])
      expect(payment(ways)).not.toMatch(/card|net banking/)
    // With the payment gateway (decision 027) the link also takes cards and net banking.
    expect(payment({ upi: false, bank: true, gstInvoice: true, card: true } as typeof none)).toContain(
      'a secure payment link (card, net banking, UPI or bank transfer)',
    )
  })

  it('names the earliest batch when no bootcamp is chosen, and says so when none is set', () => {
    expect(nextSteps(facts('2027-04-05'))[1]!.text).toMatch(/^The next bootcamp batch starts on 5 April 2027\./)
    expect(nextSteps(facts(null, 'Data Science'))[1]!.text).toBe(whatHappensNext.batch.none)
  })

  it('states the refund rule of the refund policy and links to it', () => {
    const refund = nextSteps(facts(null)).at(-1)!
    expect(refund.link?.href).toBe(siteRoutes.refundPolicy.path)
    const policy = JSON.stringify(legalDocs.find((doc) => doc.slug === 'refund-policy'))
    // The one-line rule names the policy's own conditions: 14 days, 3 sessions, the assigned tasks.
    expect(policy).toContain('within 14 days of the program start')
    expect(policy).toMatch(/at least 3 sessions/)
    expect(refund.text).toMatch(/within 14 days of the start, having attended 3 sessions and done the set tasks/)
  })
})
