import { describe, expect, it } from 'vitest'
import seed from '~/server/db/seed/claims-2026-11.json'
import { builtInClaims, CLAIM_IDS, claimedFigures, hasBasis, ourNumbersPage, type ShownClaims } from './claims'
import { OurNumbersPageSchema } from './schema'
import { bootcamps } from './studio/bootcamps'

describe('claims', () => {
  it('has one built-in row per claim id, and migration 018’s snapshot holds the same rows', () => {
    expect(builtInClaims.map((c) => c.id)).toEqual([...CLAIM_IDS])
    expect(
      seed.map((c) => ({
        id: c.id,
        figure: c.figure,
        label: c.label,
        counts: c.counts,
        asOf: c.as_of,
        sourceUrl: c.source_url,
      })),
    ).toEqual(builtInClaims)
  })

  it('shows no built-in figure without a basis: only the one the site itself backs', () => {
    expect(builtInClaims.filter(hasBasis).map((c) => c.id)).toEqual(['technologies'])
    // "15+ technologies taught": the syllabi on this site name more than that.
    const taught = new Set(bootcamps.flatMap((b) => b.technologies))
    expect(taught.size).toBeGreaterThanOrEqual(15)
  })

  it('needs both what a claim counts and its date', () => {
    expect(hasBasis({ counts: 'Graduates of 2025', asOf: '2026-01-31' })).toBe(true)
    expect(hasBasis({ counts: '  ', asOf: '2026-01-31' })).toBe(false)
    expect(hasBasis({ counts: 'Graduates of 2025', asOf: null })).toBe(false)
  })

  it('draws the claims a page names in its order, leaving out those not shown, each with a mark to its basis', () => {
    const shown: ShownClaims = {
      technologies: { ...builtInClaims.find((c) => c.id === 'technologies')! },
      'placement-rate': {
        id: 'placement-rate',
        figure: '82%',
        label: 'Placement rate',
        counts: 'Of the 2025 graduates who looked for a job, employed within six months',
        asOf: '2026-06-30',
        sourceUrl: null,
      },
    }
    expect(claimedFigures(shown, ['placement-rate', 'students-trained', 'technologies'])).toEqual([
      {
        value: '82%',
        label: 'Placement rate',
        basis: { href: '/our-numbers#claim-placement-rate', name: 'How we count Placement rate' },
      },
      {
        value: '15+',
        label: 'Technologies taught',
        basis: { href: '/our-numbers#claim-technologies', name: 'How we count Technologies taught' },
      },
    ])
  })

  it('parses the Our numbers page copy', () => {
    expect(OurNumbersPageSchema.parse(ourNumbersPage)).toEqual(ourNumbersPage)
  })
})
