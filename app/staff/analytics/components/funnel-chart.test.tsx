import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { funnelSteps } from '~/staff/analytics/lib/funnel'
import { FunnelChart } from './funnel-chart'

/** The text of each step as a screen reader reads it. */
const stepTexts = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<svg.*?<\/svg>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'"),
  )

describe('FunnelChart', () => {
  it('writes each share of the step before, says when one is capped, and never shows more than 100 %', () => {
    const html = renderToString(
      <FunnelChart steps={funnelSteps({ visitors: 1, leads: 3, registrations: 2, enrolled: 0, paid: 1 })} />,
    )
    expect(stepTexts(html)).toEqual([
      'Visitors: 1',
      'Sent a form: 3 (100% of the step before; capped, as 2 of them did not pass through the step before in this range: they came on an earlier day or their visit was not counted)',
      'Registered or booked a call or demo class: 2 (66.7% of the step before)',
      'Took a seat: 0 (0% of the step before)',
      'Paid: 1 (no share: nobody was counted at the step before)',
    ])
    expect(html).not.toMatch(/width="(1[0-9]{2}\.\d*[1-9]|[2-9]\d{2})/)
  })
})
