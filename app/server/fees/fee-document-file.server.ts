import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { contentDisposition } from '~/server/http.server'
import { feeDocumentPdf } from './fee-document-pdf.server'

/** The invoice a credit note adjusts (cancels or refunds), which the note names with its number and date. */
export async function creditedInvoiceOf(db: Kysely<Database>, entry: Pick<PaymentTable, 'credits_id'>) {
  if (!entry.credits_id) return undefined
  return db
    .selectFrom('payments')
    .select(['document_number', 'on_day'])
    .where('id', '=', entry.credits_id)
    .executeTakeFirst()
}

/**
 * A ledger entry's PDF as a download, for the student (by their pay token, which must be the fee's own) or for staff
 * (by id alone, behind the staff gate in the route). Private: never cached by a shared cache, never indexed.
 */
export async function feeDocumentFile(
  db: Kysely<Database>,
  where: { paymentId: string; token?: string },
): Promise<Response | undefined> {
  let query = db.selectFrom('payments as p').selectAll('p').where('p.id', '=', where.paymentId)
  if (where.token !== undefined)
    query = query.innerJoin('fee_plans as f', 'f.enrolment_id', 'p.enrolment_id').where('f.pay_token', '=', where.token)
  const entry = await query.executeTakeFirst()
  if (!entry) return undefined
  const pdf = await feeDocumentPdf(entry, await creditedInvoiceOf(db, entry))
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': contentDisposition(`${entry.document_number.replaceAll('/', '-')}.pdf`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
