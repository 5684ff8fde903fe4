import { Form, Link } from 'react-router'
import type { ReactNode } from 'react'
import { staffPathTo } from '~/content/staff-routes'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'

// The list page shell of the kit every published entity uses (profiles, testimonials, case studies, openings): the
// title with the add button, the lead, the notice of a save, move or delete, one table (or one per list, under its
// heading), each row headed by the item's name and ending with its Edit link; the entity gives its columns
// (docs/architecture.md, "Published entities").

/** The edit pages of the published entities: `id` 'new' is the add page. */
type EditRoute = 'staffProfile' | 'staffTestimonial' | 'staffCaseStudy' | 'staffCareerOpening'

/** What a list shows of an item: its name heads the row, `line` (its role, its client) under it. */
export interface ListRow {
  id: string
  name: string
  line?: string
}

/**
 * A column: its heading and cell; `from` hides it below that width (the row stays readable on a phone); `header`
 * makes its cell the row's header (the name: nameColumn).
 */
export interface ListColumn<R> {
  head: string
  cell: (row: R, place: { first: boolean; last: boolean }) => ReactNode
  from?: 'sm' | 'md'
  header?: boolean
}

const TD = `${STAFF_TD} align-top`
const FROM = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const
const LINK = 'font-semibold text-indigo-800 underline underline-offset-2'

/** The consent day ('Not recorded' stands out) and whether the item is on the site, for items published with consent. */
export function consentColumns<R extends { consent: string | null; shown: boolean }>(copy: {
  columns: { consent: string; shown: string }
  noConsent: string
  shown: string
  hidden: string
}): ListColumn<R>[] {
  return [
    {
      head: copy.columns.consent,
      from: 'md',
      cell: (row) => row.consent ?? <span className="font-semibold text-amber-800">{copy.noConsent}</span>,
    },
    {
      head: copy.columns.shown,
      cell: (row) => (
        <span className={row.shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
          {row.shown ? copy.shown : copy.hidden}
        </span>
      ),
    },
  ]
}

const MOVE =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40'

/**
 * The Move up / Move down buttons of a list staff order by hand: plain forms posting `id` and `direction` to the list's
 * own action (they work without scripts).
 */
export function moveColumn<R extends ListRow>(copy: { up: string; down: string }, head: string): ListColumn<R> {
  return {
    head,
    cell: (row, { first, last }) => (
      <Form method="post" className="flex gap-1">
        <input type="hidden" name="id" value={row.id} />
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
              {copy[direction]}: {row.name}
            </span>
          </button>
        ))}
      </Form>
    ),
  }
}

/** A link in a row that names its item to a screen reader ('Edit' → 'Edit Asha Rao'). */
export function RowLink({
  to,
  label,
  name,
  document,
}: {
  to: string
  label: string
  name: string
  document?: boolean
}) {
  const text = (
    <>
      {label}
      <span className="sr-only"> {name}</span>
    </>
  )
  // A public page is a document of its own (pages that are read run no React: docs/architecture.md).
  return document ? (
    <a href={to} className={LINK}>
      {text}
    </a>
  ) : (
    <Link to={to} className={LINK}>
      {text}
    </Link>
  )
}

/** The column of the item's name, which heads its row: the name, and its line (a role, a client) under it. */
export function nameColumn<R extends ListRow>(head: string): ListColumn<R> {
  return {
    head,
    header: true,
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.name}</span>
        {row.line ? <span className="block text-sm font-normal text-slate-600">{row.line}</span> : null}
      </>
    ),
  }
}

/**
 * A published entity's list page. `lists` splits the items under headings (a profile's kind, a testimonial's page);
 * `rows` is one list. `anchor` gives each row an id (`{anchor}-{id}`) that an action may return to; `children` follow
 * the table.
 */
export function PublishedList<R extends ListRow>({
  copy,
  notice,
  edit,
  columns,
  rows,
  lists,
  anchor,
  children,
}: {
  copy: { title: string; lead: string; add: string; empty: string; edit: string }
  notice: string | null
  edit: EditRoute
  columns: readonly ListColumn<R>[]
  anchor?: string
  children?: ReactNode
} & (
  | { rows: readonly R[]; lists?: undefined }
  | { lists: { key: string; heading: string; rows: readonly R[] }[]; rows?: undefined }
)) {
  const width = (column: ListColumn<R>) => column.from && FROM[column.from]
  const table = (items: readonly R[], className: string) => (
    <StaffTable
      className={className}
      head={
        <>
          {columns.map((column) => (
            <th key={column.head} className={cn(STAFF_TH, width(column))}>
              {column.head}
            </th>
          ))}
          <td />
        </>
      }
    >
      {items.map((row, index) => (
        <tr key={row.id} id={anchor ? `${anchor}-${row.id}` : undefined}>
          {columns.map((column) => {
            const Cell = column.header ? 'th' : 'td'
            return (
              <Cell
                key={column.head}
                scope={column.header ? 'row' : undefined}
                className={cn(TD, width(column), column.header && 'text-left')}
              >
                {column.cell(row, { first: index === 0, last: index === items.length - 1 })}
              </Cell>
            )
          })}
          <td className={TD}>
            <RowLink to={staffPathTo(edit, { id: row.id })} label={copy.edit} name={row.name} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
        <Link to={staffPathTo(edit, { id: 'new' })} className={buttonClass({ size: 'md', className: 'shrink-0' })}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.add}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      {lists ? (
        lists.map(({ key, heading, rows: items }) => (
          <section key={key} aria-labelledby={`${key}-title`} className="mt-8">
            <h2 id={`${key}-title`} className="text-xl font-bold text-slate-900">
              {heading}
            </h2>
            {items.length === 0 ? <p className="mt-2 text-slate-700">{copy.empty}</p> : table(items, 'mt-4')}
          </section>
        ))
      ) : rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{copy.empty}</p>
      ) : (
        table(rows, 'mt-6')
      )}
      {children}
    </>
  )
}
