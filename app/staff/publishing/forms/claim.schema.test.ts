import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/forms/fields'
import { CLAIM_LIMITS } from '~/staff/shell/forms/limits'
import { claimSchema } from './claim.schema'

const schema = claimSchema('2026-11-27')
const form = {
  id: 'placement-rate',
  figure: ' 82% ',
  label: 'Placement\n rate',
  counts: 'Of the 2025 graduates who looked for a job, employed within six months',
  asOf: '2026-06-30',
  sourceUrl: '',
}
const errorsOf = (values: Record<string, unknown>) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('the claim form’s schema', () => {
  it('passes a claim with its basis as the store writes it: one line, trimmed, empty source as null', () => {
    expect(schema.parse(form)).toEqual({
      id: 'placement-rate',
      figure: '82%',
      label: 'Placement rate',
      counts: form.counts,
      asOf: '2026-06-30',
      sourceUrl: null,
    })
  })

  it('passes a claim without a basis (kept off the site), but not half a basis', () => {
    expect(schema.parse({ ...form, counts: '', asOf: '' })).toMatchObject({ counts: '', asOf: null })
    expect(errorsOf({ ...form, asOf: '' })).toEqual({ asOf: 'Give the day this basis was true, too.' })
    expect(errorsOf({ ...form, counts: '  ' })).toEqual({
      counts: 'Say what the figure counts and over which period.',
    })
  })

  it('refuses an unknown claim, an empty figure, a day to come, a bad date, a non-https source and overlong text', () => {
    expect(errorsOf({ ...form, id: 'revenue' })).toHaveProperty('id')
    expect(errorsOf({ ...form, figure: '' })).toHaveProperty('figure')
    expect(errorsOf({ ...form, asOf: '2026-11-28' })).toEqual({
      asOf: 'This day is still to come: give the day it was counted.',
    })
    expect(errorsOf({ ...form, asOf: '30/06/2026' })).toHaveProperty('asOf')
    expect(errorsOf({ ...form, sourceUrl: 'http://example.com/report' })).toHaveProperty('sourceUrl')
    expect(errorsOf({ ...form, sourceUrl: 'javascript:alert(1)' })).toHaveProperty('sourceUrl')
    expect(errorsOf({ ...form, figure: '9'.repeat(CLAIM_LIMITS.figure + 1) })).toHaveProperty('figure')
    expect(errorsOf({ ...form, counts: 'x'.repeat(CLAIM_LIMITS.counts + 1) })).toHaveProperty('counts')
  })

  it('refuses a field sent as a file rather than text', () => {
    expect(errorsOf({ ...form, counts: new File(['x'], 'x.txt') })).toHaveProperty('counts')
  })
})
