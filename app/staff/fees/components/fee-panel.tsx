import type { FeeAccount } from '~/server/fees/fee-account.server'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import type { FeePosted } from '~/staff/fees/server/refusal.server'
import type { FeeReview } from '~/staff/fees/server/review.server'
import type { GatewayOfEnrolment } from '~/staff/fees/server/gateway-refunds.server'

export const copy = staffFeesCopy.account

export interface FeePageProps {
  account: FeeAccount
  leadHref: string
  /** The fee page itself: the review step's way back. */
  selfHref: string
  payPageUrl: string | null
  documentHref: (id: string) => string
  settings: { upi: boolean; bank: boolean; gstin: boolean }
  window: { lastDay: string; inside: boolean }
  today: string
  owner: boolean
  notice: string | null
  /** Payments this student reported on their pay page that wait in "To confirm" (decision 025). */
  reportsWaiting: number
  /** Razorpay's links, payments and refunds of this enrolment (decision 027); null without the gateway. */
  gateway?: GatewayOfEnrolment | null
  error: { form: string; message: string } | null
  /** A rehearsed document awaiting confirmation: the page shows it alone. */
  review: FeeReview | null
  /** What a form posted, after a refusal or the review's "Change something": that form shows it again. */
  posted: FeePosted | null
  submitting: boolean
}

/** The value `form` posted for `name` (after a refusal or "Change something"), or `initial` when it posted none. */
export function postedOr(props: Pick<FeePageProps, 'posted'>, form: string, name: string, initial: string): string {
  return props.posted?.form === form ? (props.posted.fields[name] ?? initial) : initial
}

/** A form's refusal, above the form. */
export function FormError({ props, form }: { props: FeePageProps; form: string }) {
  if (props.error?.form !== form) return null
  return (
    <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
      {props.error.message}
    </p>
  )
}

/** One task of the fee page: a titled section with an optional hint. */
export function Panel({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: string
  children: React.ReactNode
}) {
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
