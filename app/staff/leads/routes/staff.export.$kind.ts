import type { Route } from './+types/staff.export.$kind'
import { isFormKind } from '~/forms/registry'
import { requireStaff } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { contentDisposition } from '~/server/http.server'
import { exportCsvStream } from '~/staff/leads/server/inbox-export.server'

/** Every submission of one kind as a streamed CSV download (formula cells defused; see exportCsvStream). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  if (!isFormKind(params.kind))
    return new Response('Unknown kind', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { db } = await getDatabase()
  const csv = exportCsvStream(db, params.kind)
  const date = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`realwork-${params.kind}-${date}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
