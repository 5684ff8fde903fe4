import { batchExpiry, nextBatch } from '~/content/studio/batches'
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

/** What staff have set: a next batch start per bootcamp track (by bootcamp id) and the announcement, if any. */
export interface SiteContent {
  batchDates: Record<string, string>
  announcement: Announcement | null
}

/** What the public pages show at one moment: never a batch that has begun, never an announcement out of its days. */
export interface SiteNotices {
  /** The next batch start of each bootcamp track that has one ahead. */
  batchByTrack: Record<string, string>
  /** The earliest of them (the first-visit popup's date), or null when none is ahead. */
  nextBatch: string | null
  announcement: Announcement | null
}

/** A batch is announced until its first day has begun in India. */
export function isUpcoming(startsOn: string, now: Date): boolean {
  return batchExpiry({ startsOn }) > now.getTime()
}

/** A track's next batch: the date staff set while it is ahead, otherwise the studio's quarterly calendar. */
export function trackBatch(staffDate: string | undefined, now: Date): string | undefined {
  if (staffDate && isUpcoming(staffDate, now)) return staffDate
  return nextBatch(now)?.startsOn
}

export function isAnnouncementLive(announcement: Announcement, now: Date): boolean {
  const today = istToday(now)
  return announcement.startsOn <= today && today <= announcement.endsOn
}

/** The notices for the given tracks at `now`, from what staff have set. */
export function noticesAt(content: SiteContent, trackIds: readonly string[], now: Date): SiteNotices {
  const batchByTrack: Record<string, string> = {}
  for (const id of trackIds) {
    const date = trackBatch(content.batchDates[id], now)
    if (date) batchByTrack[id] = date
  }
  const dates = Object.values(batchByTrack).sort()
  const announcement =
    content.announcement && isAnnouncementLive(content.announcement, now) ? content.announcement : null
  return { batchByTrack, nextBatch: dates[0] ?? null, announcement }
}
