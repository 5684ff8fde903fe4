import type { Route } from './+types/fee-document'
import { getDatabase } from '~/server/db/database.server'
import { feeDocumentFile } from '~/server/fees/fee-document-file.server'

/** A receipt, invoice or credit note from the student's pay page: the token must be the one of the document's fee. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await feeDocumentFile((await getDatabase()).db, { token: params.token, paymentId: params.id })
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return file
}
