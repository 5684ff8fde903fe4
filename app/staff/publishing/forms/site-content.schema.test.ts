import { describe, expect, it } from 'vitest'
import { announcementSchema } from './site-content.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message
const now = new Date('2026-11-27T06:00:00Z') // 11:30 in India

const announcement = {
  text: ' Admissions for the January batch are open. ',
  linkHref: '/realworkstudio/register',
  linkText: 'Register',
  startsOn: '2026-11-27',
  endsOn: '2026-12-20',
}

describe("the site page's schemas are the gate", () => {
  it('pass an announcement trimmed', () => {
    expect(announcementSchema(now).parse(announcement).text).toBe('Admissions for the January batch are open.')
  })

  it('refuse a last day passed, a bad date and a foreign link, each with its message', () => {
    expect(firstMessage(announcementSchema(now).safeParse({ ...announcement, endsOn: '27/12/2026' }))).toBe(
      'Give the last day, e.g. 2027-01-20.',
    )
    expect(
      firstMessage(
        announcementSchema(now).safeParse({ ...announcement, startsOn: '2026-11-01', endsOn: '2026-11-26' }),
      ),
    ).toBe('This last day has passed, so nobody would see the announcement.')
    expect(firstMessage(announcementSchema(now).safeParse({ ...announcement, linkHref: 'http://x.example' }))).toBe(
      'Use a page of this site (/realworkstudio/register) or an https:// address.',
    )
    expect(firstMessage(announcementSchema(now).safeParse({ ...announcement, text: 't'.repeat(281) }))).toBe(
      'Keep the announcement within 280 characters.',
    )
  })
})
