import type { Route } from './+types/staff.payments.reports.$id.screenshot'
import { getDatabase } from '~/server/db/database.server'
import { reportScreenshot } from '~/server/fees/pay-reports.server'
import { requireStaff } from '~/staff/shell/server/session.server'

/** A student's screenshot of a reported payment, for staff: sniffed on upload, sent as a download, never rendered here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const file = await reportScreenshot((await getDatabase()).db, params.id)
  if (!file?.screenshot) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const name = (file.filename ?? 'screenshot').replace(/[^\w.-]+/g, '_')
  return new Response(new Uint8Array(file.screenshot), {
    headers: {
      'Content-Type': file.contentType ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
