import type { Route } from './+types/staff.batches.$id.csv'
import { getDatabase } from '~/server/db/database.server'
import { contentDisposition } from '~/server/http.server'
import { findBatch } from '~/staff/batches/server/batches.server'
import { readRoster, rosterCsv } from '~/staff/batches/server/roster.server'
import { requireStaff } from '~/staff/accounts/server/auth.server'

/** A batch's roster and waitlist as a CSV download (formula cells defused). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  const { db } = await getDatabase()
  const batch = await findBatch(db, params.id)
  if (!batch) return new Response('Batch not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(rosterCsv(await readRoster(db, batch.id)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`realwork-roster-${batch.code}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
