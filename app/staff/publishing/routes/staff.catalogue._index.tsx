import { Link } from 'react-router'
import type { Route } from './+types/staff.catalogue._index'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { staffCataloguePage } from '~/staff/publishing/content/staff-catalogue'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import { formatRupees } from '~/lib/format'
import { requireStaff } from '~/staff/shell/server/session.server'
import { readCatalogue } from '~/server/catalogue/read.server'
import { getDatabase } from '~/server/db/database.server'
import { staffPathTo } from '~/content/staff-routes'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const { bootcamps, crashCourses } = await readCatalogue(db)
  const saved = new URL(request.url).searchParams.get('saved')
  const all = [...bootcamps, ...crashCourses]
  return {
    copy: staffCataloguePage,
    saved: all.find((course) => course.id === saved)?.title ?? null,
    bootcamps: bootcamps.map((b) => ({
      id: b.id,
      title: b.title,
      price: formatRupees(b.discountPrice),
      original: formatRupees(b.originalPrice),
      shown: b.shown,
    })),
    crashCourses: crashCourses.map((c) => ({
      id: c.id,
      title: c.title,
      category: crashCourseCategoryLabels[c.category],
      price: formatRupees(c.price),
      shown: c.shown,
    })),
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffCataloguePage.title)

function ShownCell({ shown, copy }: { shown: boolean; copy: typeof staffCataloguePage }) {
  return (
    <td className={STAFF_TD}>
      <span className={shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
        {shown ? copy.shown : copy.hidden}
      </span>
    </td>
  )
}

function EditCell({ href, title, copy }: { href: string; title: string; copy: typeof staffCataloguePage }) {
  return (
    <td className={STAFF_TD}>
      <Link to={href} className="font-semibold text-indigo-800 underline underline-offset-2">
        {copy.edit}
        <span className="sr-only"> {title}</span>
      </Link>
    </td>
  )
}

export default function StaffCatalogue({ loaderData }: Route.ComponentProps) {
  const { copy, saved, bootcamps, crashCourses } = loaderData
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {saved ? (
        <StaffNotice>
          {saved}: {copy.saved}
        </StaffNotice>
      ) : null}
      <section aria-labelledby="bootcamps-title" className="mt-8">
        <h2 id="bootcamps-title" className="text-xl font-bold text-slate-900">
          {copy.bootcamps.title}
        </h2>
        <p className="mt-1 text-slate-700">{copy.bootcamps.lead}</p>
        <StaffTable
          className="mt-4"
          head={
            <>
              <th className={STAFF_TH}>{copy.bootcamps.columns.title}</th>
              <th className={STAFF_TH}>{copy.bootcamps.columns.price}</th>
              <th className={`${STAFF_TH} hidden sm:table-cell`}>{copy.bootcamps.columns.original}</th>
              <th className={STAFF_TH}>{copy.bootcamps.columns.shown}</th>
              <td />
            </>
          }
        >
          {bootcamps.map((b) => (
            <tr key={b.id}>
              <th scope="row" className={`${STAFF_TD} text-left font-semibold`}>
                {b.title}
              </th>
              <td className={STAFF_TD}>{b.price}</td>
              <td className={`${STAFF_TD} hidden sm:table-cell`}>{b.original}</td>
              <ShownCell shown={b.shown} copy={copy} />
              <EditCell href={staffPathTo('staffCatalogueBootcamp', { id: b.id })} title={b.title} copy={copy} />
            </tr>
          ))}
        </StaffTable>
      </section>
      <section aria-labelledby="crash-title" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="crash-title" className="text-xl font-bold text-slate-900">
            {copy.crashCourses.title}
          </h2>
          <Link to={staffPathTo('staffCatalogueCrashCourse', { id: 'new' })} className={buttonClass({ size: 'md' })}>
            <Icon name="plus" className="h-4 w-4" />
            {copy.crashCourses.add}
          </Link>
        </div>
        <StaffTable
          className="mt-4"
          head={
            <>
              <th className={STAFF_TH}>{copy.crashCourses.columns.title}</th>
              <th className={`${STAFF_TH} hidden sm:table-cell`}>{copy.crashCourses.columns.category}</th>
              <th className={STAFF_TH}>{copy.crashCourses.columns.price}</th>
              <th className={STAFF_TH}>{copy.crashCourses.columns.shown}</th>
              <td />
            </>
          }
        >
          {crashCourses.map((c) => (
            <tr key={c.id}>
              <th scope="row" className={`${STAFF_TD} text-left font-semibold`}>
                {c.title}
              </th>
              <td className={`${STAFF_TD} hidden sm:table-cell`}>{c.category}</td>
              <td className={STAFF_TD}>{c.price}</td>
              <ShownCell shown={c.shown} copy={copy} />
              <EditCell href={staffPathTo('staffCatalogueCrashCourse', { id: c.id })} title={c.title} copy={copy} />
            </tr>
          ))}
        </StaffTable>
      </section>
    </>
  )
}
