import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.submissions.$id'
import { staffMeta } from '~/staff/components/staff-meta'
import { staffPagesCopy } from '~/staff/content/staff-pages'
import { SubmissionView } from '~/staff/components/submission-view'
import { requireStaff } from '~/staff/server/accounts/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { LEAD_FORM_LIMITS, leadIntents } from '~/staff/server/leads/lead-actions.server'
import { staffAction } from '~/staff/server/staff-action.server'
import { leadPageData } from '~/staff/server/leads/lead-page.server'
import { serverNow } from '~/server/clock.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const page = await leadPageData(db, params.id, new URL(request.url), serverNow())
  if (!page) throw data('Submission not found', { status: 404 })
  return page
}

/** A call's outcome (intent=call), the follow-up (intent=lead), a note (intent=note) and a reply (intent=reply). */
export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: LEAD_FORM_LIMITS, intents: leadIntents(params.id) })
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
      error={actionData?.error}
      submitting={navigation.state === 'submitting'}
    />
  )
}
