import { describe, expect, it } from 'vitest'
import { builtInClaims, hasBasis, type Claim, type ShownClaims } from '../claims'
import { guideSlugs } from '../guides'
import { bootcamps } from './bootcamps'
import { showcaseProjects } from './showcase'
import { BAND_SIZE, studioBandFigures, studioOwnFigures } from './stats'

const confirmed = (id: Claim['id'], figure: string, label: string): Claim => ({
  id,
  figure,
  label,
  counts: 'Counted from the admissions register',
  asOf: '2026-11-01',
  sourceUrl: null,
})

describe('the studio numbers band', () => {
  it('counts its own figures from the content: the roadmaps, the technologies, the showcase', () => {
    const own = studioOwnFigures()
    const technologies = new Set(bootcamps.flatMap((b) => b.technologies.map((t) => t.toLowerCase())))
    expect(own.map((f) => f.value)).toEqual([
      String(guideSlugs.length),
      String(technologies.size),
      String(showcaseProjects.length),
    ])
    // The numbers, as the content stands today.
    expect(guideSlugs.length).toBe(12)
    expect(showcaseProjects.length).toBe(17)
  })

  it('on a new site (only the technologies claim confirmed) fills the band with the roadmaps and the projects', () => {
    const shown: ShownClaims = Object.fromEntries(builtInClaims.filter(hasBasis).map((c) => [c.id, c]))
    const band = studioBandFigures(shown)
    // The confirmed claim about technologies stands for the counted figure on the same thing.
    expect(band.map((f) => `${f.value} ${f.label}`)).toEqual([
      '15+ Technologies taught',
      '12 Free roadmap guides',
      '17 Student projects in our showcase',
    ])
    expect(band.every((f) => f.basis)).toBe(true)
  })

  it('counts the technologies itself when no claim about them is shown', () => {
    const band = studioBandFigures({ 'placement-rate': confirmed('placement-rate', '82%', 'Placement rate') })
    expect(band.map((f) => f.label)).toEqual([
      'Placement rate',
      'Free roadmap guides',
      'Technologies across our bootcamps',
      'Student projects in our showcase',
    ])
    expect(band[2]!.value).toMatch(/^\d+$/)
  })

  it('shows only the claims once enough are confirmed', () => {
    const shown: ShownClaims = {
      'students-trained': confirmed('students-trained', '140', 'Students trained'),
      'placement-rate': confirmed('placement-rate', '82%', 'Placement rate'),
      'studio-projects': confirmed('studio-projects', '60', 'Student projects completed'),
    }
    const band = studioBandFigures(shown)
    expect(band).toHaveLength(BAND_SIZE)
    expect(band.map((f) => f.value)).toEqual(['60', '140', '82%'])
  })
})
