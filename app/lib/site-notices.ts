import { batchExpiry, nextBatch } from '~/content/studio/batches'
import { BATCH_MODE_LABELS, type BatchMode } from './batch-states'
import { feeAt, plainFee, type Fee, type FeeTerms } from './batch-fee'
import { plural } from './plural'
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
  mode: BatchMode
  /** Its fee and early-bird fee, as staff set them. */
  fee: FeeTerms
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
  /** Where the batch shown runs. */
  mode: BatchMode
}

/** What the public pages show at one moment: never a batch that has begun, never an announcement out of its days. */
export interface SiteNotices {
  /** The next batch start of each bootcamp track that has one ahead. */
  batchByTrack: Record<string, string>
  /** The seats of the batch in batchByTrack, for the tracks whose date is a real batch (not the studio calendar). */
  seatsByTrack: Record<string, SeatNote>
  /**
   * What the batch in batchByTrack charges today (lib/batch-fee.ts), for the tracks whose date is a real batch; a
   * track without one is charged its catalogue price (`offeredFee`).
   */
  feeByTrack: Record<string, Fee>
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
 * A track's next batch, its seats and what it charges at `now`: the first upcoming batch that takes enrolments (naming
 * an earlier full one); when every upcoming batch is full, the first of them, full (its waitlist is open); with no
 * batch scheduled, the studio's quarterly calendar, without seats or a fee of its own.
 */
export function trackBatch(
  batches: readonly PublicBatch[],
  now: Date,
): { startsOn: string; seats: SeatNote | null; fee: Fee | null } | undefined {
  const today = istToday(now)
  const upcoming = batches
    .filter((batch) => isUpcoming(batch.startsOn, now) && batch.enrolBy >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
  const open = upcoming.find((batch) => takesEnrolments(batch, today))
  if (open) {
    const left = open.seats - open.seatsTaken
    const fullBefore = upcoming.find((batch) => batch.startsOn < open.startsOn)?.startsOn ?? null
    const seats = { left: left <= FEW_SEATS ? left : null, full: false, fullBefore, mode: open.mode }
    return { startsOn: open.startsOn, seats, fee: feeAt(open.fee, now) }
  }
  const first = upcoming[0]
  if (first)
    return {
      startsOn: first.startsOn,
      seats: { left: 0, full: true, fullBefore: null, mode: first.mode },
      fee: feeAt(first.fee, now),
    }
  const calendar = nextBatch(now)?.startsOn
  return calendar ? { startsOn: calendar, seats: null, fee: null } : undefined
}

export function isAnnouncementLive(announcement: Announcement, now: Date): boolean {
  const today = istToday(now)
  return announcement.startsOn <= today && today <= announcement.endsOn
}

/** The notices for the given tracks at `now`, from what staff have set. */
export function noticesAt(content: SiteContent, trackIds: readonly string[], now: Date): SiteNotices {
  const batchByTrack: Record<string, string> = {}
  const seatsByTrack: Record<string, SeatNote> = {}
  const feeByTrack: Record<string, Fee> = {}
  for (const id of trackIds) {
    const next = trackBatch(
      content.batches.filter((batch) => batch.courseId === id),
      now,
    )
    if (!next) continue
    batchByTrack[id] = next.startsOn
    if (next.seats) seatsByTrack[id] = next.seats
    if (next.fee) feeByTrack[id] = next.fee
  }
  const dates = Object.values(batchByTrack).sort()
  const announcement =
    content.announcement && isAnnouncementLive(content.announcement, now) ? content.announcement : null
  return { batchByTrack, seatsByTrack, feeByTrack, nextBatch: dates[0] ?? null, announcement }
}

/**
 * What a visitor offered a bootcamp's next batch is charged today: that batch's fee (with its early-bird fee while it
 * lasts), or the catalogue's price when no batch is scheduled (a new batch's fee defaults to it).
 */
export function offeredFee(
  notices: Pick<SiteNotices, 'feeByTrack'>,
  bootcamp: { id: string; discountPrice: number },
): Fee {
  return notices.feeByTrack[bootcamp.id] ?? plainFee(bootcamp.discountPrice)
}

/**
 * The bootcamp whose batch and fee a page or mail states: the one named (when it is among `bootcamps`), else the one
 * whose next batch starts first, as a page without a chosen course names the earliest batch.
 */
export function offeredBootcamp<B extends { id: string }>(
  notices: Pick<SiteNotices, 'batchByTrack' | 'seatsByTrack'>,
  bootcamps: readonly B[],
  id?: string,
): B | undefined {
  const named = id ? bootcamps.find((b) => b.id === id) : undefined
  if (named) return named
  const first = earliestBatch(
    notices,
    bootcamps.map((b) => b.id),
  )
  return bootcamps.find((b) => b.id === first?.courseId) ?? bootcamps[0]
}

/** The words a page shows for a batch's seats (noticeCopy.seats). */
export interface SeatWords {
  one: string
  many: string
  full: string
  fullBefore: string
}

/** The words for a next batch's seats ('2 seats left', 'Full: …', 'The 5 January 2027 batch is full'), or null. */
export function seatLine(note: SeatNote | null | undefined, words: SeatWords): string | null {
  if (!note) return null
  if (note.full) return words.full
  const parts = [
    note.fullBefore ? fillTemplate(words.fullBefore, { date: formatDate(note.fullBefore) }) : null,
    note.left !== null ? plural(note.left, { one: words.one, other: words.many }) : null,
  ]
  return parts.filter(Boolean).join('. ') || null
}

/**
 * A track's next batch in words: its date, where it runs when asked (`withMode`, a real batch only), and its seats
 * when few or full (['5 January 2027', 'Online', '2 seats left']). The compare page, the home page's card and the
 * guides read it; `batchSummary` joins the parts in one line.
 */
export function batchParts(
  startsOn: string,
  note: SeatNote | null | undefined,
  words: SeatWords,
  withMode = false,
): string[] {
  const mode = withMode && note ? BATCH_MODE_LABELS[note.mode] : null
  return [formatDate(startsOn), mode, seatLine(note, words)].filter((part): part is string => Boolean(part))
}

/** `batchParts` in one line: '5 January 2027 · Online · 2 seats left'. */
export function batchSummary(...args: Parameters<typeof batchParts>): string {
  return batchParts(...args).join(' · ')
}

/**
 * The earliest next batch among `courseIds` (in their order, the first of equal dates) that shows its seats, or the
 * earliest date without seats; null when no course has a batch ahead. The home page names its course when it has seats.
 */
export function earliestBatch(
  notices: Pick<SiteNotices, 'batchByTrack' | 'seatsByTrack'>,
  courseIds: readonly string[],
): { startsOn: string; courseId: string; seats: SeatNote | null } | null {
  const dated = courseIds.filter((id) => notices.batchByTrack[id] !== undefined)
  const day = dated.map((id) => notices.batchByTrack[id]!).sort()[0]
  if (day === undefined) return null
  const onDay = dated.filter((id) => notices.batchByTrack[id] === day)
  const shown = onDay.find((id) => {
    const note = notices.seatsByTrack[id]
    return note && (note.full || note.left !== null || note.fullBefore !== null)
  })
  const courseId = shown ?? onDay[0]!
  return { startsOn: day, courseId, seats: shown ? notices.seatsByTrack[shown]! : null }
}
