import { batchExpiry, nextBatch } from '~/content/studio/batches'
import { fillTemplate, formatDate } from './format'
import { istToday } from './ist'

/** The one site announcement as staff set it: shown from its first to its last day inclusive, days in India. */
export interface Announcement {
  text: string
  /** A same-site path ('/realworkstudio/register') or an https:// address; null for no link. */
  linkHref: string | null
  linkText: string | null
  /** 'YYYY-MM-DD' */
  startsOn: string
  /** 'YYYY-MM-DD', the last day it is shown */
  endsOn: string
}

/** A batch as the public pages weigh it: one that has not begun, open or full (never a draft or cancelled one). */
export interface PublicBatch {
  courseId: string
  /** 'YYYY-MM-DD' */
  startsOn: string
  /** The last day enrolment is open. */
  enrolBy: string
  seats: number
  seatsTaken: number
  /** 'full' when staff closed it early; an open batch with no seat left is full too. */
  status: 'open' | 'full'
}

/** What staff have set: the upcoming batches of every course and the announcement, if any. */
export interface SiteContent {
  batches: PublicBatch[]
  announcement: Announcement | null
}

/** Seats left are shown when this few or fewer remain (docs/decisions/018). */
export const FEW_SEATS = 10

/** What a page says about a course's next batch beside its start date. */
export interface SeatNote {
  /** Seats left in the batch shown, when FEW_SEATS or fewer; null when more. */
  left: number | null
  /** Every upcoming batch is full: the date shown is the first one's, and the visitor may join its waitlist. */
  full: boolean
  /** The start of an earlier batch that is full, when the date shown is a later one. */
  fullBefore: string | null
}

/** What the public pages show at one moment: never a batch that has begun, never an announcement out of its days. */
export interface SiteNotices {
  /** The next batch start of each bootcamp track that has one ahead. */
  batchByTrack: Record<string, string>
  /** The seats of the batch in batchByTrack, for the tracks whose date is a real batch (not the studio calendar). */
  seatsByTrack: Record<string, SeatNote>
  /** The earliest of them (the first-visit popup's date), or null when none is ahead. */
  nextBatch: string | null
  announcement: Announcement | null
}

/** A batch is announced until its first day has begun in India. */
export function isUpcoming(startsOn: string, now: Date): boolean {
  return batchExpiry({ startsOn }) > now.getTime()
}

/** The batch is taking enrolments at `now`: open, a seat left, its enrolment not closed. */
function takesEnrolments(batch: PublicBatch, today: string): boolean {
  return batch.status === 'open' && batch.seatsTaken < batch.seats && batch.enrolBy >= today
}

/**
 * A track's next batch and its seats: the first upcoming batch that takes enrolments (naming an earlier full one);
 * when every upcoming batch is full, the first of them, full (its waitlist is open); with no batch scheduled, the
 * studio's quarterly calendar, without seats.
 */
export function trackBatch(
  batches: readonly PublicBatch[],
  now: Date,
): { startsOn: string; seats: SeatNote | null } | undefined {
  const today = istToday(now)
  const upcoming = batches
    .filter((batch) => isUpcoming(batch.startsOn, now) && batch.enrolBy >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
  const open = upcoming.find((batch) => takesEnrolments(batch, today))
  if (open) {
    const left = open.seats - open.seatsTaken
    const fullBefore = upcoming.find((batch) => batch.startsOn < open.startsOn)?.startsOn ?? null
    return { startsOn: open.startsOn, seats: { left: left <= FEW_SEATS ? left : null, full: false, fullBefore } }
  }
  if (upcoming[0]) return { startsOn: upcoming[0].startsOn, seats: { left: 0, full: true, fullBefore: null } }
  const calendar = nextBatch(now)?.startsOn
  return calendar ? { startsOn: calendar, seats: null } : undefined
}

export function isAnnouncementLive(announcement: Announcement, now: Date): boolean {
  const today = istToday(now)
  return announcement.startsOn <= today && today <= announcement.endsOn
}

/** The notices for the given tracks at `now`, from what staff have set. */
export function noticesAt(content: SiteContent, trackIds: readonly string[], now: Date): SiteNotices {
  const batchByTrack: Record<string, string> = {}
  const seatsByTrack: Record<string, SeatNote> = {}
  for (const id of trackIds) {
    const next = trackBatch(
      content.batches.filter((batch) => batch.courseId === id),
      now,
    )
    if (!next) continue
    batchByTrack[id] = next.startsOn
    if (next.seats) seatsByTrack[id] = next.seats
  }
  const dates = Object.values(batchByTrack).sort()
  const announcement =
    content.announcement && isAnnouncementLive(content.announcement, now) ? content.announcement : null
  return { batchByTrack, seatsByTrack, nextBatch: dates[0] ?? null, announcement }
}

/** The words for a next batch's seats ('2 seats left', 'Full: …', 'The 5 January 2027 batch is full'), or null. */
export function seatLine(
  note: SeatNote | null | undefined,
  words: { one: string; many: string; full: string; fullBefore: string },
): string | null {
  if (!note) return null
  if (note.full) return words.full
  const parts = [
    note.fullBefore ? fillTemplate(words.fullBefore, { date: formatDate(note.fullBefore) }) : null,
    note.left === 1 ? words.one : note.left !== null ? fillTemplate(words.many, { count: note.left }) : null,
  ]
  return parts.filter(Boolean).join('. ') || null
}
