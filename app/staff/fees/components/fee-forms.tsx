import { Form } from 'react-router'
import { gstStates } from '~/content/gst-states'
import { PAYMENT_METHODS } from '~/content/payment-methods'
import { fillTemplate } from '~/lib/format'
import { decimalRupees } from '~/lib/money'
import {
  STAFF_INPUT,
  STAFF_PRIMARY,
  STAFF_SECONDARY,
  StaffField,
  StaffTextField,
} from '~/staff/shell/components/staff-fields'
import { copy, FormError, Panel, postedOr, type FeePageProps } from './fee-panel'

// The fee page's forms that ask for or take money and set the plan; the ones that credit it are in fee-credits.tsx.

export function RequestForm(props: FeePageProps) {
  const due = props.account.nextDue
  return (
    <Panel id="request" title={copy.requestTitle} hint={copy.requestHint}>
      <FormError props={props} form="request" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
        <StaffTextField
          id="request-amount"
          name="amount"
          label={copy.amountLabel}
          value={postedOr(props, 'request', 'amount', due ? decimalRupees(due.amountPaise) : '')}
          required
        />
        <StaffTextField
          id="request-due"
          name="dueOn"
          type="date"
          label={copy.dueLabel}
          value={postedOr(props, 'request', 'dueOn', due?.dueOn ?? props.today)}
          required
        />
        <button type="submit" name="intent" value="request" disabled={props.submitting} className={STAFF_PRIMARY}>
          {copy.sendRequest}
        </button>
      </Form>
    </Panel>
  )
}

/** The student's state, asked once: where money is recorded, since it decides CGST and SGST or IGST. */
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

export function MethodSelect({ id, initial }: { id: string; initial: string }) {
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

export function PaymentForm(props: FeePageProps) {
  const posted = (name: string, initial: string) => postedOr(props, 'payment', name, initial)
  return (
    <Panel id="record" title={copy.recordTitle} hint={copy.recordHint}>
      <FormError props={props} form="payment" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="payment-amount"
          name="amount"
          label={copy.amountLabel}
          value={posted('amount', props.account.nextDue ? decimalRupees(props.account.nextDue.amountPaise) : '')}
          required
        />
        <StaffTextField
          id="payment-day"
          name="onDay"
          type="date"
          label={copy.onDayLabel}
          value={posted('onDay', props.today)}
          required
        />
        <MethodSelect id="payment-method" initial={posted('method', 'upi')} />
        <StaffTextField
          id="payment-utr"
          name="utr"
          label={copy.utrLabel}
          hint={copy.utrHint}
          maxLength={30}
          value={posted('utr', '')}
        />
        <StateSelect id="payment-state" value={posted('state', props.account.studentState ?? '')} required />
        {props.owner ? (
          <StaffTextField
            id="payment-backdate"
            name="backdateNote"
            label={copy.backdateLabel}
            hint={copy.backdateHint}
            rows={2}
            maxLength={300}
            value={posted('backdateNote', '')}
            className="sm:col-span-2"
          />
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="payment" disabled={props.submitting} className={STAFF_PRIMARY}>
            {copy.record}
          </button>
        </div>
      </Form>
    </Panel>
  )
}

export function PlanForm(props: FeePageProps) {
  const { account } = props
  const posted = (name: string, initial: string) => postedOr(props, 'plan', name, initial)
  return (
    <Panel id="plan" title={copy.planTitle} hint={copy.planHint}>
      <FormError props={props} form="plan" />
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="plan-discount"
          name="discount"
          label={copy.discountLabel}
          value={posted('discount', account.discountPaise ? decimalRupees(account.discountPaise) : '')}
        />
        <StaffTextField
          id="plan-reason"
          name="discountReason"
          label={copy.discountReasonLabel}
          value={posted('discountReason', account.discountReason ?? '')}
          maxLength={300}
        />
        {[0, 1, 2, 3].map((i) => (
          <fieldset key={i} className="grid grid-cols-2 gap-3 sm:col-span-2">
            <legend className="sr-only">Instalment {i + 1}</legend>
            <StaffTextField
              id={`plan-amount-${i}`}
              name={`amount${i}`}
              label={fillTemplate(copy.instalmentAmount, { n: i + 1 })}
              value={posted(
                `amount${i}`,
                account.instalments[i] ? decimalRupees(account.instalments[i].amountPaise) : '',
              )}
            />
            <StaffTextField
              id={`plan-due-${i}`}
              name={`due${i}`}
              type="date"
              label={copy.instalmentDue}
              value={posted(`due${i}`, account.instalments[i]?.dueOn ?? '')}
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
