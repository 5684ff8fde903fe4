import { describe, expect, it } from 'vitest'
import { guideSlugs, loadGuide } from '~/content/guides'
import { roadmapTitle } from './guide-seo'

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
