import type { Kysely } from 'kysely'
import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate, formatDate } from '~/lib/format'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import type { Database } from '~/server/db/schema.server'
import { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import { EnrolSchema } from '~/staff/batches/forms/batch.schema'
import { leadName } from '~/staff/shell/server/lead-events.server'
import { done, intent } from '~/staff/shell/server/staff-action.server'
import { enrollableBatches } from './batches.server'
import { enrolLead } from './enrolments.server'

/** The lead page's "Enrol in batch" section: the batches the lead is in, and those it can join. */
export async function leadEnrolmentData(db: Kysely<Database>, submissionId: string, now = new Date()) {
  const copy = staffBatchesPage.enrol
  const [rows, batches] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('batches', 'batches.id', 'enrolments.batch_id')
      .select([
        'enrolments.id as enrolmentId',
        'enrolments.reference',
        'enrolments.state',
        'batches.id',
        'batches.code',
      ])
      .where('enrolments.submission_id', '=', submissionId)
      .orderBy('enrolments.created_at')
      .execute(),
    enrollableBatches(db, now),
  ])
  return {
    current: rows.map((row) => ({
      reference: row.reference,
      state: row.state,
      stateLabel: ENROLMENT_STATE_LABELS[row.state],
      // A withdrawn place is history; any other is this person's place, and enrolling again would do nothing.
      live: row.state !== 'withdrawn',
      href: staffPathTo('staffBatch', { id: row.id }),
      feesHref: staffPathTo('staffFees', { enrolmentId: row.enrolmentId }),
      text: fillTemplate(copy.current, {
        code: row.code,
        reference: row.reference,
        state: ENROLMENT_STATE_LABELS[row.state].toLowerCase(),
      }),
    })),
    choices: batches.map((b) => {
      const left = b.seats - b.seatsTaken
      const values = { code: b.code, course: b.courseTitle, starts: formatDate(b.startsOn), left, seats: b.seats }
      return {
        id: b.id,
        label: fillTemplate(left > 0 && b.status === 'open' ? copy.option : copy.optionFull, values),
      }
    }),
  }
}
export type LeadEnrolmentData = Awaited<ReturnType<typeof leadEnrolmentData>>

/** The lead page's enrol intent: enrolled or waitlisted, then back to the section; a refusal shows above the forms. */
export function enrolIntent(submissionId: string) {
  return intent(
    EnrolSchema,
    async ({ batchId }, { db, user }) => {
      const result = await enrolLead(db, { batchId, submissionId, actor: user })
      if (!result.ok) return data({ error: result.error }, { status: 400 })
      const target = await leadName(db, submissionId)
      return done(`${staffPathTo('staffSubmission', { id: submissionId })}#enrolment`, {
        audit: {
          action: result.state === 'enrolled' ? 'enrolment-add' : 'enrolment-waitlist',
          target,
          detail: result.position ? `${result.reference}, place ${result.position}` : result.reference,
        },
      })
    },
    { invalid: (errors) => data({ error: Object.values(errors)[0]! }, { status: 400 }) },
  )
}
