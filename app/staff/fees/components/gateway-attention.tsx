import { staffPathTo } from '~/content/staff-routes'
import { formatIst } from '~/lib/ist'
import { formatPaise } from '~/lib/money'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import type { gatewayAttention } from '~/staff/fees/server/gateway-refunds.server'

const copy = staffFeesCopy.gateway

type Attention = Awaited<ReturnType<typeof gatewayAttention>>

/**
 * What Razorpay did that needs staff (decision 027): payments held because they did not match what was due, and
 * refunds that failed. Shown on the Payments page only while the gateway is configured.
 */
export function GatewayAttention({ held, failedRefunds }: Attention) {
  const feePage = (id: string | null) => (id ? staffPathTo('staffFees', { enrolmentId: id }) : null)
  return (
    <section aria-labelledby="gateway-held-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="gateway-held-title" className="text-xl font-bold text-slate-900">
        {copy.heldTitle} <span className="text-base font-semibold text-slate-700">({held.length})</span>
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{held.length === 0 ? copy.heldNone : copy.heldIntro}</p>
      {held.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {held.map((h) => {
            const href = feePage(h.enrolmentId)
            return (
              <li key={h.eventId} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2">
                {href ? (
                  <a href={href} className="font-semibold text-indigo-800 underline">
                    {h.reference}
                  </a>
                ) : null}{' '}
                · {h.amountPaise ? formatPaise(h.amountPaise) : ''} · {copy.columns.payment}{' '}
                <span className="font-mono">{h.paymentId ?? '-'}</span> · {formatIst(h.receivedAt)}
                <span className="block text-slate-800">
                  {copy.columns.why}: {h.note}
                </span>
              </li>
            )
          })}
        </ul>
      ) : null}
      {failedRefunds.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold text-slate-900">{copy.failedRefundsTitle}</h3>
          <ul className="mt-2 space-y-2">
            {failedRefunds.map((r) => (
              <li key={r.id} className="rounded-lg border border-red-300 bg-red-50 px-3 py-2">
                <a href={feePage(r.enrolmentId)!} className="font-semibold text-indigo-800 underline">
                  {r.reference}
                </a>{' '}
                · {formatPaise(r.amountPaise)} · {r.error}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
