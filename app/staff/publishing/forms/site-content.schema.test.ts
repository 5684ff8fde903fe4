import { describe, expect, it } from 'vitest'
import { bootcamps } from '~/content/studio/bootcamps'
import { announcementSchema, batchDatesSchema, batchField } from './site-content.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message
const now = new Date('2026-11-27T06:00:00Z') // 11:30 in India
const field = batchField(bootcamps[0]!.id)

const announcement = {
  text: ' Admissions for the January batch are open. ',
  linkHref: '/realworkstudio/register',
  linkText: 'Register',
  startsOn: '2026-11-27',
  endsOn: '2026-12-20',
}

describe("the site page's schemas are the gate", () => {
  it('pass an announcement trimmed, and a batch day ahead or none', () => {
    expect(announcementSchema(now).parse(announcement).text).toBe('Admissions for the January batch are open.')
    expect(batchDatesSchema(now).parse({ [field]: '2027-01-05' })[field]).toBe('2027-01-05')
    expect(batchDatesSchema(now).parse({})[field]).toBe('')
  })

  it('refuse a day already begun or passed, a bad date and a foreign link, each with its message', () => {
    expect(firstMessage(batchDatesSchema(now).safeParse({ [field]: '2026-11-20' }))).toBe(
      'This batch has already begun. Give its next start date, or leave it empty.',
    )
    expect(firstMessage(batchDatesSchema(now).safeParse({ [field]: '05/01/2027' }))).toBe(
      'Give a date, e.g. 2027-01-05.',
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
