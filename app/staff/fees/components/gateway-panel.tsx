import { Form } from 'react-router'
import { REFUND_REASONS } from '~/content/credit-reasons'
import { fillTemplate } from '~/lib/format'
import { decimalRupees, formatPaise } from '~/lib/money'
import { STAFF_INPUT, STAFF_SECONDARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import type { GatewayOfEnrolment } from '~/staff/fees/server/gateway-refunds.server'
import { ReasonSelect } from './fee-credits'
import { FormError, Panel, type FeePageProps } from './fee-panel'

const copy = staffFeesCopy.gateway

/**
 * The fee page's Razorpay panel (decision 027): each payment request's link and its status (a failed one with its
 * reason and a retry), the refunds asked of Razorpay, and, for an owner, a refund of a Razorpay payment through it.
 */
export function GatewayPanel({ gateway, props }: { gateway: GatewayOfEnrolment; props: FeePageProps }) {
  if (gateway.links.length === 0 && gateway.payments.length === 0 && gateway.refunds.length === 0) return null
  return (
    <Panel id="gateway" title={copy.title} hint={copy.hint}>
      <FormError props={props} form="gateway" />
      {gateway.links.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{copy.linksTitle}</h3>
          <ul className="mt-2 space-y-2">
            {gateway.links.map((link) => (
              <li key={link.requestId} className="rounded-lg border border-slate-200 px-3 py-2">
                <span className="font-semibold text-slate-900">
                  {fillTemplate(copy.linkOf, { amount: formatPaise(link.amountPaise) })}
                </span>
                : {copy.link[link.status]}
                {link.shortUrl ? (
                  <a href={link.shortUrl} className="ml-2 break-all text-indigo-800 underline">
                    {link.shortUrl}
                  </a>
                ) : null}
                {link.status === 'failed' ? (
                  <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                    {link.error ? <span className="text-sm text-red-800">{link.error}</span> : null}
                    <input type="hidden" name="requestId" value={link.requestId} />
                    <button
                      type="submit"
                      name="intent"
                      value="retry-link"
                      disabled={props.submitting}
                      className={STAFF_SECONDARY}
                    >
                      {copy.retry}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {gateway.refunds.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{copy.refunds}</h3>
          <ul className="mt-2 space-y-1">
            {gateway.refunds.map((r) => (
              <li key={r.id}>
                {formatPaise(r.amountPaise)}: {copy.refund[r.status]}
                {r.error ? <span className="text-red-800"> ({r.error})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.owner && gateway.payments.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{copy.refundTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{copy.refundHint}</p>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
            <StaffField id="gateway-payment" label={copy.paymentLabel}>
              {(wiring) => (
                <select {...wiring} name="paymentId" required className={STAFF_INPUT}>
                  {gateway.payments.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.documentNumber} ({p.externalId}), {formatPaise(p.leftPaise)} left
                    </option>
                  ))}
                </select>
              )}
            </StaffField>
            <StaffTextField
              id="gateway-amount"
              name="amount"
              label={staffFeesCopy.account.amountLabel}
              value={decimalRupees(gateway.payments[0]!.leftPaise)}
              required
            />
            <ReasonSelect
              id="gateway-reason"
              label={staffFeesCopy.account.refundReasonLabel}
              reasons={REFUND_REASONS}
            />
            <StaffTextField
              id="gateway-note"
              name="note"
              label={staffFeesCopy.account.noteLabel}
              maxLength={300}
              required
            />
            <div className="sm:col-span-2">
              <button
                type="submit"
                name="intent"
                value="gateway-refund"
                disabled={props.submitting}
                className={STAFF_SECONDARY}
              >
                {copy.askRefund}
              </button>
            </div>
          </Form>
        </>
      ) : null}
    </Panel>
  )
}
