import type { Route } from './+types/staff.payments.documents.$id'
import { getDatabase } from '~/server/db/database.server'
import { feeDocumentFile } from '~/server/fees/fee-document-file.server'
import { requireStaff } from '~/staff/shell/server/session.server'

/** A ledger entry's invoice, receipt or credit note, for staff. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const file = await feeDocumentFile((await getDatabase()).db, { paymentId: params.id })
  return file ?? new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
}
