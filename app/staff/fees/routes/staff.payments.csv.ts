import type { Route } from './+types/staff.payments.csv'
import { recordAudit } from '~/server/audit.server'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { ledgerFilterOf } from '~/staff/fees/forms/ledger.schema'
import { ledgerCsvLines, ledgerRows } from '~/staff/fees/server/ledger-view.server'
import { csvLine, csvResponse } from '~/staff/shell/server/csv.server'

/** The ledger under the page's filters as CSV for the accountant: every entry, not only the page's first 2,000. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const filter = ledgerFilterOf(new URL(request.url).searchParams)
  const rows = await ledgerRows(db, filter, Number.MAX_SAFE_INTEGER)
  await recordAudit(db, { id: user.id, email: user.email }, 'ledger-export', { detail: `${rows.length} entries` })
  const name = `realwork-ledger-${filter.financialYear ?? filter.month ?? 'all'}.csv`
  return csvResponse(name, `${ledgerCsvLines(rows).map(csvLine).join('\r\n')}\r\n`)
}
