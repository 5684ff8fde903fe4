import { describe, expect, it } from 'vitest'
import { legalDocs } from '../legal-docs'
import { siteRoutes } from '../site-routes'
import { bootcamps } from './bootcamps'
import { bootcampFee, nextSteps, whatHappensNext, WhatHappensNextSchema } from './what-happens-next'

describe('what happens next', () => {
  it('parses with its schema', () => {
    expect(WhatHappensNextSchema.parse(whatHappensNext)).toEqual(whatHappensNext)
  })

  it('fills in the chosen bootcamp, its batch date and the fee the bootcamps charge', () => {
    const steps = nextSteps('2027-01-05', 'Data Science')
    expect(steps.map((step) => step.label)).toEqual(['We call you', 'Your batch', 'Payment', 'Refund'])
    expect(steps[1]!.text).toBe(
      'The Data Science bootcamp starts on 5 January 2027. Seats are confirmed in the order registrations arrive.',
    )
    for (const bootcamp of bootcamps) expect(bootcamp.discountPrice).toBe(bootcampFee)
    expect(steps[2]!.text).toContain('The fee is ₹7,000 for the whole 3-month bootcamp.')
    expect(JSON.stringify(steps)).not.toMatch(/\{\w+\}/)
  })

  it('names the earliest batch when no bootcamp is chosen, and says so when none is set', () => {
    expect(nextSteps('2027-04-05')[1]!.text).toMatch(/^The next bootcamp batch starts on 5 April 2027\./)
    expect(nextSteps(null, 'Data Science')[1]!.text).toBe(whatHappensNext.batch.none)
  })

  it('states the refund rule of the refund policy and links to it', () => {
    const refund = nextSteps(null).at(-1)!
    expect(refund.link?.href).toBe(siteRoutes.refundPolicy.path)
    const policy = JSON.stringify(legalDocs.find((doc) => doc.slug === 'refund-policy'))
    // The one-line rule names the policy's own conditions: 14 days, 3 sessions, the assigned tasks.
    expect(policy).toContain('within 14 days of the program start')
    expect(policy).toMatch(/at least 3 sessions/)
    expect(refund.text).toMatch(/within 14 days of the start, having attended 3 sessions and done the set tasks/)
  })
})
