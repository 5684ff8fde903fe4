import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.fees.$enrolmentId'
import { pathTo } from '~/content/site-routes'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { paymentSettings } from '~/server/fees/payment-settings.server'
import { siteLink } from '~/server/site-link.server'
import { requireStaff } from '~/staff/accounts/server/auth.server'
import { withdrawEnrolment } from '~/staff/batches/server/enrolments.server'
import { FeeAccountView } from '~/staff/fees/components/fee-account-view'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { CancelSchema, PaymentSchema, PlanSchema, RefundSchema, RequestSchema } from '~/staff/fees/forms/fee.schema'
import {
  cancelPayment,
  recordPayment,
  recordRefund,
  refundWindow,
  type LedgerResult,
} from '~/staff/fees/server/ledger.server'
import { savePlan, sendPaymentRequest } from '~/staff/fees/server/plan.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

const copy = staffFeesCopy
type FormName = 'plan' | 'request' | 'payment' | 'cancel' | 'refund'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const account = await feeAccount(db, { enrolmentId: params.enrolmentId })
  if (!account) throw data(copy.errors.unknown, { status: 404 })
  const settings = paymentSettings()
  const today = istToday(new Date())
  const done = new URL(request.url).searchParams
  return {
    account,
    leadHref: staffPathTo('staffSubmission', { id: account.submissionId }),
    payPageUrl: account.payToken ? siteLink(pathTo('pay', { token: account.payToken })) : null,
    settings: { upi: Boolean(settings.upi), bank: Boolean(settings.bank), gstin: Boolean(settings.gstin) },
    window: refundWindow(account.startsOn, today),
    today,
    owner: user.role === 'owner',
    notice: noticeOf(done, account.email),
  }
}

function noticeOf(params: URLSearchParams, email: string): string | null {
  const number = params.get('number') ?? ''
  switch (params.get('done')) {
    case 'plan':
      return copy.account.planSaved
    case 'request':
      return fillTemplate(copy.account.requestSent, { email })
    case 'payment':
      return fillTemplate(copy.account.recorded, { number })
    case 'cancel':
      return fillTemplate(copy.account.cancelled, { number })
    case 'refund':
      return fillTemplate(copy.account.refunded_, { number })
    default:
      return null
  }
}

/** A refusal from the ledger as the message above its form. */
function refusal(
  form: FormName,
  result: Exclude<LedgerResult, { ok: true }> | { ok: false; reason: keyof typeof copy.errors },
  extra: Record<string, string> = {},
) {
  const values: Record<string, string> = { ...extra }
  if (result.reason === 'duplicate-utr' && 'first' in result) {
    values.number = result.first.documentNumber
    values.reference = result.first.reference
    values.date = formatDate(result.first.onDay)
  }
  if (result.reason === 'outside-window' && 'lastDay' in result) values.date = formatDate(result.lastDay)
  return data({ error: { form, message: fillTemplate(copy.errors[result.reason], values) } }, { status: 409 })
}

export async function action({ request, params }: Route.ActionArgs) {
  const enrolmentId = params.enrolmentId
  const back = (form: FormName, number = '') =>
    `${staffPathTo('staffFees', { enrolmentId })}?done=${form}${number ? `&number=${encodeURIComponent(number)}` : ''}`
  const invalid = (form: FormName) => (errors: Record<string, string>) =>
    data({ error: { form, message: Object.values(errors)[0]! } }, { status: 400 })
  return staffAction({
    request,
    gate: 'staff',
    intents: {
      plan: intent(
        PlanSchema,
        async (plan, { db, user }) => {
          const result = await savePlan(db, enrolmentId, plan, user.email)
          if (!result.ok) {
            const account = await feeAccount(db, { enrolmentId })
            return refusal('plan', result, { amount: formatPaise((account?.feePaise ?? 0) - plan.discount) })
          }
          return done(back('plan'), { audit: { action: 'fee-plan', target: enrolmentId } })
        },
        { invalid: invalid('plan') },
      ),
      request: intent(
        RequestSchema,
        async ({ amount, dueOn }, { db, user }) => {
          const result = await sendPaymentRequest(db, { enrolmentId, amountPaise: amount, dueOn, by: user.email })
          if (!result.ok) return refusal('request', result)
          return done(back('request'), {
            audit: { action: 'payment-request', target: enrolmentId, detail: `${formatPaise(amount)} by ${dueOn}` },
          })
        },
        { invalid: invalid('request') },
      ),
      payment: intent(
        PaymentSchema,
        async (p, { db, user }) => {
          const result = await recordPayment(db, {
            enrolmentId,
            amountPaise: p.amount,
            onDay: p.onDay,
            method: p.method,
            utr: p.utr,
            studentState: p.state,
            by: user.email,
          })
          if (!result.ok) return refusal('payment', result, { utr: p.utr ?? '' })
          return done(back('payment', result.documentNumber), {
            audit: { action: 'payment-record', target: result.documentNumber, detail: formatPaise(p.amount) },
          })
        },
        { invalid: invalid('payment') },
      ),
      cancel: intent(
        CancelSchema,
        async ({ paymentId, reason }, { db, user }) => {
          if (user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const result = await cancelPayment(db, { paymentId, reason, by: user.email })
          if (!result.ok) return refusal('cancel', result)
          return done(back('cancel', result.documentNumber), {
            audit: { action: 'payment-cancel', target: result.documentNumber, detail: reason },
          })
        },
        { invalid: invalid('cancel') },
      ),
      refund: intent(
        RefundSchema,
        async (r, { db, user }) => {
          if (user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const result = await recordRefund(db, {
            enrolmentId,
            amountPaise: r.amount,
            method: r.method,
            utr: r.utr,
            reason: r.reason,
            exceptionNote: r.exception,
            by: user.email,
          })
          if (!result.ok) return refusal('refund', result)
          // The refund stands on its own; withdrawing frees the seat and offers it to the waitlist's first.
          await withdrawEnrolment(db, enrolmentId, { name: user.name })
          return done(back('refund', result.documentNumber), {
            audit: {
              action: 'refund-record',
              target: result.documentNumber,
              detail: `${formatPaise(r.amount)}: ${r.reason}${r.exception ? ` (exception: ${r.exception})` : ''}`,
            },
          })
        },
        { invalid: invalid('refund') },
      ),
    },
  })
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? fillTemplate(copy.account.title, { name: loaderData.account.name }) : 'Fees')

export default function StaffFees({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { account } = loaderData
  // A saved change remounts the forms, so each shows the stored values (a select keeps its own choice otherwise).
  const version = [account.entries.length, account.studentState, account.discountPaise, account.payToken].join()
  return (
    <FeeAccountView
      key={version}
      {...loaderData}
      documentHref={(id) => staffPathTo('staffPaymentDocument', { id })}
      error={actionData && 'error' in actionData ? actionData.error : null}
      submitting={navigation.state === 'submitting' && navigation.formAction?.includes(params.enrolmentId) === true}
    />
  )
}
