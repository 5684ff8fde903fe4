import { describe, expect, it } from 'vitest'
import { guideSlugs, loadGuide } from '~/content/guides'
import { guideJsonLd, roadmapTitle } from './guide-seo'

describe('roadmapTitle', () => {
  it("appends ' Roadmap' once", () => {
    expect(roadmapTitle({ title: 'Frontend Development' })).toBe('Frontend Development Roadmap')
    expect(roadmapTitle({ title: 'Data Analytics Roadmap' })).toBe('Data Analytics Roadmap')
  })
  it('gives every guide a unique title', async () => {
    const titles = await Promise.all(guideSlugs.map(async (slug) => roadmapTitle((await loadGuide(slug))!)))
    expect(new Set(titles).size).toBe(guideSlugs.length)
  })
})

describe('guideJsonLd', () => {
  it('describes the guide as a Course with one syllabus section per phase', async () => {
    const cloud = (await loadGuide('cloud'))!
    const ld = guideJsonLd(cloud, '/realworkstudio/course/cloud') as Record<string, unknown>
    expect(ld['@type']).toBe('Course')
    expect(ld.name).toBe('Cloud Engineering Roadmap')
    expect(ld.url).toBe('https://realworktech.in/realworkstudio/course/cloud')
    expect(ld.provider).toMatchObject({ '@type': 'Organization', name: 'RealWork Technologies' })
    expect(ld.educationalLevel).toBe('Foundation to Advanced')
    expect(ld.syllabusSections).toHaveLength(8)
    expect((ld.syllabusSections as { name: string }[])[0]!.name).toMatch(/^Phase 0: /)
  })
})
