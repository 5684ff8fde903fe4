import { gstStates, HOME_STATE, type GstStateCode } from '~/content/gst-states'

/** GST on commercial training and coaching (SAC 999293): 18 %, as CGST 9 % + SGST 9 % or IGST 18 %. */
export const GST_RATE_PERCENT = 18
export const TRAINING_SAC = '999293'

export interface TaxSplit {
  /** What the student paid, tax included (the fee as the site shows it). */
  totalPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** The odd paisa of an intra-state tax that does not halve evenly: printed as a round-off line. */
  roundOffPaise: number
  placeOfSupply: GstStateCode
  intraState: boolean
}

/**
 * A GST-inclusive amount split as a tax invoice shows it, exact to the paisa: the taxable value is the total over
 * 1.18 rounded to the nearest paisa, the tax is the rest, and within Karnataka the tax halves into equal CGST and
 * SGST, any odd paisa going to a round-off line (as invoices print it), so taxable + tax + round-off is always the
 * total. A credit note passes a negative total and gets the same split with the signs turned.
 */
export function splitGst(totalPaise: number, placeOfSupply: GstStateCode): TaxSplit {
  const sign = totalPaise < 0 ? -1 : 1
  const total = Math.abs(totalPaise)
  const taxable = Math.round((total * 100) / (100 + GST_RATE_PERCENT))
  const tax = total - taxable
  const intraState = placeOfSupply === HOME_STATE
  const cgst = intraState ? Math.floor(tax / 2) : 0
  const sgst = cgst
  const igst = intraState ? 0 : tax
  const roundOff = intraState ? tax - cgst - sgst : 0
  const signed = (n: number) => (n === 0 ? 0 : sign * n)
  return {
    totalPaise,
    taxablePaise: signed(taxable),
    cgstPaise: signed(cgst),
    sgstPaise: signed(sgst),
    igstPaise: signed(igst),
    roundOffPaise: signed(roundOff),
    placeOfSupply,
    intraState,
  }
}

export function isGstStateCode(code: string): code is GstStateCode {
  return gstStates.some((state) => state.code === code)
}

export function gstStateName(code: GstStateCode): string {
  return gstStates.find((state) => state.code === code)!.name
}

/** India's financial year of a day, April to March: '2026-11-27' → '2026-27', '2027-03-31' → '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4))
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** The two numbered series, each consecutive per financial year and at most 16 characters (CGST Rules 46 and 53). */
export const DOCUMENT_SERIES = { invoice: 'RW', creditNote: 'CN' } as const
export type DocumentSeries = keyof typeof DOCUMENT_SERIES

/** 'RW/2026-27/0001': the series' prefix, the financial year and the number, four digits or more. */
export function documentNumber(series: DocumentSeries, financialYear: string, number: number): string {
  return `${DOCUMENT_SERIES[series]}/${financialYear}/${String(number).padStart(4, '0')}`
}
