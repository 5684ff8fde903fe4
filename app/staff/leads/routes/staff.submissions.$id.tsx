import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.submissions.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { SubmissionView } from '~/staff/leads/components/submission-view'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { LEAD_FORM_LIMITS, leadIntents } from '~/staff/leads/server/lead-actions.server'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { leadPageData } from '~/staff/leads/server/lead-page.server'
import { serverNow } from '~/server/clock.server'
import { LeadEnrolForm, staffBatchesPage } from '~/staff/batches'
import { enrolIntent, leadEnrolmentData } from '~/staff/batches/index.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const now = serverNow()
  const page = await leadPageData(db, params.id, new URL(request.url), now)
  if (!page) throw data('Submission not found', { status: 404 })
  // Only an admissions lead can join a batch: a services or hiring lead's page has no batch panel.
  const admissions = page.submission.queue === 'admissions'
  return { ...page, enrolment: admissions ? await leadEnrolmentData(db, params.id, now) : null }
}

/** A call's outcome (intent=call), the follow-up (intent=lead), a note, a reply and an enrolment (intent=enrol). */
export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'staff',
    limits: LEAD_FORM_LIMITS,
    intents: { ...leadIntents(params.id), enrol: enrolIntent(params.id) },
  })
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData ? `${loaderData.submission.name} (${loaderData.submission.kindLabel})` : staffPagesCopy.submission.title,
  )

export default function StaffSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <SubmissionView
      submission={loaderData.submission}
      desk={loaderData.desk}
      assignees={loaderData.assignees}
      templates={loaderData.templates}
      reply={loaderData.reply}
      list={loaderData.list}
      called={loaderData.called}
      error={actionData?.error}
      submitting={navigation.state === 'submitting'}
      enrolment={
        loaderData.enrolment ? (
          <LeadEnrolForm
            copy={staffBatchesPage.enrol}
            enrolment={loaderData.enrolment}
            submitting={navigation.state === 'submitting'}
          />
        ) : null
      }
    />
  )
}
