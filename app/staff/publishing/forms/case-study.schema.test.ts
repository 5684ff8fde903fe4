import { describe, expect, it } from 'vitest'
import {
  CASE_STUDY_CONSENT_REQUIRED,
  CASE_STUDY_LIMITS,
  CaseStudyFormSchema,
  type CaseStudyFormValues,
} from './case-study.schema'

const valid: CaseStudyFormValues = {
  title: 'Online orders for a coffee roaster',
  client: '',
  sector: 'speciality coffee, Chikkamagaluru',
  problem: 'Orders came in over WhatsApp and were copied into a spreadsheet by hand, so some were missed every week.',
  built: 'A storefront with Razorpay checkout, GST invoices and an order screen the packing team uses on a tablet.',
  stack: 'React Router\r\n\r\nPostgreSQL\nRazorpay',
  results: 'Orders a month up from 40 to 210\nMissed orders down from about 6 a week to 0',
  liveUrl: 'https://example.in/shop',
  consentOn: '2026-11-02',
  shown: 'on',
}
const errors = (values: Partial<CaseStudyFormValues>) => {
  const parsed = CaseStudyFormSchema.safeParse({ ...valid, ...values })
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('case study form', () => {
  it('reads the lists a line each, blank lines dropped; an empty link and consent as null', () => {
    expect(CaseStudyFormSchema.parse(valid)).toMatchObject({
      stack: ['React Router', 'PostgreSQL', 'Razorpay'],
      results: ['Orders a month up from 40 to 210', 'Missed orders down from about 6 a week to 0'],
      liveUrl: 'https://example.in/shop',
      shown: true,
    })
    expect(CaseStudyFormSchema.parse({ ...valid, liveUrl: '', consentOn: '', shown: undefined })).toMatchObject({
      liveUrl: null,
      consentOn: null,
      shown: false,
    })
  })

  it('wants each result with its number, and at least one technology', () => {
    expect(errors({ results: 'Happier customers' })).toEqual({
      results: 'Give each result with its number, e.g. “Orders on the site up from 40 to 210 a month”.',
    })
    expect(errors({ stack: ' \n ' })).toEqual({ stack: 'Give the technologies, one a line.' })
    expect(
      errors({ stack: Array.from({ length: CASE_STUDY_LIMITS.lines + 1 }, (_, i) => `Tool ${i}`).join('\n') }),
    ).toEqual({
      stack: `Give at most ${CASE_STUDY_LIMITS.lines} lines of technologies.`,
    })
  })

  it('refuses to show one without consent, an http or odd link, a title without letters, and over-long text', () => {
    expect(errors({ consentOn: '' })).toEqual({ consentOn: CASE_STUDY_CONSENT_REQUIRED })
    expect(errors({ liveUrl: 'http://example.in' })).toEqual({
      liveUrl: 'Give the full live address starting with https://.',
    })
    expect(errors({ liveUrl: 'javascript:alert(1)' })).toEqual({
      liveUrl: 'Give the full live address starting with https://.',
    })
    expect(errors({ title: '!!!' })).toEqual({
      title: 'Give a title with letters or digits: it makes the page’s address.',
    })
    expect(errors({ problem: 'p'.repeat(CASE_STUDY_LIMITS.text + 1) })).toEqual({
      problem: `Keep the problem within ${CASE_STUDY_LIMITS.text} characters.`,
    })
    expect(errors({ sector: '' })).toEqual({ sector: 'Give the sector.' })
  })
})
