import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { courseTitleOf, feeBalances } from './fee-account.server'

/** A student who still owes money: what, and the next instalment (overdue when its day has passed). */
export interface Outstanding {
  enrolmentId: string
  submissionId: string
  reference: string
  student: string
  courseTitle: string
  batchCode: string
  balancePaise: number
  next: { amountPaise: number; dueOn: string } | null
  overdue: boolean
}

/**
 * Every enrolment that still owes money: its balance and the next instalment, overdue when that instalment's day has
 * passed. Read in three queries whatever the count (the enrolments with their plans, the sums, the course titles).
 */
export async function outstandingFees(db: Kysely<Database>, today: string): Promise<Outstanding[]> {
  const enrolments = await db
    .selectFrom('enrolments as e')
    .innerJoin('batches as b', 'b.id', 'e.batch_id')
    .innerJoin('submissions as s', 's.id', 'e.submission_id')
    .select(['e.id', 'e.submission_id as submissionId', 'e.reference', 's.name', 'b.code', 'b.course_id as courseId'])
    .where('e.state', 'in', ['enrolled', 'completed'])
    .execute()
  const balances = await feeBalances(
    db,
    enrolments.map((e) => e.id),
    today,
  )
  const titles = new Map<string, string>()
  const owing: Outstanding[] = []
  for (const e of enrolments) {
    const { balancePaise, next, overdue } = balances.get(e.id)!
    if (balancePaise <= 0) continue
    if (!titles.has(e.courseId)) titles.set(e.courseId, await courseTitleOf(db, e.courseId))
    owing.push({
      enrolmentId: e.id,
      submissionId: e.submissionId,
      reference: e.reference,
      student: e.name,
      courseTitle: titles.get(e.courseId)!,
      batchCode: e.code,
      balancePaise,
      next,
      overdue,
    })
  }
  return owing.sort((a, b) => (a.next?.dueOn ?? '9999').localeCompare(b.next?.dueOn ?? '9999'))
}
