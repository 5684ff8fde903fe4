import { staffPaths } from '~/content/staff-routes'
import { Link } from 'react-router'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { MissingSettings } from '~/staff/shell/components/missing-settings'
import { settingMissing } from '~/staff/shell/content/server-settings'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { Entries, RefundForm } from './fee-credits'
import { PaymentForm, PlanForm, RequestForm } from './fee-forms'
import { copy, type FeePageProps } from './fee-panel'
import { FeeReviewPanel } from './fee-review'
import { GatewayPanel } from './gateway-panel'

export type { FeePageProps } from './fee-panel'

/** A student's fee page: the summary, what is not configured, then one form per task and the ledger's entries. */
export function FeeAccountView(props: FeePageProps) {
  const { account, settings, notice, leadHref } = props
  const summary: [string, string][] = [
    [copy.fee, formatPaise(account.feePaise)],
    ...(account.discountPaise
      ? [
          [copy.discount, `-${formatPaise(account.discountPaise)} (${account.discountReason ?? ''})`] as [
            string,
            string,
          ],
        ]
      : []),
    [copy.received, formatPaise(account.receivedPaise)],
    ...(account.refundedPaise ? [[copy.refunded, formatPaise(account.refundedPaise)] as [string, string]] : []),
    [copy.balance, formatPaise(account.balancePaise)],
    [
      copy.nextDue,
      account.nextDue
        ? `${formatPaise(account.nextDue.amountPaise)} by ${formatDate(account.nextDue.dueOn)}`
        : copy.none,
    ],
  ]
  const takesMoney =
    account.state !== 'withdrawn' && account.state !== 'waitlisted' && account.batchStatus !== 'cancelled'
  const closedNote =
    account.batchStatus === 'cancelled'
      ? staffFeesCopy.errors['batch-cancelled']
      : account.state === 'waitlisted'
        ? staffFeesCopy.errors['no-seat']
        : null
  const missing = copy.notConfigured
  const warnings = [
    !settings.upi ? settingMissing('upi', settings.bank ? missing.upi : missing.neither) : null,
    !settings.bank ? settingMissing('bank', missing.bank) : null,
    !settings.gstin ? settingMissing('gstin', missing.gstin) : null,
  ].filter((w) => w !== null)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to={leadHref} className="font-semibold text-indigo-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{fillTemplate(copy.title, { name: account.name })}</h1>
      <p className="mt-1 text-slate-700">
        {account.reference} · {account.courseTitle} · batch {account.batchCode}, starts {formatDate(account.startsOn)} ·{' '}
        {ENROLMENT_STATE_LABELS[account.state]}
      </p>
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      <MissingSettings lines={warnings} />
      {props.reportsWaiting > 0 ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {fillTemplate(staffFeesCopy.toConfirm.waitingHere, { count: props.reportsWaiting })}{' '}
          <Link to={`${staffPaths.staffPayments}#to-confirm-title`} className="font-semibold underline">
            {staffFeesCopy.toConfirm.title}
          </Link>
        </p>
      ) : null}

      <section aria-labelledby="summary-title" className="mt-6">
        <h2 id="summary-title" className="text-lg font-bold text-slate-900">
          {copy.summary}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-3">
          {summary.map(([term, value]) => (
            <div key={term} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          {props.payPageUrl ? (
            <>
              {copy.payPage}:{' '}
              <a href={props.payPageUrl} className="font-semibold break-all text-indigo-800 underline">
                {props.payPageUrl}
              </a>
            </>
          ) : (
            copy.payPageNone
          )}
        </p>
      </section>

      {props.review ? (
        <FeeReviewPanel review={props.review} backHref={props.selfHref} submitting={props.submitting} changeable />
      ) : (
        <>
          {account.state !== 'withdrawn' ? <PlanForm {...props} /> : null}
          {takesMoney && account.balancePaise > 0 ? (
            <>
              <RequestForm {...props} />
              <PaymentForm {...props} />
            </>
          ) : null}
          {closedNote ? (
            <p className="mt-6 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3">{closedNote}</p>
          ) : null}
          <Entries {...props} />
          {props.gateway ? <GatewayPanel gateway={props.gateway} props={props} /> : null}
          {props.owner && account.netPaise > 0 ? <RefundForm {...props} /> : null}
        </>
      )}
    </div>
  )
}
