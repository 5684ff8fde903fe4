import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.demo-classes.$id'
import { STAFF_PRIMARY } from '~/staff/shell/components/staff-fields'
import { staffPathTo, staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { formatIst, toIstLocalInput } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import {
  attendanceIntent,
  cancelDemoClassIntent,
  changeDemoClassIntent,
  type DemoClassRefusal,
} from '~/staff/demo-classes/server/demo-class-actions.server'
import { DemoClassChanges } from '~/staff/demo-classes/components/demo-class-changes'
import { bootcamps } from '~/content/studio/bootcamps'
import { plural } from '~/lib/plural'
import { serverNow } from '~/server/clock.server'
import { ahead } from '~/server/demo-classes/demo-classes.server'
import { demoClassWithSeats } from '~/staff/demo-classes/server/demo-classes.server'
import { DEMO_CLASS_LIMITS } from '~/staff/demo-classes/forms/demo-class-limits'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'
import { staffAction } from '~/staff/shell/server/staff-action.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const found = await demoClassWithSeats((await getDatabase()).db, params.id)
  if (!found) throw data(staffDemoClassesPage.notFound, { status: 404 })
  const { demo } = found
  const copy = staffDemoClassesPage
  const url = new URL(request.url)
  const count = Number(url.searchParams.get('count') ?? 0)
  const saved = {
    attendance: fillTemplate(copy.attendanceSaved, { count }),
    changed: count > 0 ? plural(count, copy.changed) : copy.changedQuietly,
    cancelled: plural(count, copy.cancelled),
  }[url.searchParams.get('saved') ?? '']
  return {
    copy,
    ...found,
    saved: saved ?? null,
    cancelled:
      demo.status === 'cancelled'
        ? fillTemplate(copy.cancelledBanner, {
            when: demo.cancelled_at ? formatIst(demo.cancelled_at) : '',
            reason: demo.cancel_reason ?? '',
          })
        : null,
    // Changed and cancelled only while open and not yet begun, as the store allows.
    changeable: ahead(demo, serverNow()),
    courses: bootcamps.map(({ id, title }) => ({ id, title })),
    current: {
      topic: demo.topic,
      description: demo.description,
      courseId: demo.course_id,
      startsAt: toIstLocalInput(demo.starts_at),
      minutes: String(demo.minutes),
      joinLink: demo.join_link,
      seats: String(demo.seats),
    },
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({
    request,
    // Changing and cancelling take the gate announcing a class takes (the index page's).
    gate: 'staff',
    intents: {
      attendance: attendanceIntent(params.id),
      change: changeDemoClassIntent(params.id),
      cancel: cancelDemoClassIntent(params.id),
    },
    limits: { maxBytes: 64 * 1024, maxFieldBytes: 4 * 1024, maxFields: DEMO_CLASS_LIMITS.maxSeatsMarked + 4 },
  })
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.demo.topic ?? staffDemoClassesPage.title)

export default function StaffDemoClass({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, demo, seats, saved, cancelled, changeable, courses, current } = loaderData
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <Link to={staffPaths.staffDemoClasses} className="font-semibold text-indigo-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">
        {demo.topic}
        {cancelled ? <span className="text-amber-900"> ({copy.cancelledTag})</span> : null}
      </h1>
      <p className="mt-1 text-slate-700">
        {demo.courseTitle} · {formatIst(demo.starts_at)} · {demo.minutes} min · {demo.seats_taken} / {demo.seats} seats
        taken
      </p>
      <p className="mt-1 max-w-3xl text-slate-700">{demo.description}</p>
      <p className="mt-1 break-all text-slate-700">
        <a href={demo.join_link} className="font-semibold text-indigo-800 underline underline-offset-2">
          {demo.join_link}
        </a>
      </p>
      {cancelled ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {cancelled}
        </p>
      ) : null}
      {saved ? <StaffNotice>{saved}</StaffNotice> : null}
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{copy.booked}</h2>
      {seats.length === 0 ? (
        <p className="mt-3 text-slate-700">{copy.noSeats}</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="attendance" />
          <p className="text-sm text-slate-700">{cancelled ? copy.cancelledSeatsHint : copy.attendanceHint}</p>
          <StaffTable
            className="mt-3"
            head={Object.values(copy.seatColumns).map((label) => (
              <th key={label} scope="col" className={STAFF_TH}>
                {label}
              </th>
            ))}
          >
            {seats.map((seat) => (
              <tr key={seat.id}>
                <td className={STAFF_TD}>
                  {cancelled ? (
                    '—'
                  ) : (
                    <input
                      type="checkbox"
                      name="came"
                      value={seat.id}
                      defaultChecked={seat.attended === 1}
                      aria-label={`${seat.name} came`}
                      className="h-5 w-5 accent-indigo-700"
                    />
                  )}
                </td>
                <td className={STAFF_TD}>
                  <span className="block font-semibold">{seat.name}</span>
                  <span className="block font-mono text-sm text-slate-600">{seat.reference}</span>
                </td>
                <td className={STAFF_TD}>
                  <a href={`tel:${seat.phone.replace(/[^\d+]/g, '')}`} className="block text-indigo-800 underline">
                    {seat.phone}
                  </a>
                  <span className="block text-sm break-all">{seat.email}</span>
                </td>
                <td className={STAFF_TD}>{seat.course ?? '—'}</td>
                <td className={`${STAFF_TD} max-w-xs text-sm`}>{seat.question ?? '—'}</td>
                <td className={STAFF_TD}>
                  {seat.submission_id ? (
                    <Link
                      to={staffPathTo('staffSubmission', { id: seat.submission_id })}
                      className="font-semibold text-indigo-800 underline underline-offset-2"
                    >
                      {copy.openLead}
                    </Link>
                  ) : (
                    <span className="text-slate-600">{copy.noLead}</span>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
          {cancelled ? null : (
            <button type="submit" disabled={submitting} className={`${STAFF_PRIMARY} mt-4`}>
              {copy.saveAttendance}
            </button>
          )}
        </Form>
      )}
      {changeable ? (
        <DemoClassChanges
          copy={copy}
          courses={courses}
          current={current}
          refused={actionData as DemoClassRefusal | undefined}
          submitting={submitting}
        />
      ) : null}
    </>
  )
}
