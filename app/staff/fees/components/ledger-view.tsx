import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import type { Outstanding } from '~/server/fees/outstanding.server'
import type { LedgerFilter, LedgerRow } from '~/staff/fees/server/ledger-view.server'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { PAYMENT_METHODS, paymentMethodLabel } from '~/content/payment-methods'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'
import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'

const copy = staffFeesCopy.ledger

interface LedgerViewProps {
  filter: LedgerFilter
  rows: LedgerRow[]
  totals: {
    byBatch: { key: string; totalPaise: number }[]
    byMonth: { key: string; totalPaise: number }[]
    totalPaise: number
  }
  outstanding: Outstanding[]
  owner: boolean
  choices: { years: string[]; batches: string[] }
  csvHref: string
  /** What comes between the title and the filters: the notice, the review step and the "To confirm" list. */
  children?: ReactNode
}

function monthName(key: string): string {
  return formatDate(`${key}-01`).replace(/^1 /, '')
}

/** The payments ledger: filters (a GET form), what is owed and overdue, totals, then every entry. */
export function LedgerView({ filter, rows, totals, outstanding, owner, choices, csvHref, children }: LedgerViewProps) {
  const select = (id: string, name: string, label: string, value: string | null, options: [string, string][]) => (
    <StaffField id={id} label={label}>
      {(wiring) => (
        <select {...wiring} name={name} defaultValue={value ?? ''} className={STAFF_INPUT}>
          <option value="">{copy.any}</option>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </StaffField>
  )
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      {!owner ? <p className="mt-2 text-sm text-slate-600">{copy.readOnly}</p> : null}
      {children}

      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5 sm:items-end"
      >
        <h2 className="sr-only">{copy.filters}</h2>
        {select(
          'fy',
          'fy',
          copy.financialYear,
          filter.financialYear,
          choices.years.map((y) => [y, y]),
        )}
        <StaffField id="month" label={copy.month}>
          {(wiring) => (
            <input {...wiring} type="month" name="month" defaultValue={filter.month ?? ''} className={STAFF_INPUT} />
          )}
        </StaffField>
        {select(
          'batch',
          'batch',
          copy.batch,
          filter.batch,
          choices.batches.map((b) => [b, b]),
        )}
        {select(
          'method',
          'method',
          copy.method,
          filter.method,
          PAYMENT_METHODS.map((m) => [m.value, m.label]),
        )}
        <div className="flex gap-2">
          <button type="submit" className={STAFF_PRIMARY}>
            {copy.apply}
          </button>
          <a href={csvHref} className={STAFF_SECONDARY} download>
            {copy.csv}
          </a>
        </div>
      </Form>

      <section aria-labelledby="outstanding-title" className="mt-8">
        <h2 id="outstanding-title" className="text-lg font-bold text-slate-900">
          {copy.outstanding} ({outstanding.length})
        </h2>
        {outstanding.length === 0 ? (
          <p className="mt-2 text-slate-700">{copy.outstandingNone}</p>
        ) : (
          <StaffTable
            className="mt-3"
            head={[copy.columns.student, copy.columns.batch, copy.columns.balance, copy.columns.next].map((h) => (
              <th key={h} scope="col" className={STAFF_TH}>
                {h}
              </th>
            ))}
          >
            {outstanding.map((o) => (
              <tr key={o.enrolmentId}>
                <td className={STAFF_TD}>
                  <Link
                    to={staffPathTo('staffFees', { enrolmentId: o.enrolmentId })}
                    className="font-semibold text-indigo-800 underline"
                  >
                    {o.student}
                  </Link>
                  <span className="block text-sm text-slate-600">{o.reference}</span>
                </td>
                <td className={STAFF_TD}>{o.batchCode}</td>
                <td className={STAFF_TD}>{formatPaise(o.balancePaise)}</td>
                <td className={STAFF_TD}>
                  {o.next ? `${formatPaise(o.next.amountPaise)} by ${formatDate(o.next.dueOn)}` : '—'}
                  {o.overdue ? (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-sm font-semibold text-red-800">
                      {copy.overdue}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>

      <section aria-labelledby="totals-title" className="mt-8 grid gap-6 md:grid-cols-2">
        <h2 id="totals-title" className="sr-only">
          {copy.total}
        </h2>
        <p className="rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-lg font-bold text-slate-900 md:col-span-2">
          {copy.total}: {formatPaise(totals.totalPaise)}
        </p>
        {(
          [
            [copy.byBatch, totals.byBatch.map((t) => [t.key, t.totalPaise] as const)],
            [copy.byMonth, totals.byMonth.map((t) => [monthName(t.key), t.totalPaise] as const)],
          ] as const
        ).map(([title, list]) => (
          <div key={title}>
            <h3 className="font-bold text-slate-900">{title}</h3>
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {list.map(([key, paise]) => (
                <li key={key} className="flex justify-between px-3 py-1.5">
                  <span>{key}</span>
                  <span className="font-semibold">{formatPaise(paise)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="entries-title" className="mt-8">
        <h2 id="entries-title" className="text-lg font-bold text-slate-900">
          {copy.entries} ({rows.length})
        </h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-slate-700">{copy.noEntries}</p>
        ) : (
          <StaffTable
            className="mt-3"
            head={[
              copy.columns.date,
              copy.columns.number,
              copy.columns.student,
              copy.columns.batch,
              copy.columns.amount,
              copy.columns.method,
              copy.columns.utr,
            ].map((h) => (
              <th key={h} scope="col" className={STAFF_TH}>
                {h}
              </th>
            ))}
          >
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={STAFF_TD}>{formatDate(r.onDay)}</td>
                <td className={`${STAFF_TD} font-mono text-sm`}>
                  <a href={staffPathTo('staffPaymentDocument', { id: r.id })} className="text-indigo-800 underline">
                    {r.documentNumber}
                  </a>
                </td>
                <td className={STAFF_TD}>
                  {r.enrolmentId ? (
                    <Link
                      to={staffPathTo('staffFees', { enrolmentId: r.enrolmentId })}
                      className="text-indigo-800 underline"
                    >
                      {r.student}
                    </Link>
                  ) : (
                    r.student
                  )}
                </td>
                <td className={STAFF_TD}>{r.batchCode}</td>
                <td className={`${STAFF_TD} ${r.amountPaise < 0 ? 'text-red-800' : ''}`}>
                  {formatPaise(r.amountPaise)}
                </td>
                <td className={STAFF_TD}>{paymentMethodLabel(r.method)}</td>
                <td className={`${STAFF_TD} font-mono text-sm`}>{r.utr ?? ''}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </div>
  )
}
