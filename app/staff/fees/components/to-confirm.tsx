import { Form } from 'react-router'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate, formatDate } from '~/lib/format'
import { istDate } from '~/lib/ist'
import { formatPaise } from '~/lib/money'
import type { PendingReport } from '~/server/fees/pay-reports.server'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'

const copy = staffFeesCopy.toConfirm

/**
 * The fee desk's "To confirm" list (decision 025): payments students reported on their pay page, oldest first. Confirm
 * opens the review step (the invoice as it will be issued); Reject opens a reason the student reads. Plain posts, so
 * both work without scripts.
 */
export function ToConfirm({
  reports,
  error,
  submitting,
}: {
  reports: PendingReport[]
  error: { reportId: string; message: string } | null
  submitting: boolean
}) {
  return (
    <section aria-labelledby="to-confirm-title" className="mt-8 rounded-xl border border-amber-300 bg-amber-50/50 p-4">
      <h2 id="to-confirm-title" className="text-xl font-bold text-slate-900">
        {copy.title} <span className="text-base font-semibold text-slate-700">({reports.length})</span>
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{reports.length === 0 ? copy.none : copy.intro}</p>
      {reports.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {reports.map((r) => {
            const amount = formatPaise(r.amountPaise)
            const failed = error?.reportId === r.id ? error.message : null
            return (
              <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <a
                    href={staffPathTo('staffFees', { enrolmentId: r.enrolmentId })}
                    className="font-semibold text-indigo-800 underline"
                  >
                    {r.name} · {r.reference}
                  </a>
                  <span className="text-lg font-bold text-slate-900">{amount}</span>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="inline text-slate-600">{copy.columns.day}: </dt>
                    <dd className="inline text-slate-900">{formatDate(r.onDay)}</dd>
                  </div>
                  <div>
                    <dt className="inline text-slate-600">{copy.columns.utr}: </dt>
                    <dd className="inline font-mono break-all text-slate-900">{r.utr}</dd>
                  </div>
                  <div>
                    <dt className="inline text-slate-600">{copy.columns.reported}: </dt>
                    <dd className="inline text-slate-900">{formatDate(istDate(r.createdAt))}</dd>
                  </div>
                </dl>
                {r.screenshot ? (
                  <a
                    href={staffPathTo('staffPayReportScreenshot', { id: r.id })}
                    className="mt-2 inline-block text-sm font-semibold text-indigo-800 underline"
                    aria-label={fillTemplate(copy.screenshotOf, { name: r.name })}
                  >
                    {copy.screenshot}
                  </a>
                ) : null}
                {failed ? (
                  <p role="alert" className="mt-2 font-semibold text-red-700">
                    {failed}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-start gap-3">
                  <Form method="post">
                    <input type="hidden" name="reportId" value={r.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="report"
                      disabled={submitting}
                      className={STAFF_PRIMARY}
                      aria-label={fillTemplate(copy.confirmOf, { amount, name: r.name })}
                    >
                      {copy.confirm}
                    </button>
                  </Form>
                  <details className="min-w-0 flex-1">
                    <summary className={`${STAFF_SECONDARY} cursor-pointer list-none`}>
                      {copy.reject}
                      <span className="sr-only">{fillTemplate(copy.rejectOf, { amount, name: r.name })}</span>
                    </summary>
                    <Form method="post" className="mt-3 grid gap-3">
                      <input type="hidden" name="reportId" value={r.id} />
                      <StaffField id={`reason-${r.id}`} label={copy.reason} hint={copy.reasonHelp}>
                        {(wiring) => (
                          <textarea
                            {...wiring}
                            name="reason"
                            required
                            maxLength={300}
                            rows={2}
                            className={STAFF_INPUT}
                          />
                        )}
                      </StaffField>
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        disabled={submitting}
                        className={`${STAFF_SECONDARY} justify-self-start`}
                      >
                        {copy.sendReject}
                      </button>
                    </Form>
                  </details>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
