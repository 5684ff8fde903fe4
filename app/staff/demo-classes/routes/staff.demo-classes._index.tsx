import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.demo-classes._index'
import { staffPathTo } from '~/content/staff-routes'
import { demoTopics } from '~/content/demo-classes'
import { bootcamps } from '~/content/studio/bootcamps'
import { formatIst } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { DemoClassForm, type DemoClassFormValues } from '~/staff/demo-classes/components/demo-class-form'
import { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import { createDemoClassIntent, type DemoClassRefusal } from '~/staff/demo-classes/server/demo-class-actions.server'
import { listDemoClasses } from '~/staff/demo-classes/server/demo-classes.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'
import { staffAction } from '~/staff/shell/server/staff-action.server'

const EMPTY: DemoClassFormValues = {
  topic: '',
  description: '',
  courseId: '',
  startsAt: '',
  minutes: '60',
  joinLink: '',
  seats: '50',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const classes = await listDemoClasses((await getDatabase()).db)
  // A suggested topic chosen by its link (`?suggest=2`) fills the new class's form, scripts or none.
  const suggestion = demoTopics[Number(new URL(request.url).searchParams.get('suggest') ?? -1)]
  return {
    copy: staffDemoClassesPage,
    classes,
    courses: bootcamps.map(({ id, title }) => ({ id, title })),
    suggestions: demoTopics.map((one, index) => ({ topic: one.topic, href: `?suggest=${index}#new-demo-class` })),
    suggested: suggestion
      ? { topic: suggestion.topic, description: suggestion.description, courseId: suggestion.courseId }
      : {},
  }
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', intents: { create: createDemoClassIntent() } })
}

export const meta: Route.MetaFunction = () => staffMeta(staffDemoClassesPage.title)

export default function StaffDemoClasses({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, classes, courses, suggestions, suggested } = loaderData
  const failed = actionData as DemoClassRefusal | undefined
  const values = { ...EMPTY, ...suggested, ...failed?.values }
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {classes.length === 0 ? (
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
          {classes.map((one) => (
            <tr key={one.id}>
              <td className={STAFF_TD}>
                <Link
                  to={staffPathTo('staffDemoClass', { id: one.id })}
                  className="font-semibold text-indigo-800 underline underline-offset-2"
                >
                  {one.topic}
                </Link>
                {one.cancelled ? (
                  <span className="ml-2 text-sm font-semibold text-amber-900">{copy.cancelledTag}</span>
                ) : null}
              </td>
              <td className={STAFF_TD}>{one.courseTitle}</td>
              <td className={STAFF_TD}>{formatIst(one.startsAt)}</td>
              <td className={STAFF_TD}>
                {one.seatsTaken} / {one.seats}
              </td>
              <td className={STAFF_TD}>{one.came}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <section aria-labelledby="new-demo-class" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="new-demo-class" className="text-lg font-semibold text-slate-900">
          {copy.newTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{copy.suggestionsLead}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {suggestions.map((one) => (
            <li key={one.href}>
              <Link
                to={one.href}
                preventScrollReset
                className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
              >
                {one.topic}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <DemoClassForm
            key={JSON.stringify(values)}
            copy={copy}
            courses={courses}
            values={values}
            errors={failed?.errors ?? {}}
            error={failed?.error}
            submitting={submitting}
          />
        </div>
      </section>
    </>
  )
}
