import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import { courseTitleOf, feeAccount, type FeeAccount } from '../fees/fee-account.server'
import { parseFields } from '../submission-read.server'

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

export interface StudentRegistration {
  id: string
  /** 'YYYY-MM-DD' (UTC day of the submission). */
  on: string
  /** The bootcamp's title, or '' when the registration named none we know. */
  course: string
}

export interface StudentCertificate {
  id: string
  course: string
  completedOn: string
  revoked: boolean
}

/**
 * What a signed-in student may see: their registrations, enrolments and certificates, found by their email and
 * nothing else, so no id in a URL or form can reach another student's rows.
 */
export async function studentRecords(db: Kysely<Database>, email: string) {
  const registrationRows = await db
    .selectFrom('submissions')
    .select(['id', 'created_at', 'fields'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('kind', '=', 'registration')
    .orderBy('created_at', 'desc')
    .execute()
  const registrations: StudentRegistration[] = []
  for (const row of registrationRows) {
    const courseId = parseFields(row.fields).bootcamp
    registrations.push({
      id: row.id,
      on: row.created_at.slice(0, 10),
      course: typeof courseId === 'string' && courseId ? await courseTitleOf(db, courseId) : '',
    })
  }
  const certificates: StudentCertificate[] = (
    await db
      .selectFrom('certificates')
      .select(['id', 'course_title', 'completed_on', 'revoked_at'])
      .where('email', '=', email)
      .orderBy('completed_on', 'desc')
      .execute()
  ).map((c) => ({ id: c.id, course: c.course_title, completedOn: c.completed_on, revoked: c.revoked_at !== null }))
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
  return { registrations, enrolments, certificates }
}
