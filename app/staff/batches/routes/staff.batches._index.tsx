import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.batches._index'
import { staffPathTo } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { BATCH_STATUS_LABELS } from '~/staff/batches/content/batch-labels'
import { getDatabase } from '~/server/db/database.server'
import { BatchForm, type BatchFormValues } from '~/staff/batches/components/batch-form'
import { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import { BATCH_FORM_LIMITS, batchSaveIntent, type BatchFormRefusal } from '~/staff/batches/server/batch-actions.server'
import { batchCourses, listBatches } from '~/staff/batches/server/batches.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffAction } from '~/staff/shell/server/staff-action.server'

const EMPTY: BatchFormValues = {
  courseId: '',
  startsOn: '',
  endsOn: '',
  enrolBy: '',
  seats: '30',
  mode: 'online',
  fee: '',
  earlyFee: '',
  earlyUntil: '',
  status: 'open',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const [batches, courses] = await Promise.all([listBatches(db), batchCourses(db)])
  return { copy: staffBatchesPage, batches, courses: courses.map(({ id, title }) => ({ id, title })) }
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'staff',
    limits: BATCH_FORM_LIMITS,
    intents: { create: batchSaveIntent(undefined) },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffBatchesPage.title)

export default function StaffBatches({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, batches, courses } = loaderData
  const failed = actionData as BatchFormRefusal | undefined
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {batches.length === 0 ? (
        <p className="mt-6 text-slate-700">{copy.empty}</p>
      ) : (
        <StaffTable
          className="mt-6"
          head={Object.values(copy.columns).map((label) => (
            <th key={label} scope="col" className={STAFF_TH}>
              {label}
            </th>
          ))}
        >
          {batches.map((b) => (
            <tr key={b.id}>
              <td className={STAFF_TD}>
                <Link
                  to={staffPathTo('staffBatch', { id: b.id })}
                  className="font-semibold text-indigo-800 underline underline-offset-2"
                >
                  {b.code}
                </Link>
              </td>
              <td className={STAFF_TD}>{b.courseTitle}</td>
              <td className={STAFF_TD}>{formatDate(b.startsOn)}</td>
              <td className={STAFF_TD}>
                {b.seatsTaken} / {b.seats}
              </td>
              <td className={STAFF_TD}>{BATCH_STATUS_LABELS[b.status]}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <section aria-labelledby="new-batch" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="new-batch" className="text-lg font-semibold text-slate-900">
          {copy.newTitle}
        </h2>
        <div className="mt-4">
          <BatchForm
            key={JSON.stringify(failed?.values ?? EMPTY)}
            copy={copy}
            courses={courses}
            values={{ ...EMPTY, ...failed?.values }}
            errors={failed?.errors ?? {}}
            error={failed?.error}
            intent="create"
            submit={copy.create}
            submitting={submitting}
          />
        </div>
      </section>
    </>
  )
}
