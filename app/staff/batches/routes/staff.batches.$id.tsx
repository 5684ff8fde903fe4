import { data, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/staff.batches.$id'
import { staffPathTo, staffPaths } from '~/content/staff-routes'
import { fillTemplate, formatDate, formatRupees } from '~/lib/format'
import { BATCH_MODE_LABELS } from '~/lib/batch-states'
import { BATCH_STATUS_LABELS } from '~/staff/batches/content/batch-labels'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { BatchForm } from '~/staff/batches/components/batch-form'
import { CompletionForms } from '~/staff/batches/components/completion-forms'
import { RosterStudents, RosterWaitlist } from '~/staff/batches/components/roster'
import { countCopy } from '~/staff/batches/content/certificate-holds'
import { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import {
  BATCH_FORM_LIMITS,
  batchPageIntents,
  type BatchFormRefusal,
  type RosterRefusal,
} from '~/staff/batches/server/batch-actions.server'
import {
  batchCourses,
  batchFormValues,
  batchStamp,
  enrollableBatches,
  findBatch,
} from '~/staff/batches/server/batches.server'
import { personByReference, readRoster, type Roster, type RosterRow } from '~/staff/batches/server/roster.server'
import { FormAlert } from '~/components/forms/form-extras'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffAction } from '~/staff/shell/server/staff-action.server'

/** The line a finished action leaves (?done=…), composed from the roster so no name travels in the address. */
function doneNotice(
  params: URLSearchParams,
  roster: Roster,
  moved?: Pick<RosterRow, 'name' | 'reference'>,
): string | null {
  const done = params.get('done')
  const saved = staffBatchesPage.saved
  const everyone = [...roster.students, ...roster.waitlist]
  const person = (ref: string | null) => everyone.find((r) => r.reference === ref)
  const row = person(params.get('ref')) ?? moved
  const offered = person(params.get('offered'))
  const values = {
    name: row?.name ?? '',
    reference: row?.reference ?? '',
    offered: offered?.name ?? '',
    offeredReference: offered?.reference ?? '',
    code: params.get('code') ?? '',
    count: Number(params.get('count') ?? 0),
    held: Number(params.get('held') ?? 0),
  }
  switch (done) {
    case 'created':
      return saved.created
    case 'saved':
      return [saved.saved, ...batchChangeNotices(params, values)].join(' ')
    case 'withdrawn':
      return fillTemplate(offered ? saved.offered : saved.withdrawn, values)
    case 'moved':
      return fillTemplate(offered ? saved.movedOffered : saved.moved, values)
    case 'confirmed':
    case 'completed':
    case 'overridden':
      return fillTemplate(saved[done], values)
    case 'finished':
    case 'finishedEarly':
      return fillTemplate(saved[done], values)
    case 'issued':
      return [
        countCopy(saved.issued, values.count),
        ...(values.held > 0 ? [countCopy(saved.held, values.held)] : []),
      ].join(' ')
    default:
      return null
  }
}

/** What a saved change did to the batch's people: seats offered, new dates mailed, the cancellation mailed. */
function batchChangeNotices(params: URLSearchParams, values: Record<string, string | number>): string[] {
  const saved = staffBatchesPage.saved
  const counted = (key: string, one: string, many: string) => {
    const count = Number(params.get(key) ?? 0)
    if (count === 0) return []
    return [fillTemplate(count === 1 ? one : many, { ...values, count })]
  }
  return [
    ...counted('offers', saved.offeredOne, saved.offeredMany),
    ...counted('postponed', saved.postponedOne, saved.postponedMany),
    ...counted('cancelled', saved.cancelledOne, saved.cancelledMany),
  ]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const batch = await findBatch(db, params.id)
  if (!batch) throw data('Batch not found', { status: 404 })
  const [roster, courses, others] = await Promise.all([
    readRoster(db, batch.id),
    batchCourses(db),
    enrollableBatches(db),
  ])
  const copy = staffBatchesPage
  const done = new URL(request.url).searchParams
  // A student moved away is on the other batch's roster now.
  const moved = done.get('done') === 'moved' ? await personByReference(db, done.get('ref') ?? '') : undefined
  return {
    copy,
    batch,
    roster,
    today: istToday(new Date()),
    owner: user.role === 'owner',
    courses: courses.map(({ id, title }) => ({ id, title })),
    // A cancelled batch's students move to another batch of the same course (their fee and payments go with them).
    moveTargets: others
      .filter((b) => b.id !== batch.id && b.status === 'open' && b.seatsTaken < b.seats)
      .filter((b) => batch.status !== 'cancelled' || b.courseId === batch.courseId)
      .map((b) => ({ id: b.id, label: `${b.code}: ${b.courseTitle}, ${formatDate(b.startsOn)}` })),
    notice: doneNotice(done, roster, moved),
    values: batchFormValues(batch),
    editedFrom: batchStamp(batch),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: BATCH_FORM_LIMITS, intents: batchPageIntents(params.id) })
}

/**
 * A save refused because someone changed the batch meanwhile (409) reloads the page's data, so the form and the page
 * show the batch as it stands; other refusals keep the page as it was (React Router's default after a 4xx).
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(fillTemplate(staffBatchesPage.batch.title, { code: loaderData?.batch.code ?? '' }))

export default function StaffBatch({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, batch, roster, courses, moveTargets, notice, values, editedFrom, today, owner } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const failed = actionData as BatchFormRefusal | RosterRefusal | undefined
  const c = copy.batch
  const cancelled = batch.status === 'cancelled'
  const facts: [string, string][] = [
    [c.facts.course, batch.courseTitle],
    [c.facts.dates, `${formatDate(batch.startsOn)} to ${formatDate(batch.endsOn)}`],
    [c.facts.enrolBy, formatDate(batch.enrolBy)],
    [c.facts.mode, BATCH_MODE_LABELS[batch.mode]],
    [c.facts.fee, formatRupees(batch.feePaise / 100)],
    ...(batch.earlyFeePaise !== null && batch.earlyUntil
      ? [
          [c.facts.early, `${formatRupees(batch.earlyFeePaise / 100)} until ${formatDate(batch.earlyUntil)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      c.facts.status,
      batch.status === 'open' && batch.seatsTaken >= batch.seats
        ? `${BATCH_STATUS_LABELS.open}. ${c.fullNote}`
        : BATCH_STATUS_LABELS[batch.status],
    ],
  ]
  return (
    <>
      <p>
        <Link to={staffPaths.staffBatches} className="font-semibold text-indigo-800 underline underline-offset-2">
          {c.back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{fillTemplate(c.title, { code: batch.code })}</h1>
      <p className="mt-1 text-lg font-semibold text-slate-800">
        {fillTemplate(c.seats, { taken: batch.seatsTaken, seats: batch.seats, left: batch.seats - batch.seatsTaken })}
      </p>
      {notice && !failed ? <StaffNotice>{notice}</StaffNotice> : null}
      {failed?.form === 'roster' ? (
        <div className="mt-4">
          <FormAlert message={failed.error} />
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-slate-700">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a
          href={staffPathTo('staffBatchExport', { id: batch.id })}
          download
          className="font-semibold text-indigo-800 underline underline-offset-2"
        >
          {c.csv}
        </a>
      </p>
      {cancelled ? (
        <section aria-labelledby="cancelled-title" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="cancelled-title" className="text-xl font-semibold text-slate-900">
            {c.cancelled.title}
          </h2>
          <p className="mt-1 text-slate-800">{c.cancelled.lead}</p>
          {moveTargets.length === 0 ? <p className="mt-2 font-semibold text-slate-900">{c.cancelled.noBatch}</p> : null}
        </section>
      ) : null}
      <section aria-labelledby="students-title" className="mt-6">
        <h2 id="students-title" className="text-xl font-semibold text-slate-900">
          {c.students}
        </h2>
        <RosterStudents
          cancelled={cancelled}
          copy={c}
          students={roster.students}
          moveTargets={moveTargets}
          submitting={submitting}
          today={today}
          owner={owner}
        />
      </section>
      <section aria-labelledby="waitlist-title" className="mt-8">
        <h2 id="waitlist-title" className="text-xl font-semibold text-slate-900">
          {c.waitlist}
        </h2>
        <RosterWaitlist copy={c} waitlist={roster.waitlist} submitting={submitting} />
      </section>
      {cancelled ? null : (
        <CompletionForms copy={c} batch={batch} today={today} owner={owner} submitting={submitting} />
      )}
      <details className="mt-8 rounded-xl border border-slate-200 bg-white p-5" open={failed?.form === 'batch'}>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">{copy.editTitle}</summary>
        <div className="mt-4">
          <BatchForm
            // Anew when what was sent comes back, or when the batch itself changed (a save refused as changed meanwhile).
            key={`${editedFrom} ${JSON.stringify(failed?.form === 'batch' ? failed.values : values)}`}
            copy={copy}
            courses={courses}
            values={failed?.form === 'batch' ? { ...values, ...failed.values } : values}
            errors={failed?.form === 'batch' ? failed.errors : {}}
            error={failed?.form === 'batch' ? failed.error : undefined}
            intent="save"
            editedFrom={editedFrom}
            submit={copy.save}
            submitting={submitting}
          />
        </div>
      </details>
    </>
  )
}
