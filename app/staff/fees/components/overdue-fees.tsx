import { Link } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'

export interface OverdueFee {
  enrolmentId: string
  student: string
  reference: string
  amountPaise: number
  dueOn: string
}

/** The Due view's fees: instalments whose day has passed with nothing recorded, each linking to its fee page. */
export function OverdueFees({ fees }: { fees: OverdueFee[] }) {
  if (fees.length === 0) return null
  return (
    <section
      aria-labelledby="fees-overdue-title"
      className="mt-4 rounded-lg border border-red-200 bg-red-50/60 px-4 py-3"
    >
      <h2 id="fees-overdue-title" className="font-bold text-red-900">
        Fees overdue ({fees.length})
      </h2>
      <ul className="mt-1 space-y-1">
        {fees.map((fee) => (
          <li key={fee.enrolmentId} className="text-slate-800">
            <Link
              to={staffPathTo('staffFees', { enrolmentId: fee.enrolmentId })}
              className="font-semibold text-indigo-800 underline underline-offset-2"
            >
              {fee.student}
            </Link>{' '}
            ({fee.reference}): {formatPaise(fee.amountPaise)} due since {formatDate(fee.dueOn)}
          </li>
        ))}
      </ul>
    </section>
  )
}
