import type { Route } from './+types/staff.payments'
import { staffPaths } from '~/content/staff-routes'
import { financialYearOf } from '~/lib/gst'
import { financialYearStart } from '~/staff/fees/lib/payment-day'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/accounts/server/auth.server'
import { LedgerView } from '~/staff/fees/components/ledger-view'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { ledgerFilterOf } from '~/staff/fees/forms/ledger.schema'
import { outstandingFees } from '~/server/fees/outstanding.server'
import { ledgerRows, ledgerTotals } from '~/staff/fees/server/ledger-view.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'

/** The ledger: owners and editors read it; money is recorded on each student's fee page. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const url = new URL(request.url)
  const filter = ledgerFilterOf(url.searchParams)
  const today = istToday(new Date())
  const [rows, totals, outstanding, batches] = await Promise.all([
    ledgerRows(db, filter),
    ledgerTotals(db, filter),
    outstandingFees(db, today),
    db.selectFrom('batches').select('code').orderBy('starts_on', 'desc').execute(),
  ])
  const start = Number(financialYearStart(today).slice(0, 4))
  return {
    filter,
    rows,
    totals,
    outstanding,
    today,
    owner: user.role === 'owner',
    choices: {
      // This financial year and the two before it, each named by the one label function.
      years: [0, 1, 2].map((back) => financialYearOf(`${start - back}-04-01`)),
      batches: batches.map((b) => b.code),
    },
    csvHref: `${staffPaths.staffPaymentsExport}${url.search}`,
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffFeesCopy.ledger.title)

export default function StaffPayments({ loaderData }: Route.ComponentProps) {
  return <LedgerView {...loaderData} />
}
