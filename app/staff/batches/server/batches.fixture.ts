import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { BatchInput } from '~/staff/batches/forms/batch.schema'
import { saveBatch, type Batch } from './batches.server'

/** A batch as a test wants it: a frontend batch of 30 seats starting 5 January 2027, open, at the course's price. */
export async function makeBatch(
  db: Kysely<Database>,
  change: Partial<BatchInput> = {},
  now = new Date('2026-11-01T06:00:00Z'),
): Promise<Batch> {
  const result = await saveBatch(
    db,
    undefined,
    {
      courseId: 'frontend-development',
      startsOn: '2027-01-05',
      endsOn: '2027-04-03',
      enrolBy: '2027-01-04',
      seats: 30,
      mode: 'online',
      fee: null,
      earlyFee: null,
      earlyUntil: null,
      status: 'open',
      ...change,
    },
    now,
  )
  if (!result.ok) throw new Error(result.error)
  return result.batch
}
