import type { Route } from './+types/staff.batches.$id.csv'
import { getDatabase } from '~/server/db/database.server'
import { findBatch } from '~/staff/batches/server/batches.server'
import { readRoster, rosterCsv } from '~/staff/batches/server/roster.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { csvResponse } from '~/staff/shell/server/csv.server'

/** A batch's roster and waitlist as a CSV download (formula cells defused). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  const { db } = await getDatabase()
  const batch = await findBatch(db, params.id)
  if (!batch) return new Response('Batch not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return csvResponse(`realwork-roster-${batch.code}.csv`, rosterCsv(await readRoster(db, batch.id)))
}
