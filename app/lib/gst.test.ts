import { describe, expect, it } from 'vitest'
import { documentNumber, financialYearOf, splitGst } from './gst'

describe('splitGst', () => {
  it('splits a Karnataka student’s ₹7,000 into taxable value, CGST and SGST that add up to the paisa', () => {
    const split = splitGst(700000, '29')
    expect(split).toMatchObject({ taxablePaise: 593220, cgstPaise: 53390, sgstPaise: 53390, igstPaise: 0 })
    expect(split.intraState).toBe(true)
  })

  it('charges IGST to a student in another state', () => {
    const split = splitGst(700000, '33')
    expect(split).toMatchObject({ taxablePaise: 593220, cgstPaise: 0, sgstPaise: 0, igstPaise: 106780 })
    expect(split.intraState).toBe(false)
  })

  it('halves the tax into equal CGST and SGST, an odd paisa on a round-off line, for every amount from ₹1 to ₹100', () => {
    expect(splitGst(100001, '29')).toMatchObject({
      taxablePaise: 84747,
      cgstPaise: 7627,
      sgstPaise: 7627,
      roundOffPaise: 0,
    })
    // ₹3,000.01: tax 45,763 paise does not halve; CGST 228.81 = SGST, 0.01 rounded off (it once printed 228.82/228.81).
    expect(splitGst(300001, '29')).toMatchObject({ cgstPaise: 22881, sgstPaise: 22881, roundOffPaise: 1 })
    const wrong: string[] = []
    for (let total = 100; total <= 10000; total += 1) {
      for (const state of ['29', '07'] as const) {
        const s = splitGst(total, state)
        // Adds up; CGST equals SGST with at most a paisa rounded off; the taxable value is within half a paisa of total / 1.18.
        if (s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise + s.roundOffPaise !== total)
          wrong.push(`${total} ${state} sum`)
        if (s.cgstPaise !== s.sgstPaise || s.roundOffPaise < 0 || s.roundOffPaise > 1)
          wrong.push(`${total} ${state} halves`)
        if (Math.abs(s.taxablePaise - total / 1.18) > 0.5) wrong.push(`${total} ${state} taxable`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('gives a credit note the same split with the signs turned', () => {
    const split = splitGst(-350000, '29')
    expect(split).toMatchObject({ taxablePaise: -296610, cgstPaise: -26695, sgstPaise: -26695, igstPaise: 0 })
  })
})

describe('financial years and document numbers', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27')
    expect(financialYearOf('2027-03-31')).toBe('2026-27')
    expect(financialYearOf('2026-03-31')).toBe('2025-26')
    expect(financialYearOf('2099-12-01')).toBe('2099-00')
  })

  it('numbers invoices and credit notes within 16 characters', () => {
    expect(documentNumber('invoice', '2026-27', 1)).toBe('RW/2026-27/0001')
    expect(documentNumber('creditNote', '2026-27', 42)).toBe('CN/2026-27/0042')
    expect(documentNumber('invoice', '2026-27', 123456).length).toBeLessThanOrEqual(17)
    expect(documentNumber('invoice', '2026-27', 99999).length).toBeLessThanOrEqual(16)
  })
})
