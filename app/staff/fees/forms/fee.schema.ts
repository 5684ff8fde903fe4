import { z } from 'zod'
import {
  CANCELLATION_REASONS,
  REFUND_REASONS,
  type CancellationReason,
  type RefundReason,
} from '~/content/credit-reasons'
import { gstStates, type GstStateCode } from '~/content/gst-states'
import { formatPaise, paiseFromRupees } from '~/lib/money'
import type { PaymentMethod } from '~/server/db/schema-fees.server'
import { isRealDay } from '~/staff/fees/lib/payment-day'
import { PAYMENT_METHODS } from '~/content/payment-methods'
import { FEE_LIMITS } from '~/staff/shell/forms/limits'
import { postedText } from '~/staff/shell/forms/form-text'

// The fee desk's forms, each one schema that is the gate: amounts are read as rupees (paise allowed, commas only where
// a grouping puts them: see paiseFromRupees) into integer paise, real days as 'YYYY-MM-DD', a UTR as letters and
// digits; the ledger receives typed values and checks what needs the store (the balance, a UTR already used, the
// refund window, the payment day's bounds). A form that issues a tax document is reviewed before it is confirmed
// (`confirm`, decision 024).
const oneLine = postedText.transform((text) => text.replace(/\s+/g, ' ').trim())

const amount = (what: string) =>
  oneLine.transform((text, ctx) => {
    const paise = paiseFromRupees(text)
    if (paise === undefined || paise <= 0 || paise > FEE_LIMITS.maxPaise) {
      ctx.addIssue({
        code: 'custom',
        message: `Give the ${what} in rupees, e.g. 7000, 1,20,000 or 3500.50, up to ${formatPaise(FEE_LIMITS.maxPaise)}.`,
      })
      return z.NEVER
    }
    return paise
  })

const day = (what: string) =>
  oneLine.refine(isRealDay, { error: `Give the ${what} as a real calendar day, e.g. 2027-01-05.` })

/** Set by the review step's button: without it, a form that issues a document is shown for review first. */
const confirm = z
  .string()
  .optional()
  .transform((value) => value === 'yes')

const codeOf = <T extends string>(reasons: Record<T, string>, message: string) =>
  z.enum(Object.keys(reasons) as [T, ...T[]], { error: message })

const state = z.enum(gstStates.map((s) => s.code) as [GstStateCode, ...GstStateCode[]], {
  error: 'Choose the student’s state: it decides CGST and SGST or IGST on the invoice.',
})

const method = z.enum(PAYMENT_METHODS.map((m) => m.value) as [PaymentMethod, ...PaymentMethod[]], {
  error: 'Choose how the money came.',
})

const utr = oneLine
  .transform((text) => text.toUpperCase())
  .refine((text) => text === '' || /^[A-Z0-9]{6,30}$/.test(text), {
    error: `A UTR is 6 to ${FEE_LIMITS.utr} letters and digits, as the bank statement shows it.`,
  })
  .transform((text) => text || null)

const reason = (what: string, required: boolean) =>
  oneLine.pipe(
    z
      .string()
      .min(required ? 1 : 0, `Write the ${what}.`)
      .max(FEE_LIMITS.reason, `Keep the ${what} within ${FEE_LIMITS.reason} characters.`),
  )

/** Money received: the amount, the day it arrived, how, the bank's reference, and the student's state. */
export const PaymentSchema = z
  .object({
    amount: amount('amount received'),
    onDay: day('day the money arrived'),
    method,
    utr,
    state,
    backdateNote: reason('note on why the payment is dated in the previous financial year', false).transform(
      (text) => text || null,
    ),
    confirm,
  })
  .refine((p) => p.method === 'cash' || p.utr !== null, {
    error: 'Give the bank’s transaction reference (UTR) from the statement: it is how a payment is matched once.',
    path: ['utr'],
  })
export type PaymentFormInput = z.output<typeof PaymentSchema>

/** A payment request: the amount and the day it is due. */
export const RequestSchema = z.object({ amount: amount('amount due'), dueOn: day('due day') })

/** A payment recorded by mistake, reversed with a credit note. */
export const CancelSchema = z.object({
  paymentId: oneLine.pipe(z.string().min(1, 'Choose the payment to cancel.')),
  reasonCode: codeOf<CancellationReason>(CANCELLATION_REASONS, 'Choose why the payment is cancelled.'),
  note: reason('note for the ledger', true),
  confirm,
})

/** A refund paid back; the exception note only when an owner approves a refund outside the policy's window. */
export const RefundSchema = z.object({
  amount: amount('refund'),
  method,
  utr,
  reasonCode: codeOf<RefundReason>(REFUND_REASONS, 'Choose why the money is refunded.'),
  note: reason('note for the ledger', true),
  exception: reason('exception note', false).transform((text) => text || null),
  withdraw: z
    .string()
    .optional()
    .transform((value) => value === 'yes'),
  confirm,
})

const optionalAmount = oneLine.transform((text, ctx) => {
  if (text === '' || text === '0') return null
  const paise = paiseFromRupees(text)
  if (paise === undefined || paise > FEE_LIMITS.maxPaise) {
    ctx.addIssue({ code: 'custom', message: 'Give amounts in rupees, e.g. 3500, 1,20,000 or 3500.50.' })
    return z.NEVER
  }
  return paise
})
const optionalDay = oneLine
  .refine((text) => text === '' || isRealDay(text), {
    error: 'Give each due day as a real calendar day, e.g. 2027-01-05.',
  })
  .transform((text) => text || null)

/** The instalments a plan form sent, in order: rows with neither amount nor day left out. */
export function instalmentsOf(plan: {
  [K in `amount${0 | 1 | 2 | 3}` | `due${0 | 1 | 2 | 3}`]: (K extends `amount${string}` ? number : string) | null
}): { amountPaise: number; dueOn: string }[] {
  return ([0, 1, 2, 3] as const)
    .map((i) => ({ amountPaise: plan[`amount${i}`], dueOn: plan[`due${i}`] }))
    .filter((x): x is { amountPaise: number; dueOn: string } => x.amountPaise !== null && x.dueOn !== null)
}

/** The plan: a discount with its reason and up to four instalments (amount and due day). */
export const PlanSchema = z
  .object({
    discount: optionalAmount.transform((paise) => paise ?? 0),
    discountReason: reason('reason for the discount', false).transform((text) => text || null),
    // The student's state is asked where it decides the tax: when money is recorded. Kept for a plan posted with it.
    state: z
      .union([z.literal(''), state])
      .optional()
      .transform((code) => code || null),
    // FEE_LIMITS.instalments rows of the form.
    amount0: optionalAmount,
    due0: optionalDay,
    amount1: optionalAmount,
    due1: optionalDay,
    amount2: optionalAmount,
    due2: optionalDay,
    amount3: optionalAmount,
    due3: optionalDay,
  })
  .superRefine((plan, ctx) => {
    for (const i of [0, 1, 2, 3] as const)
      if ((plan[`amount${i}`] === null) !== (plan[`due${i}`] === null))
        ctx.addIssue({ code: 'custom', message: `Give instalment ${i + 1} both an amount and a due day.` })
    const days = instalmentsOf(plan).map((x) => x.dueOn)
    if (days.some((d, i) => i > 0 && d <= days[i - 1]!))
      ctx.addIssue({ code: 'custom', message: 'Put the instalments in order, each due after the one before.' })
    if (plan.discount > 0 && !plan.discountReason)
      ctx.addIssue({ code: 'custom', message: 'Write why the discount is given: the ledger keeps it.' })
  })
export type PlanInput = z.output<typeof PlanSchema>

/** Confirm a student's "I have paid" report (decision 025): reviewed first, then issued with `confirm=yes`. */
export const ConfirmReportSchema = z.object({
  reportId: oneLine.pipe(z.string().min(1, 'Choose the report to confirm.').max(64)),
  confirm,
})

/** Reject a student's report with the reason they read on their pay page and in the mail. */
export const RejectReportSchema = z.object({
  reportId: oneLine.pipe(z.string().min(1, 'Choose the report to reject.').max(64)),
  reason: oneLine.pipe(
    z
      .string()
      .min(1, 'Write the reason the student reads.')
      .max(300, 'Keep the reason the student reads within 300 characters.'),
  ),
})

/** Ask Razorpay to refund (part of) a gateway payment (decision 027); recorded when the gateway says it was processed. */
export const GatewayRefundSchema = z.object({
  paymentId: oneLine.pipe(z.string().min(1, 'Choose the payment to refund.').max(64)),
  amount: amount('refund'),
  reasonCode: codeOf<RefundReason>(REFUND_REASONS, 'Choose why the money is refunded.'),
  note: reason('note for the ledger', true),
})

/** Try again to make the gateway's payment link of a payment request whose link failed. */
export const RetryLinkSchema = z.object({
  requestId: oneLine.pipe(z.string().min(1, 'Choose the payment request.').max(64)),
})

/**
 * The review step's "Change something": the reviewed form's fields posted back to be shown in that form again (read
 * as text only: the form's own schema checks them when it is posted).
 */
export const ChangeSchema = z.object({
  form: z.enum(['payment', 'cancel', 'refund'], { error: 'Choose the form to change.' }),
  ...Object.fromEntries(
    [
      'amount',
      'onDay',
      'method',
      'utr',
      'state',
      'backdateNote',
      'paymentId',
      'reasonCode',
      'note',
      'exception',
      'withdraw',
    ].map((name) => [name, postedText]),
  ),
})
