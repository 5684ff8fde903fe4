import { Form } from 'react-router'
import { STAFF_PRIMARY, STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { statementsCopy } from '~/staff/fees/content/statements'
import type { OpenLine, ProposalReason } from '~/staff/fees/server/statements.server'

const copy = statementsCopy

/** Why a student is proposed for a credit, in words. */
function reasonText(reason: ProposalReason, line: OpenLine): string {
  switch (reason.kind) {
    case 'utr':
      return fillTemplate(copy.reasons.utr, { utr: reason.utr, day: formatDate(reason.day) })
    case 'reference':
      return fillTemplate(copy.reasons.reference, { reference: reason.reference })
    case 'amount':
      return fillTemplate(copy.reasons.amount, { amount: formatPaise(reason.amountPaise), day: formatDate(reason.day) })
    case 'balance':
      return copy.reasons.balance
    case 'nearDay':
      return fillTemplate(copy.reasons.nearDay, { day: formatDate(reason.day), lineDay: formatDate(line.onDay) })
    case 'nearAmount':
      return fillTemplate(copy.reasons.nearAmount, { amount: formatPaise(reason.amountPaise) })
  }
}

/**
 * The open credits of the imported statements, oldest first, each with the students it may be and why; Record opens
 * the review step for that student, "Not a fee" sets the credit aside. Plain posts: they work without scripts.
 */
export function StatementLines({
  lines,
  error,
  submitting,
}: {
  lines: OpenLine[]
  error: { lineId: string; message: string } | null
  submitting: boolean
}) {
  return (
    <section aria-labelledby="open-lines-title" className="mt-8">
      <h2 id="open-lines-title" className="text-xl font-bold text-slate-900">
        {copy.open.heading} <span className="text-base font-semibold text-slate-700">({lines.length})</span>
      </h2>
      {lines.length === 0 ? <p className="mt-2 text-slate-700">{copy.open.none}</p> : null}
      <ul className="mt-4 space-y-3">
        {lines.map((line) => (
          <li key={line.id} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="text-lg font-bold text-slate-900">{formatPaise(line.amountPaise)}</p>
              <p className="text-slate-700">
                {formatDate(line.onDay)} · {line.bank}
              </p>
            </div>
            <p className="mt-1 font-mono text-sm break-all text-slate-800">{line.narration}</p>
            {line.reference ? (
              <p className="mt-1 text-sm text-slate-700">
                {copy.open.columns.reference}: <span className="font-mono break-all">{line.reference}</span>
              </p>
            ) : null}
            {error?.lineId === line.id ? (
              <p role="alert" className="mt-2 font-semibold text-red-700">
                {error.message}
              </p>
            ) : null}
            {line.recordedAs ? (
              <p className="mt-2 font-semibold text-amber-900">
                {fillTemplate(copy.open.recordedAlready, { utr: line.utr ?? '', number: line.recordedAs })}
              </p>
            ) : line.proposals.length === 0 ? (
              <p className="mt-2 text-slate-700">{copy.open.noProposal}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {line.proposals.map((p) => (
                  <li
                    key={p.enrolmentId}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 p-2"
                  >
                    <p className="min-w-0 text-slate-800">
                      <span className="font-semibold text-slate-900">{p.name}</span> ({p.reference}, {p.batchCode})
                      <span className="block text-sm text-slate-700">{reasonText(p.reason, line)}</span>
                    </p>
                    <Form method="post">
                      <input type="hidden" name="lineId" value={line.id} />
                      <input type="hidden" name="enrolmentId" value={p.enrolmentId} />
                      <input type="hidden" name="reportId" value={p.reportId ?? ''} />
                      <button
                        type="submit"
                        name="intent"
                        value="record"
                        disabled={submitting}
                        className={STAFF_PRIMARY}
                      >
                        {fillTemplate(copy.open.record, { name: p.name })}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" className="mt-3">
              <input type="hidden" name="lineId" value={line.id} />
              <button type="submit" name="intent" value="ignore" disabled={submitting} className={STAFF_SECONDARY}>
                {copy.open.ignore}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  )
}
