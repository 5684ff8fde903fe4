import { describe, expect, it } from 'vitest'
import { bootcamps } from './bootcamps'
import { COMPARE_MAX, compareCopy, comparePage, compareTracks, parseTrackSelection } from './compare'
import { ComparePageSchema } from './schema'

const tracks = await compareTracks(bootcamps)
const keys = tracks.map((t) => t.key)
const q = (search: string) => parseTrackSelection(new URLSearchParams(search), keys)

describe('comparePage', () => {
  it('parses with its schema', () => {
    expect(ComparePageSchema.safeParse(comparePage).error?.issues ?? []).toEqual([])
  })

  it('names the number of shown bootcamps in words, so a hidden one never leaves "all ten" standing', () => {
    expect(compareCopy(comparePage, 10).allTitle).toBe('All ten bootcamps side by side')
    const nine = compareCopy(comparePage, 9)
    expect(nine.form.showAll).toBe('Show all nine tracks')
    expect(nine.moreTechnologies).toBe('+{count} more')
    expect(JSON.stringify(nine)).not.toContain('{tracks}')
  })
})

describe('compareTracks', () => {
  it('has all ten bootcamps with every fact filled', () => {
    expect(tracks).toHaveLength(10)
    expect(new Set(keys).size).toBe(10)
    for (const track of tracks) {
      const bootcamp = bootcamps.find((b) => b.guideSlug === track.key)!
      expect(track.bootcamp).toEqual({
        duration: '3 Months',
        // No batch given: the catalogue's price, no early-bird.
        fee: { paise: 700000, fullPaise: 700000, earlyUntil: null },
        originalPrice: 10000,
        modules: bootcamp.phases,
      })
      expect(track.guide.phases).toBeGreaterThanOrEqual(7)
      expect(track.guide.effort).toMatch(/^\d+(–\d+)? hours a week$/)
      expect(track.capstones.length).toBeGreaterThanOrEqual(3)
      expect(track.prerequisites.length).toBeGreaterThan(40)
      expect(track.technologies.length).toBeGreaterThanOrEqual(6)
      expect(track.careers.length).toBeGreaterThanOrEqual(4)
      expect(track.guide.href).toBe(`/realworkstudio/course/${track.key}`)
      expect(track.registerHref).toBe(`/realworkstudio/register?bootcamp=${bootcamp.id}`)
    }
  })

  it('states the fee a track’s next batch charges today, its early-bird fee included', async () => {
    const early = { paise: 600000, fullPaise: 700000, earlyUntil: '2026-12-15' }
    const priced = await compareTracks(bootcamps, {}, { 'frontend-development': early })
    expect(priced.find((t) => t.key === 'frontend')!.bootcamp.fee).toEqual(early)
    expect(priced.find((t) => t.key === 'backend')!.bootcamp.fee.paise).toBe(700000)
  })
})

describe('parseTrackSelection', () => {
  it('shows all ten without a choice', () => {
    expect(q('')).toEqual({ status: 'all' })
    expect(q('tracks=')).toEqual({ status: 'all' })
  })
  it('reads the comma form and the checkbox form, without duplicates', () => {
    expect(q('tracks=frontend,backend')).toEqual({ status: 'picked', keys: ['frontend', 'backend'] })
    expect(q('tracks=frontend&tracks=backend&tracks=ds')).toEqual({
      status: 'picked',
      keys: ['frontend', 'backend', 'ds'],
    })
    expect(q('tracks=frontend,frontend,backend')).toEqual({ status: 'picked', keys: ['frontend', 'backend'] })
  })
  it('explains one, too many and unknown tracks', () => {
    expect(q('tracks=frontend')).toEqual({ status: 'invalid', reason: 'tooFew', keys: ['frontend'] })
    expect(q(`tracks=${keys.slice(0, COMPARE_MAX + 1).join(',')}`)).toMatchObject({
      status: 'invalid',
      reason: 'tooMany',
    })
    expect(q('tracks=frontend,cobol')).toEqual({ status: 'invalid', reason: 'unknown', keys: ['frontend'] })
    expect(q('tracks=cloud,devops')).toMatchObject({ status: 'invalid', reason: 'unknown' }) // guides without a bootcamp
  })
})
