import { staffPathTo } from '~/content/staff-routes'
import { Form, Link } from 'react-router'
import type { Route } from './+types/staff.testimonials._index'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { formatDate } from '~/lib/format'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { testimonialMoveAction } from '~/staff/publishing/server/testimonials-editor.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { readTestimonials } from '~/server/testimonials/current.server'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const all = await readTestimonials((await getDatabase()).db)
  const params = new URL(request.url).searchParams
  const named = (key: string) => all.find((t) => t.id === params.get(key))?.name ?? null
  const rows = (page: 'studio' | 'services') =>
    all
      .filter((t) => t.page === page)
      .map((t) => ({
        id: t.id,
        name: t.name,
        role: t.company ? `${t.role}, ${t.company}` : t.role,
        consent: t.consentOn ? formatDate(t.consentOn) : null,
        shown: t.shown,
      }))
  return {
    copy: staffTestimonialsPage,
    saved: named('saved'),
    moved: named('moved'),
    deleted: params.has('deleted'),
    pages: [
      { page: 'studio' as const, rows: rows('studio') },
      { page: 'services' as const, rows: rows('services') },
    ],
  }
}

export async function action({ request }: Route.ActionArgs) {
  return testimonialMoveAction(request)
}

export const meta: Route.MetaFunction = () => staffMeta(staffTestimonialsPage.title)

const TD = `${STAFF_TD} align-top`
const MOVE =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40'

type Copy = typeof staffTestimonialsPage

function MoveButtons({
  id,
  name,
  first,
  last,
  copy,
}: {
  id: string
  name: string
  first: boolean
  last: boolean
  copy: Copy
}) {
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="id" value={id} />
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          disabled={direction === 'up' ? first : last}
          className={MOVE}
        >
          <Icon name={`arrow-${direction}`} className="h-4 w-4" />
          <span className="sr-only">
            {copy[direction]}: {name}
          </span>
        </button>
      ))}
    </Form>
  )
}

export default function StaffTestimonials({ loaderData }: Route.ComponentProps) {
  const { copy, saved, moved, deleted, pages } = loaderData
  const status = saved ? `${saved}: ${copy.saved}` : moved ? `${moved}: ${copy.moved}` : deleted ? copy.deleted : null
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
        <Link to={staffPathTo('staffTestimonial', { id: 'new' })} className={buttonClass({ size: 'md' })}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.add}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {status ? <StaffNotice>{status}</StaffNotice> : null}
      {pages.map(({ page, rows }) => (
        <section key={page} aria-labelledby={`${page}-title`} className="mt-8">
          <h2 id={`${page}-title`} className="text-xl font-bold text-slate-900">
            {copy.pages[page]}
          </h2>
          {rows.length === 0 ? (
            <p className="mt-2 text-slate-700">{copy.empty}</p>
          ) : (
            <StaffTable
              className="mt-4"
              head={
                <>
                  <th className={STAFF_TH}>{copy.columns.order}</th>
                  <th className={STAFF_TH}>{copy.columns.name}</th>
                  <th className={`${STAFF_TH} hidden md:table-cell`}>{copy.columns.consent}</th>
                  <th className={STAFF_TH}>{copy.columns.shown}</th>
                  <td />
                </>
              }
            >
              {rows.map((t, index) => (
                <tr key={t.id} id={`testimonial-${t.id}`}>
                  <td className={TD}>
                    <MoveButtons
                      id={t.id}
                      name={t.name}
                      first={index === 0}
                      last={index === rows.length - 1}
                      copy={copy}
                    />
                  </td>
                  <th scope="row" className={`${TD} text-left`}>
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-sm font-normal text-slate-600">{t.role}</span>
                  </th>
                  <td className={`${TD} hidden md:table-cell`}>
                    {t.consent ?? <span className="font-semibold text-amber-800">{copy.noConsent}</span>}
                  </td>
                  <td className={TD}>
                    <span className={t.shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
                      {t.shown ? copy.shown : copy.hidden}
                    </span>
                  </td>
                  <td className={TD}>
                    <Link
                      to={staffPathTo('staffTestimonial', { id: t.id })}
                      className="font-semibold text-indigo-800 underline underline-offset-2"
                    >
                      {copy.edit}
                      <span className="sr-only"> {t.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>
      ))}
    </>
  )
}
