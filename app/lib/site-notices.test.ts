import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isAnnouncementLive, noticesAt, trackBatch, type Announcement } from './site-notices'

const tracks = ['frontend-development', 'backend-development', 'data-science']
const announcement: Announcement = {
  text: 'Free demo class on 12 December.',
  linkHref: '/realworkstudio/register',
  linkText: 'Book a seat',
  startsOn: '2026-12-01',
  endsOn: '2026-12-12',
}

describe('site notices with a mocked clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("shows a staff date until its first day begins in India, then the studio's calendar", () => {
    const content = { batchDates: { 'frontend-development': '2026-12-07' }, announcement: null }
    vi.setSystemTime(new Date('2026-12-06T18:29:59Z')) // 23:59:59 IST the day before
    let notices = noticesAt(content, tracks, new Date())
    expect(notices.batchByTrack['frontend-development']).toBe('2026-12-07')
    expect(notices.batchByTrack['backend-development']).toBe('2027-01-05') // calendar
    expect(notices.nextBatch).toBe('2026-12-07')

    vi.setSystemTime(new Date('2026-12-06T18:30:00Z')) // midnight IST: the batch has begun
    notices = noticesAt(content, tracks, new Date())
    expect(notices.batchByTrack['frontend-development']).toBe('2027-01-05')
    expect(notices.nextBatch).toBe('2027-01-05')
    expect(Object.values(notices.batchByTrack).every((d) => d > '2026-12-07')).toBe(true)
  })

  it('never shows an expired date: with the calendar run out and no staff date, no track has one', () => {
    vi.setSystemTime(new Date('2027-07-05T00:00:00+05:30'))
    const notices = noticesAt({ batchDates: { 'data-science': '2027-07-01' }, announcement: null }, tracks, new Date())
    expect(notices.batchByTrack).toEqual({})
    expect(notices.nextBatch).toBeNull()
    expect(trackBatch('2027-08-01', new Date())).toBe('2027-08-01')
  })

  it('shows the announcement from its first to its last day inclusive, India time', () => {
    const at = (iso: string) => {
      vi.setSystemTime(new Date(iso))
      return noticesAt({ batchDates: {}, announcement }, tracks, new Date()).announcement
    }
    expect(at('2026-11-30T18:29:59Z')).toBeNull() // 23:59:59 IST on 30 November
    expect(at('2026-11-30T18:30:00Z')).toEqual(announcement) // midnight IST on 1 December
    expect(at('2026-12-12T18:29:59Z')).toEqual(announcement) // last second of the last day
    expect(at('2026-12-12T18:30:00Z')).toBeNull()
    expect(isAnnouncementLive(announcement, new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })
})
