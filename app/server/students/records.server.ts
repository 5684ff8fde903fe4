import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import { feeAccount, type FeeAccount } from '../fees/fee-account.server'

export interface StudentEnrolment {
  id: string
  reference: string
  state: string
  batchCode: string
  startsOn: string
  endsOn: string
  /** 1 for the first in line; null when the student holds a seat or left. */
  waitlistPlace: number | null
  account: FeeAccount | undefined
}

/**
 * What a signed-in student may see: their registrations and enrolments, found by their email and nothing else, so
 * no id in a URL or form can reach another student's rows.
 */
export async function studentRecords(db: Kysely<Database>, email: string) {
  const registrations = await db
    .selectFrom('submissions')
    .select(['id', 'created_at', 'fields'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('kind', '=', 'registration')
    .orderBy('created_at', 'desc')
    .execute()
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .innerJoin('batches', 'batches.id', 'enrolments.batch_id')
    .select([
      'enrolments.id',
      'enrolments.reference',
      'enrolments.state',
      'enrolments.created_at',
      'enrolments.batch_id',
      'batches.code',
      'batches.starts_on',
      'batches.ends_on',
    ])
    .where((eb) => eb(eb.fn('lower', ['submissions.email']), '=', email))
    .orderBy('batches.starts_on', 'desc')
    .execute()
  const enrolments: StudentEnrolment[] = []
  for (const row of rows) {
    let waitlistPlace: number | null = null
    if (row.state === 'waitlisted') {
      const ahead = await db
        .selectFrom('enrolments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('batch_id', '=', row.batch_id)
        .where('state', '=', 'waitlisted')
        .where('created_at', '<', row.created_at)
        .executeTakeFirstOrThrow()
      waitlistPlace = Number(ahead.n) + 1
    }
    enrolments.push({
      id: row.id,
      reference: row.reference,
      state: row.state,
      batchCode: row.code,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      waitlistPlace,
      account: await feeAccount(db, { enrolmentId: row.id }),
    })
  }
  return { registrations, enrolments }
}
