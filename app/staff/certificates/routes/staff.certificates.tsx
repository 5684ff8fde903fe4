import { SEARCH_LIMITS } from '~/staff/shell/forms/limits'
import { useNavigation } from 'react-router'
import type { Route } from './+types/staff.certificates'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { BatchCertificateForm, IssueCertificateForm } from '~/staff/certificates/components/certificate-forms'
import { CertificateList } from '~/staff/certificates/components/certificate-list'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffCertificatesPage } from '~/staff/certificates/content/staff-certificates'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { istToday } from '~/lib/ist'
import { requireStaff } from '~/staff/shell/server/session.server'
import { listCertificateCourses } from '~/staff/certificates/server/certificate-courses.server'
import {
  CERTIFICATE_FORM_LIMITS,
  certificateIntents,
  type CertificateActionData,
} from '~/staff/certificates/server/certificate-editor.server'
import { CERTIFICATE_PAGE_SIZE, listCertificates } from '~/staff/certificates/server/certificate-register.server'
import { getDatabase } from '~/server/db/database.server'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { plural } from '~/lib/plural'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').slice(0, SEARCH_LIMITS.certificates)
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const { db } = await getDatabase()
  const { certificates, total } = await listCertificates(db, { query, page })
  return {
    copy: staffCertificatesPage,
    courses: (await listCertificateCourses()).map(({ id, title, kind }) => ({ id, title, kind })),
    rows: certificates.map((c) => ({
      id: c.id,
      holderName: c.holderName,
      email: c.email,
      courseTitle: c.courseTitle,
      completedOn: c.completedOn,
      revokedOn: c.revoked ? istToday(new Date(c.revoked.at)) : null,
      revokedReason: c.revoked?.reason ?? null,
      searchable: c.searchable,
    })),
    total,
    query,
    page,
    pageSize: CERTIFICATE_PAGE_SIZE,
    owner: user.role === 'owner',
    today: istToday(new Date()),
    notice: noticeOf(url.searchParams),
  }
}

/** The notice after an action redirected here (`?issued=ID`, `?batch=3`, …); only a real identifier is echoed. */
function noticeOf(params: URLSearchParams): string | null {
  const saved = staffCertificatesPage.saved
  const batch = params.get('batch')
  if (batch) return plural(Number.parseInt(batch, 10) || 0, saved.batch)
  for (const key of ['issued', 'revoked', 'listed', 'unlisted'] as const) {
    const id = normaliseCertificateId(params.get(key) ?? '')
    if (id) return saved[key].replace('{id}', id)
  }
  return null
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: CERTIFICATE_FORM_LIMITS, intents: certificateIntents() })
}

export const meta: Route.MetaFunction = () => staffMeta(staffCertificatesPage.title)

export default function StaffCertificates({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, courses, rows, total, query, page, pageSize, owner, today, notice } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const failed = actionData as CertificateActionData | undefined
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {notice && !failed ? <StaffNotice>{notice}</StaffNotice> : null}
      <div className="mt-6 space-y-8">
        <IssueCertificateForm
          key={failed?.form === 'issue' ? JSON.stringify(failed.values) : 'issue'}
          copy={copy.issue}
          courses={courses}
          values={failed?.form === 'issue' ? failed.values : {}}
          errors={failed?.form === 'issue' ? failed.errors : {}}
          error={failed?.form === 'issue' ? failed.error : undefined}
          today={today}
          submitting={submitting}
        />
        <BatchCertificateForm
          copy={copy.batch}
          error={failed?.form === 'batch' ? failed.error : undefined}
          problems={failed?.form === 'batch' ? failed.problems : []}
          submitting={submitting}
        />
        <CertificateList
          copy={copy.list}
          revokeCopy={copy.revoke}
          rows={rows}
          total={total}
          query={query}
          page={page}
          pageSize={pageSize}
          owner={owner}
          revokeError={failed?.form === 'revoke' ? failed : undefined}
          submitting={submitting}
        />
      </div>
    </>
  )
}
