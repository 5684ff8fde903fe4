import type { Route } from './+types/staff.export.$kind'
import { isFormKind } from '~/forms/registry'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { exportCsvLines } from '~/staff/leads/server/inbox-export.server'
import { csvResponse } from '~/staff/shell/server/csv.server'

/** Every submission of one kind as a streamed CSV download (formula cells defused; see exportCsvLines). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  if (!isFormKind(params.kind))
    return new Response('Unknown kind', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { db } = await getDatabase()
  const date = new Date().toISOString().slice(0, 10)
  return csvResponse(`realwork-${params.kind}-${date}.csv`, exportCsvLines(db, params.kind))
}
