import { useNavigation } from 'react-router'
import type { Route } from './+types/staff.site'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { AnnouncementForm, BatchesPointer } from '~/staff/publishing/components/site-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSitePage } from '~/staff/publishing/content/staff-site'
import { isAnnouncementLive } from '~/lib/site-notices'
import { istToday } from '~/lib/ist'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { readSiteContent } from '~/server/site-content.server'
import {
  SITE_FORM_LIMITS,
  siteIntents,
  siteFormValues,
  type SiteActionData,
} from '~/staff/publishing/server/site-editor.server'
import { StaffNotice } from '~/staff/shell/components/staff-table'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const content = await readSiteContent(db)
  const now = new Date()
  const a = content.announcement
  const status = !a ? 'none' : isAnnouncementLive(a, now) ? 'live' : a.startsOn > istToday(now) ? 'scheduled' : 'ended'
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    copy: staffSitePage,
    values: siteFormValues(content),
    status: staffSitePage.announcement.status[status],
    saved:
      saved && saved in staffSitePage.saved ? staffSitePage.saved[saved as keyof typeof staffSitePage.saved] : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: SITE_FORM_LIMITS, intents: siteIntents() })
}

export const meta: Route.MetaFunction = () => staffMeta(staffSitePage.title)

export default function StaffSite({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, values, status, saved } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const failed = actionData as SiteActionData | undefined
  const current = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {saved && !failed ? <StaffNotice>{saved}</StaffNotice> : null}
      <div className="mt-6 space-y-8">
        <BatchesPointer copy={copy.batches} />
        <AnnouncementForm
          key={`announcement:${JSON.stringify(current.announcement)}`}
          copy={copy.announcement}
          values={current.announcement}
          errors={failed?.form === 'announcement' ? failed.errors : {}}
          error={failed?.form === 'announcement' ? failed.error : undefined}
          status={status}
          submitting={submitting}
        />
      </div>
    </>
  )
}
