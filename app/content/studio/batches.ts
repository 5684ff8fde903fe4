import { istDateTime } from '~/lib/ist'
import type { Batch } from './schema'

/**
 * Bootcamp batch dates. A batch is announced until its start date has begun in India (IST, UTC+05:30); after that the
 * next batch is shown, or nothing, never a past date. This is the studio calendar: staff set a track's own next date at
 * /staff/site (table batch_dates), and a track without one, or whose date has begun, falls back to `nextBatch` over
 * this list (lib/site-notices.ts). (No zod here: the landing page ships this module.)
 */
export const batches = [
  { id: 'jan-2027', startsOn: '2027-01-05' },
  { id: 'apr-2027', startsOn: '2027-04-05' },
  { id: 'jul-2027', startsOn: '2027-07-05' },
] satisfies Batch[]

/** The moment a batch stops being announced: midnight IST at the start of its first day. */
export function batchExpiry(batch: Pick<Batch, 'startsOn'>): number {
  return Date.parse(istDateTime(batch.startsOn))
}

/** The earliest batch that has not started by `now`, or undefined when none is scheduled. */
export function nextBatch(now: Date, list: readonly Batch[] = batches): Batch | undefined {
  const time = now.getTime()
  return [...list].sort((a, b) => batchExpiry(a) - batchExpiry(b)).find((batch) => batchExpiry(batch) > time)
}
