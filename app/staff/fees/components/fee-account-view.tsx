import { Form, Link } from 'react-router'
import { gstStates } from '~/content/gst-states'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import type { FeeAccount } from '~/server/fees/fee-account.server'
import type { PaymentMethod } from '~/server/db/schema-fees.server'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { PAYMENT_METHODS } from '~/staff/fees/forms/fee-methods'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField, StaffTextField } from '~/components/forms/field'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'

const copy = staffFeesCopy.account

export interface FeePageProps {
  account: FeeAccount
  leadHref: string
  payPageUrl: string | null
  documentHref: (id: string) => string
  settings: { upi: boolean; bank: boolean; gstin: boolean }
  window: { lastDay: string; inside: boolean }
  today: string
  owner: boolean
  notice: string | null
  error: { form: string; message: string } | null
  submitting: boolean
}

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
  const warnings = [
    !settings.upi && !settings.bank ? copy.notConfigured.neither : null,
    !settings.upi && settings.bank ? copy.notConfigured.upi : null,
    settings.upi && !settings.bank ? copy.notConfigured.bank : null,
    !settings.gstin ? copy.notConfigured.gstin : null,
  ].filter((w) => w !== null)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to={leadHref} className="font-semibold text-indigo-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{fillTemplate(copy.title, { name: account.name })}</h1>
      <p className="mt-1 text-slate-700">
        {account.reference} · {account.courseTitle} · batch {account.batchCode}, starts {formatDate(account.startsOn)} ·{' '}
        {account.state}
      </p>
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      {warnings.length > 0 ? (
        <ul className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
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

      {account.state !== 'withdrawn' && account.balancePaise > 0 ? (
        <>
          <RequestForm {...props} />
          <PaymentForm {...props} />
        </>
      ) : null}
      {account.state !== 'withdrawn' ? <PlanForm {...props} /> : null}
      <Entries {...props} />
      {props.owner && account.receivedPaise - account.refundedPaise > 0 ? <RefundForm {...props} /> : null}
    </div>
  )
}

function FormError({ props, form }: { props: FeePageProps; form: string }) {
  if (props.error?.form !== form) return null
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
      {props.error.message}
    </p>
  )
}

function Panel({ id, title, hint, children }: { id: string; title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-700">{hint}</p> : null}
      {children}
    </section>
  )
}

function RequestForm(props: FeePageProps) {
  const due = props.account.nextDue
  return (
    <Panel id="request" title={copy.requestTitle} hint={copy.requestHint}>
      <FormError props={props} form="request" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
        <StaffTextField
          id="request-amount"
          name="amount"
          label={copy.amountLabel}
          value={due ? (due.amountPaise / 100).toFixed(2) : ''}
          required
        />
        <StaffTextField
          id="request-due"
          name="dueOn"
          type="date"
          label={copy.dueLabel}
          value={due?.dueOn ?? props.today}
          required
        />
        <button type="submit" name="intent" value="request" disabled={props.submitting} className={STAFF_PRIMARY}>
          {copy.sendRequest}
        </button>
      </Form>
    </Panel>
  )
}

function StateSelect({ id, value, required }: { id: string; value: string | null; required: boolean }) {
  return (
    <StaffField id={id} label={copy.stateLabel} hint={copy.stateHint}>
      {(wiring) => (
        <select {...wiring} name="state" defaultValue={value ?? ''} required={required} className={STAFF_INPUT}>
          <option value="">Choose a state</option>
          {gstStates.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
            </option>
          ))}
        </select>
      )}
    </StaffField>
  )
}

function MethodSelect({ id, initial }: { id: string; initial: PaymentMethod }) {
  return (
    <StaffField id={id} label={copy.methodLabel}>
      {(wiring) => (
        <select {...wiring} name="method" defaultValue={initial} className={STAFF_INPUT}>
          {PAYMENT_METHODS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      )}
    </StaffField>
  )
}

function PaymentForm(props: FeePageProps) {
  return (
    <Panel id="record" title={copy.recordTitle} hint={copy.recordHint}>
      <FormError props={props} form="payment" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="payment-amount"
          name="amount"
          label={copy.amountLabel}
          value={props.account.nextDue ? (props.account.nextDue.amountPaise / 100).toFixed(2) : ''}
          required
        />
        <StaffTextField
          id="payment-day"
          name="onDay"
          type="date"
          label={copy.onDayLabel}
          value={props.today}
          required
        />
        <MethodSelect id="payment-method" initial="upi" />
        <StaffTextField id="payment-utr" name="utr" label={copy.utrLabel} hint={copy.utrHint} maxLength={30} />
        <StateSelect id="payment-state" value={props.account.studentState} required />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="payment" disabled={props.submitting} className={STAFF_PRIMARY}>
            {copy.record}
          </button>
        </div>
      </Form>
    </Panel>
  )
}

function PlanForm(props: FeePageProps) {
  const { account } = props
  return (
    <Panel id="plan" title={copy.planTitle} hint={copy.planHint}>
      <FormError props={props} form="plan" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="plan-discount"
          name="discount"
          label={copy.discountLabel}
          value={account.discountPaise ? (account.discountPaise / 100).toFixed(2) : ''}
        />
        <StaffTextField
          id="plan-reason"
          name="discountReason"
          label={copy.discountReasonLabel}
          value={account.discountReason ?? ''}
          maxLength={300}
        />
        <StateSelect id="plan-state" value={account.studentState} required={false} />
        <div className="hidden sm:block" />
        {[0, 1, 2, 3].map((i) => (
          <fieldset key={i} className="grid grid-cols-2 gap-3 sm:col-span-2">
            <legend className="sr-only">Instalment {i + 1}</legend>
            <StaffTextField
              id={`plan-amount-${i}`}
              name={`amount${i}`}
              label={fillTemplate(copy.instalmentAmount, { n: i + 1 })}
              value={account.instalments[i] ? (account.instalments[i].amountPaise / 100).toFixed(2) : ''}
            />
            <StaffTextField
              id={`plan-due-${i}`}
              name={`due${i}`}
              type="date"
              label={copy.instalmentDue}
              value={account.instalments[i]?.dueOn ?? ''}
            />
          </fieldset>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="plan" disabled={props.submitting} className={STAFF_SECONDARY}>
            {copy.savePlan}
          </button>
        </div>
      </Form>
    </Panel>
  )
}

function Entries(props: FeePageProps) {
  const { account } = props
  return (
    <Panel id="entries" title={copy.entriesTitle}>
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
                {e.reason ? <span className="block text-sm text-slate-600">{e.reason}</span> : null}
              </td>
              <td className={`${STAFF_TD} font-mono text-sm`}>
                <a href={props.documentHref(e.id)} className="text-indigo-800 underline">
                  {e.documentNumber} <span className="sr-only">{copy.document}</span>
                </a>
              </td>
              <td className={STAFF_TD}>{formatPaise(e.amountPaise)}</td>
              <td className={STAFF_TD}>
                {e.method}
                {e.utr ? <span className="block font-mono text-sm">{e.utr}</span> : null}
              </td>
              <td className={STAFF_TD}>
                {props.owner && e.kind === 'payment' && !e.cancelled ? (
                  <details>
                    <summary className="cursor-pointer text-sm font-semibold text-red-800">{copy.cancel}</summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <input type="hidden" name="paymentId" value={e.id} />
                      <StaffTextField
                        id={`cancel-${e.id}`}
                        name="reason"
                        label={copy.cancelReasonLabel}
                        maxLength={300}
                        required
                      />
                      <button type="submit" name="intent" value="cancel" className={STAFF_SECONDARY}>
                        {copy.cancel}
                      </button>
                    </Form>
                  </details>
                ) : e.cancelled ? (
                  <span className="text-sm text-slate-600">Cancelled</span>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </Panel>
  )
}

function RefundForm(props: FeePageProps) {
  const net = props.account.receivedPaise - props.account.refundedPaise
  const inside = props.window.inside
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
          value={(net / 100).toFixed(2)}
          required
        />
        <MethodSelect id="refund-method" initial="bank-transfer" />
        <StaffTextField id="refund-utr" name="utr" label={copy.utrLabel} maxLength={30} />
        <StaffTextField id="refund-reason" name="reason" label={copy.refundReasonLabel} maxLength={300} required />
        <StaffTextField
          id="refund-exception"
          name="exception"
          label={copy.exceptionLabel}
          rows={2}
          maxLength={300}
          required={!inside}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="refund" disabled={props.submitting} className={STAFF_SECONDARY}>
            {copy.recordRefund}
          </button>
        </div>
      </Form>
    </Panel>
  )
}
