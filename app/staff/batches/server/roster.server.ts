import type { Kysely } from 'kysely'
import { formatRupees } from '~/lib/format'
import type { EnrolmentState } from '~/lib/batch-states'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import type { Database } from '~/server/db/schema.server'
import { feeBalances, type FeeBalance } from '~/server/fees/fee-account.server'
import { certificateHolds, type CertificateHold } from '~/staff/batches/content/certificate-holds'
import { csvLine } from '~/staff/shell/server/csv.server'

/** One person on a batch's roster or waitlist. */
export interface RosterRow {
  enrolmentId: string
  submissionId: string
  name: string
  email: string
  phone: string
  reference: string
  state: EnrolmentState
  feePaise: number
  /** What is still owed and the next instalment (fees, decision 019). */
  fee: FeeBalance | null
  /** When they joined the batch (enrolled) or its waitlist, ISO. */
  joinedAt: string
  completedOn: string | null
  mentor: string | null
  certificateId: string | null
  /** Why they cannot have their certificate yet (none once they have one, or when they hold no seat). */
  holds: CertificateHold[]
}

export interface Roster {
  /** Offered, enrolled, completed and withdrawn, by reference. */
  students: RosterRow[]
  /** Waiting, first first. */
  waitlist: RosterRow[]
}

/** A batch's students and its waitlist, with each person's lead. */
export async function readRoster(db: Kysely<Database>, batchId: string): Promise<Roster> {
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .select([
      'enrolments.id',
      'enrolments.submission_id',
      'enrolments.reference',
      'enrolments.state',
      'enrolments.fee_paise',
      'enrolments.created_at',
      'enrolments.enrolled_at',
      'enrolments.completed_on',
      'enrolments.mentor',
      'enrolments.certificate_id',
      'submissions.name',
      'submissions.email',
      'submissions.phone',
    ])
    .where('enrolments.batch_id', '=', batchId)
    .orderBy('enrolments.created_at')
    .orderBy('enrolments.reference')
    .execute()
  const [balances, batch] = await Promise.all([
    feeBalances(
      db,
      rows.map((row) => row.id),
    ),
    db.selectFrom('batches').select(['status', 'ends_on']).where('id', '=', batchId).executeTakeFirst(),
  ])
  const all = rows.map((row): RosterRow => ({
    enrolmentId: row.id,
    submissionId: row.submission_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    reference: row.reference,
    state: row.state,
    feePaise: Number(row.fee_paise),
    fee: balances.get(row.id) ?? null,
    joinedAt: row.enrolled_at ?? row.created_at,
    completedOn: row.completed_on,
    mentor: row.mentor,
    certificateId: row.certificate_id,
    holds: batch
      ? certificateHolds(
          { status: batch.status, endsOn: batch.ends_on },
          {
            state: row.state,
            certificateId: row.certificate_id,
            balancePaise: balances.get(row.id)?.balancePaise ?? 0,
          },
        )
      : [],
  }))
  return {
    students: all.filter((r) => r.state !== 'waitlisted').sort((a, b) => a.reference.localeCompare(b.reference)),
    waitlist: all.filter((r) => r.state === 'waitlisted'),
  }
}

/** A person by their enrolment reference, wherever they are now (a student moved away is on another roster). */
export async function personByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<Pick<RosterRow, 'name' | 'reference'> | undefined> {
  return db
    .selectFrom('enrolments')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .select(['submissions.name', 'enrolments.reference'])
    .where('enrolments.reference', '=', reference)
    .executeTakeFirst()
}

const COLUMNS = [
  'Reference',
  'Name',
  'Email',
  'Phone',
  'State',
  'Fee',
  'Joined',
  'Completed on',
  'Mentor',
  'Certificate',
]

/** The roster as CSV (students, then the waitlist with its places); formula cells defused as in the inbox export. */
export function rosterCsv(roster: Roster): string {
  const line = csvLine
  const row = (r: RosterRow, state: string) =>
    line([
      r.reference,
      r.name,
      r.email,
      r.phone,
      state,
      formatRupees(r.feePaise / 100),
      r.joinedAt.slice(0, 10),
      r.completedOn ?? '',
      r.mentor ?? '',
      r.certificateId ?? '',
    ])
  return [
    line(COLUMNS),
    ...roster.students.map((r) => row(r, ENROLMENT_STATE_LABELS[r.state])),
    ...roster.waitlist.map((r, i) => row(r, `Waitlisted (place ${i + 1})`)),
  ]
    .map((l) => `${l}\r\n`)
    .join('')
}
