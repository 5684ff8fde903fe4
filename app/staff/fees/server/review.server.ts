import type { Kysely } from 'kysely'
import { creditReasonText } from '~/content/credit-reasons'
import { gstStateName, isGstStateCode } from '~/lib/gst'
import type { Database } from '~/server/db/schema.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { creditedInvoiceOf } from '~/server/fees/fee-document-file.server'
import { creditLine, documentTitle } from '~/server/fees/fee-document-pdf.server'

/** One document as the review step shows it before it is issued. */
export interface ReviewDocument {
  title: string
  number: string
  amountPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  roundOffPaise: number
  placeOfSupply: string
  credits: string | null
  reason: string | null
}

/**
 * The review step (decision 024): what a rehearsed write would issue and mail, and the fields to post again with
 * `confirm=yes`. Without JavaScript it is the page the form's post answers with.
 */
export interface FeeReview {
  form: 'payment' | 'cancel' | 'refund' | 'report' | 'record'
  name: string
  email: string
  documents: ReviewDocument[]
  withdraws: boolean
  fields: Record<string, string>
}

export async function feeReview(
  db: Kysely<Database>,
  review: Omit<FeeReview, 'documents' | 'name'>,
  rows: readonly PaymentTable[],
): Promise<FeeReview> {
  const documents: ReviewDocument[] = []
  for (const row of rows) {
    const place = row.place_of_supply
    documents.push({
      title: documentTitle(row),
      number: row.document_number,
      amountPaise: row.amount_paise,
      taxablePaise: row.taxable_paise,
      cgstPaise: row.cgst_paise,
      sgstPaise: row.sgst_paise,
      igstPaise: row.igst_paise,
      roundOffPaise: row.round_off_paise,
      placeOfSupply: isGstStateCode(place) ? `${gstStateName(place)} (${place})` : place,
      credits: creditLine(row, await creditedInvoiceOf(db, row)),
      reason: creditReasonText(row.reason_code),
    })
  }
  return { ...review, name: rows[0]?.recipient_name ?? '', documents }
}
