import { Form } from 'react-router'
import { CANCELLATION_REASONS, creditReasonText, REFUND_REASONS } from '~/content/credit-reasons'
import { paymentMethodLabel } from '~/content/payment-methods'
import { fillTemplate, formatDate } from '~/lib/format'
import { decimalRupees, formatPaise } from '~/lib/money'
import type { FeeEntry } from '~/server/fees/fee-account.server'
import { STAFF_INPUT, STAFF_SECONDARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'
import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'
import { copy, FormError, Panel, postedOr, type FeePageProps } from './fee-panel'
import { MethodSelect } from './fee-forms'

// The ledger's entries on a student's fee page, with what can still be credited: a cancellation of a payment recorded
// in error (while nothing of it was refunded) and a refund of what is held. Both are reviewed before they are issued.

/** A chosen reason the student reads on the credit note. */
export function ReasonSelect({
  id,
  label,
  reasons,
  initial = '',
}: {
  id: string
  label: string
  reasons: Record<string, string>
  initial?: string
}) {
  return (
    <StaffField id={id} label={label}>
      {(wiring) => (
        <select {...wiring} name="reasonCode" required defaultValue={initial} className={STAFF_INPUT}>
          <option value="" disabled>
            Choose a reason
          </option>
          {Object.entries(reasons).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      )}
    </StaffField>
  )
}

/** Where a payment stands: cancelled, refunded in full or in part. */
function Standing({ entry }: { entry: FeeEntry }) {
  const s = entry.standing
  if (!s) return null
  const text = s.cancelled
    ? copy.standing.cancelled
    : s.leftPaise === 0
      ? copy.standing.refunded
      : s.refundedPaise > 0
        ? fillTemplate(copy.standing.partlyRefunded, { amount: formatPaise(s.refundedPaise) })
        : null
  return text ? <span className="block text-sm text-slate-600">{text}</span> : null
}

function CancelForm({ entry, props }: { entry: FeeEntry; props: FeePageProps }) {
  // What was posted to cancel this payment (a refusal, or "Change something"): the form open, with it.
  const mine = props.posted?.form === 'cancel' && props.posted.fields.paymentId === entry.id
  const posted = (name: string) => (mine ? postedOr(props, 'cancel', name, '') : '')
  return (
    <details open={mine || undefined}>
      <summary className="cursor-pointer py-2 text-sm font-semibold text-red-800">{copy.cancel}</summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="paymentId" value={entry.id} />
        <ReasonSelect
          id={`cancel-${entry.id}`}
          label={copy.cancelReasonLabel}
          reasons={CANCELLATION_REASONS}
          initial={posted('reasonCode')}
        />
        <StaffTextField
          id={`cancel-note-${entry.id}`}
          name="note"
          label={copy.noteLabel}
          maxLength={300}
          value={posted('note')}
          required
        />
        <button type="submit" name="intent" value="cancel" disabled={props.submitting} className={STAFF_SECONDARY}>
          {copy.checkCancel}
        </button>
      </Form>
    </details>
  )
}

export function Entries(props: FeePageProps) {
  const { account } = props
  return (
    <Panel id="entries" title={copy.entriesTitle}>
      <p className="mt-1 text-sm text-slate-700">{copy.cancelHint}</p>
      <FormError props={props} form="cancel" />
      {account.entries.length === 0 ? (
        <p className="mt-2 text-slate-700">{copy.noEntries}</p>
      ) : (
        <StaffTable
          className="mt-3"
          head={['Date', 'Entry', 'Number', 'Amount', 'Method / UTR', ''].map((h) => (
            <th key={h} scope="col" className={STAFF_TH}>
              {h}
            </th>
          ))}
        >
          {account.entries.map((e) => (
            <tr key={e.id}>
              <td className={STAFF_TD}>{formatDate(e.onDay)}</td>
              <td className={STAFF_TD}>
                {copy.kinds[e.kind]}
                {creditReasonText(e.reasonCode) ? (
                  <span className="block text-sm text-slate-700">{creditReasonText(e.reasonCode)}</span>
                ) : null}
                {e.reason ? <span className="block text-sm text-slate-600">Note: {e.reason}</span> : null}
              </td>
              <td className={`${STAFF_TD} font-mono text-sm`}>
                <a href={props.documentHref(e.id)} className="text-indigo-800 underline">
                  {e.documentNumber} <span className="sr-only">{copy.document}</span>
                </a>
              </td>
              <td className={STAFF_TD}>{formatPaise(e.amountPaise)}</td>
              <td className={STAFF_TD}>
                {paymentMethodLabel(e.method)}
                {e.utr ? <span className="block font-mono text-sm">{e.utr}</span> : null}
              </td>
              <td className={STAFF_TD}>
                <Standing entry={e} />
                {props.owner && e.standing?.cancellable ? <CancelForm entry={e} props={props} /> : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </Panel>
  )
}

export function RefundForm(props: FeePageProps) {
  const inside = props.window.inside
  const posted = (name: string, initial: string) => postedOr(props, 'refund', name, initial)
  return (
    <Panel
      id="refund"
      title={copy.refundTitle}
      hint={fillTemplate(inside ? copy.refundInside : copy.refundOutside, { date: formatDate(props.window.lastDay) })}
    >
      <FormError props={props} form="refund" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="refund-amount"
          name="amount"
          label={copy.amountLabel}
          value={posted('amount', decimalRupees(props.account.netPaise))}
          required
        />
        <MethodSelect id="refund-method" initial={posted('method', 'bank-transfer')} />
        <StaffTextField id="refund-utr" name="utr" label={copy.utrLabel} maxLength={30} value={posted('utr', '')} />
        <ReasonSelect
          id="refund-reason"
          label={copy.refundReasonLabel}
          reasons={REFUND_REASONS}
          initial={posted('reasonCode', props.account.batchStatus === 'cancelled' ? 'batch-cancelled' : '')}
        />
        <StaffTextField
          id="refund-note"
          name="note"
          label={copy.noteLabel}
          maxLength={300}
          value={posted('note', '')}
          required
        />
        <StaffTextField
          id="refund-exception"
          name="exception"
          label={copy.exceptionLabel}
          rows={2}
          maxLength={300}
          value={posted('exception', '')}
          required={!inside}
          className="sm:col-span-2"
        />
        {props.account.state !== 'withdrawn' ? (
          <div className="sm:col-span-2">
            <label className="flex items-start gap-3 font-semibold text-slate-900">
              <input
                type="checkbox"
                name="withdraw"
                value="yes"
                defaultChecked={
                  props.posted?.form === 'refund'
                    ? props.posted.fields.withdraw === 'yes'
                    : props.account.state !== 'completed'
                }
                className="mt-1 size-5"
                aria-describedby="refund-withdraw-hint"
              />
              {copy.withdrawLabel}
            </label>
            <p id="refund-withdraw-hint" className="mt-1 ml-8 text-sm text-slate-700">
              {copy.withdrawHint}
            </p>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="refund" disabled={props.submitting} className={STAFF_SECONDARY}>
            {copy.recordRefund}
          </button>
        </div>
      </Form>
    </Panel>
  )
}
