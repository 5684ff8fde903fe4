import { Link } from 'react-router'
import type { Route } from './+types/staff.catalogue._index'
import { staffMeta } from '~/staff/components/staff-meta'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { staffCataloguePage } from '~/staff/content/staff-catalogue'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import { formatRupees } from '~/lib/format'
import { requireStaff } from '~/staff/server/auth.server'
import { readCatalogue } from '~/server/catalogue/store.server'
import { getDatabase } from '~/server/db/database.server'
import { staffPathTo } from '~/content/staff-routes'

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

const TH = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3'
const TD = 'px-2 py-2 text-slate-800 sm:px-3'

function ShownCell({ shown, copy }: { shown: boolean; copy: typeof staffCataloguePage }) {
  return (
    <td className={TD}>
      <span className={shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
        {shown ? copy.shown : copy.hidden}
      </span>
    </td>
  )
}

function EditCell({ href, title, copy }: { href: string; title: string; copy: typeof staffCataloguePage }) {
  return (
    <td className={TD}>
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
        <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {saved}: {copy.saved}
        </p>
      ) : null}
      <section aria-labelledby="bootcamps-title" className="mt-8">
        <h2 id="bootcamps-title" className="text-xl font-bold text-slate-900">
          {copy.bootcamps.title}
        </h2>
        <p className="mt-1 text-slate-700">{copy.bootcamps.lead}</p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full">
            <thead className="bg-slate-50">
              <tr>
                <th className={TH}>{copy.bootcamps.columns.title}</th>
                <th className={TH}>{copy.bootcamps.columns.price}</th>
                <th className={`${TH} hidden sm:table-cell`}>{copy.bootcamps.columns.original}</th>
                <th className={TH}>{copy.bootcamps.columns.shown}</th>
                <td />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {bootcamps.map((b) => (
                <tr key={b.id}>
                  <th scope="row" className={`${TD} text-left font-semibold`}>
                    {b.title}
                  </th>
                  <td className={TD}>{b.price}</td>
                  <td className={`${TD} hidden sm:table-cell`}>{b.original}</td>
                  <ShownCell shown={b.shown} copy={copy} />
                  <EditCell href={staffPathTo('staffCatalogueBootcamp', { id: b.id })} title={b.title} copy={copy} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full">
            <thead className="bg-slate-50">
              <tr>
                <th className={TH}>{copy.crashCourses.columns.title}</th>
                <th className={`${TH} hidden sm:table-cell`}>{copy.crashCourses.columns.category}</th>
                <th className={TH}>{copy.crashCourses.columns.price}</th>
                <th className={TH}>{copy.crashCourses.columns.shown}</th>
                <td />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {crashCourses.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className={`${TD} text-left font-semibold`}>
                    {c.title}
                  </th>
                  <td className={`${TD} hidden sm:table-cell`}>{c.category}</td>
                  <td className={TD}>{c.price}</td>
                  <ShownCell shown={c.shown} copy={copy} />
                  <EditCell href={staffPathTo('staffCatalogueCrashCourse', { id: c.id })} title={c.title} copy={copy} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
