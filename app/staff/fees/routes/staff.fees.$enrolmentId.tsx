import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.fees.$enrolmentId'
import { pathTo } from '~/content/site-routes'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { decimalRupees, formatPaise } from '~/lib/money'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { waitingReports } from '~/server/fees/pay-reports.server'
import { paymentSettings } from '~/server/fees/payment-settings.server'
import { siteLink } from '~/server/site-link.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { FeeAccountView } from '~/staff/fees/components/fee-account-view'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import {
  CancelSchema,
  ChangeSchema,
  GatewayRefundSchema,
  PaymentSchema,
  PlanSchema,
  RefundSchema,
  RequestSchema,
  RetryLinkSchema,
} from '~/staff/fees/forms/fee.schema'
import { askGatewayRefund, gatewayOfEnrolment, retryLink } from '~/staff/fees/server/gateway-refunds.server'
import { cancelPayment, recordPayment, recordRefund, refundWindow } from '~/staff/fees/server/ledger.server'
import { feeRefusal, type FeeFormName } from '~/staff/fees/server/refusal.server'
import { feeReview, type FeeReview } from '~/staff/fees/server/review.server'
import { savePlan, sendPaymentRequest } from '~/staff/fees/server/plan.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

const copy = staffFeesCopy

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const account = await feeAccount(db, { enrolmentId: params.enrolmentId })
  if (!account) throw data(copy.errors.unknown, { status: 404 })
  const settings = paymentSettings()
  const today = istToday(new Date())
  const done = new URL(request.url).searchParams
  return {
    reportsWaiting: await waitingReports(db, account.enrolmentId),
    gateway: await gatewayOfEnrolment(db, account.enrolmentId),
    account,
    leadHref: staffPathTo('staffSubmission', { id: account.submissionId }),
    selfHref: staffPathTo('staffFees', { enrolmentId: account.enrolmentId }),
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
  const notes = `${number.includes(',') ? 'credit notes' : 'credit note'} ${number}`
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
      return fillTemplate(copy.account.refunded_, { notes })
    case 'refund-withdrawn':
      return fillTemplate(copy.account.refundedWithdrawn, { notes })
    case 'retry-link':
      return staffFeesCopy.gateway.retried
    case 'gateway-refund':
      return staffFeesCopy.gateway.asked
    default:
      return null
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const enrolmentId = params.enrolmentId
  const back = (form: FeeFormName | 'refund-withdrawn' | 'retry-link' | 'gateway-refund', number = '') =>
    `${staffPathTo('staffFees', { enrolmentId })}?done=${form}${number ? `&number=${encodeURIComponent(number)}` : ''}`
  const invalid =
    (form: FeeFormName) =>
    (errors: Record<string, string>, _raw: unknown, { posted }: { posted: Record<string, string> }) =>
      data({ error: { form, message: Object.values(errors)[0]! }, posted: { form, fields: posted } }, { status: 400 })
  const gatewayRefused = (message: string) => data({ error: { form: 'gateway', message } }, { status: 400 })
  /** The review step's page, from a rehearsed write: what would be issued, and the fields to post again. */
  const review = async (
    db: Parameters<typeof feeReview>[0],
    form: FeeReview['form'],
    rows: Parameters<typeof feeReview>[2],
    fields: Record<string, string | null>,
    withdraws = false,
  ) => {
    const account = await feeAccount(db, { enrolmentId })
    const posted = Object.fromEntries(Object.entries(fields).filter((f): f is [string, string] => f[1] !== null))
    return { review: await feeReview(db, { form, email: account?.email ?? '', withdraws, fields: posted }, rows) }
  }
  return staffAction({
    request,
    gate: 'staff',
    intents: {
      plan: intent(
        PlanSchema,
        async (plan, { db, user, posted }) => {
          const result = await savePlan(db, enrolmentId, plan, user.email)
          if (!result.ok) {
            const account = await feeAccount(db, { enrolmentId })
            const amount = formatPaise((account?.feePaise ?? 0) - plan.discount)
            return feeRefusal('plan', result, { amount }, posted)
          }
          return done(back('plan'), { audit: { action: 'fee-plan', target: enrolmentId } })
        },
        { invalid: invalid('plan') },
      ),
      request: intent(
        RequestSchema,
        async ({ amount, dueOn }, { db, user, posted }) => {
          const result = await sendPaymentRequest(db, { enrolmentId, amountPaise: amount, dueOn, by: user.email })
          if (!result.ok) return feeRefusal('request', result, {}, posted)
          return done(back('request'), {
            audit: { action: 'payment-request', target: enrolmentId, detail: `${formatPaise(amount)} by ${dueOn}` },
          })
        },
        { invalid: invalid('request') },
      ),
      payment: intent(
        PaymentSchema,
        async (p, { db, user, posted }) => {
          if (p.backdateNote && user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const input = {
            enrolmentId,
            amountPaise: p.amount,
            onDay: p.onDay,
            method: p.method,
            utr: p.utr,
            studentState: p.state,
            backdateNote: p.backdateNote,
            by: user.email,
          }
          const result = await recordPayment(db, input, new Date(), { review: !p.confirm })
          if (!result.ok) return feeRefusal('payment', result, { utr: p.utr ?? '' }, posted)
          if ('review' in result)
            return review(db, 'payment', result.review, {
              amount: decimalRupees(p.amount),
              onDay: p.onDay,
              method: p.method,
              utr: p.utr,
              state: p.state,
              backdateNote: p.backdateNote,
            })
          return done(back('payment', result.documentNumber), {
            audit: {
              action: 'payment-record',
              target: result.documentNumber,
              detail: `${formatPaise(p.amount)}${p.backdateNote ? ` (dated ${p.onDay}: ${p.backdateNote})` : ''}`,
            },
          })
        },
        { invalid: invalid('payment') },
      ),
      cancel: intent(
        CancelSchema,
        async ({ paymentId, reasonCode, note, confirm }, { db, user, posted }) => {
          if (user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const input = { paymentId, reasonCode, note, by: user.email }
          const result = await cancelPayment(db, input, new Date(), { review: !confirm })
          if (!result.ok) return feeRefusal('cancel', result, {}, posted)
          if ('review' in result) return review(db, 'cancel', result.review, { paymentId, reasonCode, note })
          return done(back('cancel', result.documentNumber), {
            audit: { action: 'payment-cancel', target: result.documentNumber, detail: `${reasonCode}: ${note}` },
          })
        },
        { invalid: invalid('cancel') },
      ),
      // The review's "Change something": the form again with what was reviewed in it.
      change: intent(ChangeSchema, ({ form }, { posted }) => ({ posted: { form, fields: posted } })),
      'retry-link': intent(RetryLinkSchema, async ({ requestId }, { db }) => {
        const result = await retryLink(db, enrolmentId, requestId)
        if (!result.ok)
          return gatewayRefused(fillTemplate(staffFeesCopy.gateway.retryFailed, { reason: result.reason }))
        return done(back('retry-link'), {
          audit: { action: 'payment-request', target: enrolmentId, detail: 'Razorpay link made again' },
        })
      }),
      'gateway-refund': intent(
        GatewayRefundSchema,
        async (r, { db, user }) => {
          if (user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const input = {
            paymentId: r.paymentId,
            amountPaise: r.amount,
            reasonCode: r.reasonCode,
            note: r.note,
            by: user.email,
          }
          const result = await askGatewayRefund(db, input)
          if (!result.ok)
            return gatewayRefused(
              result.reason === 'gateway-error' ? result.message : staffFeesCopy.gateway.refusals[result.reason],
            )
          return done(back('gateway-refund'), {
            audit: {
              action: 'refund-record',
              target: enrolmentId,
              detail: `Asked Razorpay: ${formatPaise(r.amount)}: ${r.reasonCode}: ${r.note}`,
            },
          })
        },
        { invalid: (errors) => gatewayRefused(Object.values(errors)[0]!) },
      ),
      refund: intent(
        RefundSchema,
        async (r, { db, user, posted }) => {
          if (user.role !== 'owner') throw data(copy.account.ownersOnly, { status: 403 })
          const input = {
            enrolmentId,
            amountPaise: r.amount,
            method: r.method,
            utr: r.utr,
            reasonCode: r.reasonCode,
            note: r.note,
            exceptionNote: r.exception,
            withdraw: r.withdraw,
            by: user.email,
            actorName: user.name,
          }
          const result = await recordRefund(db, input, new Date(), { review: !r.confirm })
          if (!result.ok) return feeRefusal('refund', result, {}, posted)
          if ('review' in result)
            return review(
              db,
              'refund',
              result.review,
              {
                amount: decimalRupees(r.amount),
                method: r.method,
                utr: r.utr,
                reasonCode: r.reasonCode,
                note: r.note,
                exception: r.exception,
                withdraw: r.withdraw ? 'yes' : null,
              },
              r.withdraw,
            )
          return done(`${back(r.withdraw ? 'refund-withdrawn' : 'refund', result.documents.join(', '))}`, {
            audit: {
              action: 'refund-record',
              target: result.documents.join(', '),
              detail: `${formatPaise(r.amount)}: ${r.reasonCode}: ${r.note}${r.exception ? ` (exception: ${r.exception})` : ''}${r.withdraw ? '; withdrawn' : ''}`,
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
      review={actionData && 'review' in actionData ? actionData.review : null}
      posted={actionData && 'posted' in actionData ? (actionData.posted ?? null) : null}
      submitting={navigation.state === 'submitting' && navigation.formAction?.includes(params.enrolmentId) === true}
    />
  )
}
