import type { Kysely } from 'kysely'
import { gstStateName, isGstStateCode } from '~/lib/gst'
import { decimalRupees } from '~/lib/money'
import type { Database } from '~/server/db/schema.server'
import type { PaymentKind, PaymentMethod } from '~/server/db/schema-fees.server'
import { paymentMethodLabel } from '~/content/payment-methods'

/** The ledger's filters, as parsed from the page's query string (ledger.schema.ts). */
export interface LedgerFilter {
  financialYear: string | null
  /** 'YYYY-MM'. */
  month: string | null
  batch: string | null
  method: PaymentMethod | null
  /** India days, inclusive ('YYYY-MM-DD'): the analytics dashboard's range. */
  from?: string
  to?: string
}

export interface LedgerRow {
  id: string
  onDay: string
  kind: PaymentKind
  documentNumber: string
  reference: string
  enrolmentId: string | null
  student: string
  placeOfSupply: string
  batchCode: string
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  roundOffPaise: number
  amountPaise: number
  method: PaymentMethod
  utr: string | null
  /** A credit note's invoice: its number and day. */
  credits: { number: string; onDay: string } | null
  /** An invoice's cancellation: the credit note's number. */
  cancelledBy: string | null
}

const LIST_MAX = 2000

function filtered(db: Kysely<Database>, filter: LedgerFilter) {
  let query = db.selectFrom('payments as p')
  if (filter.financialYear) query = query.where('p.financial_year', '=', filter.financialYear)
  if (filter.month) query = query.where('p.on_day', 'like', `${filter.month}-%`)
  if (filter.batch) query = query.where('p.batch_code', '=', filter.batch)
  if (filter.method) query = query.where('p.method', '=', filter.method)
  if (filter.from) query = query.where('p.on_day', '>=', filter.from)
  if (filter.to) query = query.where('p.on_day', '<=', filter.to)
  return query
}

/** The ledger's entries under the filters, newest first (at most 2,000 on the page; the CSV has them all). */
export async function ledgerRows(db: Kysely<Database>, filter: LedgerFilter, limit = LIST_MAX): Promise<LedgerRow[]> {
  const rows = await filtered(db, filter)
    .leftJoin('payments as invoice', 'invoice.id', 'p.credits_id')
    .leftJoin('payments as cancellation', 'cancellation.reverses_id', 'p.id')
    .selectAll('p')
    .select([
      'invoice.document_number as invoiceNumber',
      'invoice.on_day as invoiceDay',
      'cancellation.document_number as cancelledBy',
    ])
    .orderBy('p.on_day', 'desc')
    .orderBy('p.document_number', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    onDay: r.on_day,
    kind: r.kind,
    documentNumber: r.document_number,
    reference: r.reference,
    enrolmentId: r.enrolment_id,
    student: r.recipient_name,
    placeOfSupply: r.place_of_supply,
    batchCode: r.batch_code,
    taxablePaise: r.taxable_paise,
    cgstPaise: r.cgst_paise,
    sgstPaise: r.sgst_paise,
    igstPaise: r.igst_paise,
    roundOffPaise: r.round_off_paise,
    amountPaise: r.amount_paise,
    method: r.method,
    utr: r.utr,
    credits: r.invoiceNumber && r.invoiceDay ? { number: r.invoiceNumber, onDay: r.invoiceDay } : null,
    cancelledBy: r.cancelledBy,
  }))
}

/** Net totals (payments less cancellations and refunds) per batch and per month, under the filters. */
export async function ledgerTotals(db: Kysely<Database>, filter: LedgerFilter) {
  const rows = await filtered(db, filter).select(['p.batch_code', 'p.on_day', 'p.amount_paise']).execute()
  const add = (map: Map<string, number>, key: string, paise: number) => map.set(key, (map.get(key) ?? 0) + paise)
  const batches = new Map<string, number>()
  const months = new Map<string, number>()
  for (const r of rows) {
    add(batches, r.batch_code, r.amount_paise)
    add(months, r.on_day.slice(0, 7), r.amount_paise)
  }
  const list = (map: Map<string, number>) => [...map].map(([key, totalPaise]) => ({ key, totalPaise }))
  return {
    byBatch: list(batches).sort((a, b) => a.key.localeCompare(b.key)),
    byMonth: list(months).sort((a, b) => b.key.localeCompare(a.key)),
    totalPaise: rows.reduce((sum, r) => sum + r.amount_paise, 0),
  }
}

/**
 * Net received per lead (the submission an entry's enrolment came from; null for an entry without one), under the
 * filters: the same entries as `ledgerTotals`, so the analytics dashboard's fees by source add up to its total.
 */
export async function ledgerTotalsByLead(
  db: Kysely<Database>,
  filter: LedgerFilter,
): Promise<Map<string | null, number>> {
  const rows = await filtered(db, filter)
    .leftJoin('enrolments as e', 'e.id', 'p.enrolment_id')
    .select(['e.submission_id', 'p.amount_paise'])
    .execute()
  const totals = new Map<string | null, number>()
  for (const r of rows) totals.set(r.submission_id, (totals.get(r.submission_id) ?? 0) + Number(r.amount_paise))
  return totals
}

const KIND: Record<PaymentKind, string> = {
  payment: 'Invoice',
  cancellation: 'Credit note (cancellation)',
  refund: 'Credit note (refund)',
}

/**
 * The accountant's CSV: one line per document, amounts in rupees with paise, signed (credit notes negative); every
 * credit note names its original invoice and date, and a cancelled invoice says which credit note cancelled it.
 */
export function ledgerCsvLines(rows: readonly LedgerRow[]): string[][] {
  const header = [
    'Date',
    'Document',
    'Number',
    'Enrolment',
    'Student',
    'State',
    'Batch',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
    'Round off',
    'Total',
    'Method',
    'UTR',
    'Original invoice',
    'Original invoice date',
    'Status',
  ]
  return [
    header,
    ...rows.map((r) => [
      r.onDay,
      KIND[r.kind],
      r.documentNumber,
      r.reference,
      r.student,
      isGstStateCode(r.placeOfSupply) ? `${gstStateName(r.placeOfSupply)} (${r.placeOfSupply})` : r.placeOfSupply,
      r.batchCode,
      decimalRupees(r.taxablePaise),
      decimalRupees(r.cgstPaise),
      decimalRupees(r.sgstPaise),
      decimalRupees(r.igstPaise),
      decimalRupees(r.roundOffPaise),
      decimalRupees(r.amountPaise),
      paymentMethodLabel(r.method),
      r.utr ?? '',
      r.credits?.number ?? '',
      r.credits?.onDay ?? '',
      r.cancelledBy ? `Cancelled by ${r.cancelledBy}` : '',
    ]),
  ]
}
