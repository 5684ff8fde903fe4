import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noticeCopy } from '~/content/studio/notices'
import {
  batchSummary,
  earliestBatch,
  isAnnouncementLive,
  noticesAt,
  trackBatch,
  type Announcement,
  type PublicBatch,
  type SeatNote,
} from './site-notices'

const tracks = ['frontend-development', 'backend-development', 'data-science']
const announcement: Announcement = {
  text: 'Free demo class on 12 December.',
  linkHref: '/realworkstudio/register',
  linkText: 'Book a seat',
  startsOn: '2026-12-01',
  endsOn: '2026-12-12',
}

function batch(courseId: string, startsOn: string, change: Partial<PublicBatch> = {}): PublicBatch {
  const enrolBy = new Date(Date.parse(`${startsOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const fee = { feePaise: 700_000, earlyFeePaise: null, earlyUntil: null }
  return { courseId, startsOn, enrolBy, seats: 30, seatsTaken: 0, status: 'open', mode: 'online', fee, ...change }
}

describe('site notices with a mocked clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("shows a batch until its enrolment closes in India, then the studio's calendar", () => {
    const content = { batches: [batch('frontend-development', '2026-12-07')], announcement: null }
    vi.setSystemTime(new Date('2026-12-06T18:29:59Z')) // 23:59:59 IST on the last day to enrol
    let notices = noticesAt(content, tracks, new Date())
    expect(notices.batchByTrack['frontend-development']).toBe('2026-12-07')
    expect(notices.batchByTrack['backend-development']).toBe('2027-01-05') // calendar
    expect(notices.nextBatch).toBe('2026-12-07')

    vi.setSystemTime(new Date('2026-12-06T18:30:00Z')) // midnight IST: the batch has begun, enrolment closed
    notices = noticesAt(content, tracks, new Date())
    expect(notices.batchByTrack['frontend-development']).toBe('2027-01-05')
    expect(notices.nextBatch).toBe('2027-01-05')
    expect(Object.values(notices.batchByTrack).every((d) => d > '2026-12-07')).toBe(true)
  })

  it('never shows an expired date: with the calendar run out and no staff date, no track has one', () => {
    vi.setSystemTime(new Date('2027-07-05T00:00:00+05:30'))
    const content = { batches: [batch('data-science', '2027-07-01')], announcement: null }
    const notices = noticesAt(content, tracks, new Date())
    expect(notices.batchByTrack).toEqual({})
    expect(notices.nextBatch).toBeNull()
    expect(trackBatch([batch('data-science', '2027-08-01')], new Date())?.startsOn).toBe('2027-08-01')
  })

  it('shows the announcement from its first to its last day inclusive, India time', () => {
    const at = (iso: string) => {
      vi.setSystemTime(new Date(iso))
      return noticesAt({ batches: [], announcement }, tracks, new Date()).announcement
    }
    expect(at('2026-11-30T18:29:59Z')).toBeNull() // 23:59:59 IST on 30 November
    expect(at('2026-11-30T18:30:00Z')).toEqual(announcement) // midnight IST on 1 December
    expect(at('2026-12-12T18:29:59Z')).toEqual(announcement) // last second of the last day
    expect(at('2026-12-12T18:30:00Z')).toBeNull()
    expect(isAnnouncementLive(announcement, new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })

  it('counts seats left from the real count, shown at ten or fewer', () => {
    vi.setSystemTime(new Date('2026-12-01T06:00:00Z'))
    const at = (b: PublicBatch[]) => trackBatch(b, new Date())
    expect(at([batch('ai-ml', '2027-01-05', { seatsTaken: 19 })])?.seats).toEqual({
      left: null,
      full: false,
      fullBefore: null,
      mode: 'online',
    })
    expect(at([batch('ai-ml', '2027-01-05', { seatsTaken: 20 })])?.seats).toEqual({
      left: 10,
      full: false,
      fullBefore: null,
      mode: 'online',
    })
    expect(at([batch('ai-ml', '2027-01-05', { seats: 2, seatsTaken: 0 })])?.seats?.left).toBe(2)
  })

  it('offers the next batch after a full one, and the first full one when all are full', () => {
    vi.setSystemTime(new Date('2026-12-01T06:00:00Z'))
    const full = batch('ai-ml', '2027-01-05', { seats: 2, seatsTaken: 2 })
    const later = batch('ai-ml', '2027-04-05', { seatsTaken: 25 })
    expect(trackBatch([later, full], new Date())).toEqual({
      startsOn: '2027-04-05',
      seats: { left: 5, full: false, fullBefore: '2027-01-05', mode: 'online' },
      fee: { paise: 700_000, fullPaise: 700_000, earlyUntil: null },
    })
    expect(trackBatch([full, { ...later, status: 'full' }], new Date())).toEqual({
      startsOn: '2027-01-05',
      seats: { left: 0, full: true, fullBefore: null, mode: 'online' },
      fee: { paise: 700_000, fullPaise: 700_000, earlyUntil: null },
    })
  })

  it('leaves out a batch whose enrolment has closed, even with seats left', () => {
    vi.setSystemTime(new Date('2027-01-06T06:00:00Z'))
    const closed = batch('ai-ml', '2027-02-10', { enrolBy: '2027-01-05' })
    const notices = noticesAt({ batches: [closed], announcement: null }, ['ai-ml'], new Date())
    expect(notices.batchByTrack['ai-ml']).toBe('2027-04-05') // the studio calendar
    expect(notices.seatsByTrack['ai-ml']).toBeUndefined()
  })
})

describe('one line per next batch', () => {
  const note = (change: Partial<SeatNote> = {}): SeatNote => ({
    left: null,
    full: false,
    fullBefore: null,
    mode: 'online',
    ...change,
  })

  it('gives the date, the mode when asked for a real batch, and the seats when few or full', () => {
    expect(batchSummary('2027-01-05', undefined, noticeCopy.seats, true)).toBe('5 January 2027')
    expect(batchSummary('2027-01-05', note(), noticeCopy.seats)).toBe('5 January 2027')
    expect(batchSummary('2027-01-05', note(), noticeCopy.seats, true)).toBe('5 January 2027 · Online')
    expect(batchSummary('2027-01-05', note({ left: 2, mode: 'bengaluru' }), noticeCopy.seats, true)).toBe(
      '5 January 2027 · In Bengaluru · 2 seats left',
    )
    expect(batchSummary('2027-01-05', note({ left: 1 }), noticeCopy.seats)).toBe('5 January 2027 · 1 seat left')
    expect(batchSummary('2027-01-05', note({ left: 0, full: true }), noticeCopy.seats)).toBe(
      '5 January 2027 · Full: register to join the waitlist',
    )
    expect(batchSummary('2027-04-05', note({ fullBefore: '2027-01-05' }), noticeCopy.seats)).toBe(
      '5 April 2027 · The 5 January 2027 batch is full',
    )
  })

  it('finds the earliest batch of the courses given, preferring on one day the course whose seats are shown', () => {
    const few = note({ left: 3 })
    const notices = {
      batchByTrack: { a: '2027-01-05', b: '2027-01-05', c: '2026-12-20', d: '2027-01-05' },
      seatsByTrack: { a: note(), b: few, c: note({ full: true, left: 0 }) },
    }
    expect(earliestBatch(notices, ['a', 'b', 'c'])).toEqual({
      startsOn: '2026-12-20',
      courseId: 'c',
      seats: notices.seatsByTrack.c,
    })
    // Course c is not among those given (hidden from the catalogue): its batch is not the home page's.
    expect(earliestBatch(notices, ['a', 'b', 'd'])).toEqual({ startsOn: '2027-01-05', courseId: 'b', seats: few })
    expect(earliestBatch(notices, ['d', 'a'])).toEqual({ startsOn: '2027-01-05', courseId: 'd', seats: null })
    expect(earliestBatch(notices, ['x'])).toBeNull()
  })
})
