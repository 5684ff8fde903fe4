import { describe, expect, it } from 'vitest'
import { GuideSchema, type Guide } from '../schema'
import { guideSlugs, loadGuide } from './index'

/** Exact counts of each guide's phases and capstones (issue 4). */
const expected: Record<string, { phases: number; capstones?: number; firstId: number }> = {
  frontend: { phases: 13, capstones: 5, firstId: 1 },
  backend: { phases: 13, capstones: 5, firstId: 1 },
  aiml: { phases: 10, capstones: 5, firstId: 1 },
  genai: { phases: 8, capstones: 4, firstId: 1 },
  cloud: { phases: 8, capstones: 3, firstId: 0 },
  devops: { phases: 9, capstones: 3, firstId: 0 },
  android: { phases: 15, capstones: 10, firstId: 1 },
  fullstack: { phases: 7, capstones: 5, firstId: 1 },
  dataengineer: { phases: 7, firstId: 1 },
  dataanalytics: { phases: 7, capstones: 5, firstId: 1 },
  ds: { phases: 7, capstones: 5, firstId: 1 },
  mern: { phases: 9, firstId: 1 },
}

const STANDARD_LEVELS = [
  'Absolute Beginner',
  'Beginner',
  'Beginner to Intermediate',
  'Intermediate',
  'Intermediate to Advanced',
  'Advanced',
  'Expert',
]
const allowedLevels: Record<string, string[]> = {
  genai: [
    'Beginner',
    'Beginner to Intermediate',
    'Intermediate',
    'Advanced',
    'Very Advanced',
    'Production-Ready',
    'Advanced+',
  ],
  cloud: ['Foundation', 'Beginner', 'Intermediate', 'Advanced'],
  android: ['Foundation', 'Beginner', 'Intermediate', 'Advanced', 'Expert'],
}

const guides = new Map<string, Guide>()
for (const slug of guideSlugs) {
  const guide = await loadGuide(slug).catch(() => undefined)
  if (guide) guides.set(slug, guide)
}

describe.each([...guides.entries()])('guide %s', (slug, guide) => {
  const want = expected[slug]!
  it('parses with the schema', () => {
    const result = GuideSchema.safeParse(guide)
    expect(result.error?.issues ?? []).toEqual([])
    expect(guide.slug).toBe(slug)
  })
  it('has its phase and capstone counts and sequential phase ids', () => {
    expect(guide.phases).toHaveLength(want.phases)
    if (want.capstones) expect(guide.capstones).toHaveLength(want.capstones)
    expect(guide.phases.map((p) => p.id)).toEqual(guide.phases.map((_, i) => i + want.firstId))
    expect(guide.prompts).toHaveLength(5)
  })
  it('uses only levels of its scale', () => {
    const levels = allowedLevels[slug] ?? STANDARD_LEVELS
    for (const phase of guide.phases) expect(levels, `phase ${phase.id}`).toContain(phase.level)
  })
  it('never repeats a phase title, page title, topic list or topic', () => {
    const titles = guide.phases.map((p) => p.title)
    expect(new Set(titles).size).toBe(titles.length)
    const pages = guide.phases.flatMap((p) => p.pages)
    const pageTitles = pages.map((p) => p.title)
    expect(new Set(pageTitles).size).toBe(pageTitles.length)
    const topics = pages.flatMap((p) => p.topics)
    expect(new Set(topics).size).toBe(topics.length)
    const labs = pages.flatMap((p) => p.handsOn)
    expect(new Set(labs).size).toBe(labs.length)
  })
})

describe('all guides', () => {
  it('exist, one module per slug', () => {
    expect([...guides.keys()].sort()).toEqual([...guideSlugs].sort())
  })
  it('never share a phase title or topic across guides', () => {
    const seen = new Map<string, string>()
    for (const [slug, guide] of guides) {
      for (const topic of guide.phases.flatMap((p) => p.pages.flatMap((pg) => pg.topics))) {
        const other = seen.get(topic)
        expect(other === undefined || other === slug, `"${topic}" in ${slug} and ${other}`).toBe(true)
        seen.set(topic, slug)
      }
    }
  })
  it('span durations from 3-4 days to 4+ weeks', () => {
    const durations = [...guides.values()].flatMap((g) => g.phases.map((p) => p.duration))
    expect(durations).toContain('3-4 days')
    expect(durations).toContain('4+ weeks')
  })
  it('cloud: free-tier labels, billing alerts, costs', () => {
    const cloud = guides.get('cloud')!
    expect(cloud.phases.every((p) => p.freeTier)).toBe(true)
    expect(new Set(cloud.phases.map((p) => p.freeTier))).toEqual(
      new Set(['100% Free', '95% Free', '90% Free', '85% Free', '80% Free', '70% Free']),
    )
    expect(cloud.capstones.every((c) => c.cost)).toBe(true)
    const all = JSON.stringify(cloud)
    for (const amount of ['$10', '$25', '$50']) expect(all).toContain(amount)
  })
  it('devops: every phase and capstone has requirements; 3 columns', () => {
    const devops = guides.get('devops')!
    expect(devops.phases.every((p) => p.requirements)).toBe(true)
    expect(devops.capstones.every((c) => c.requirements?.length)).toBe(true)
    expect(devops.capstoneColumns).toBe(3)
  })
  it('android: learning features, career outcomes, 8 GB RAM', () => {
    const android = guides.get('android')!
    const cards = android.extras.find((e) => e.heading === 'Complete Learning Features')
    expect(cards?.kind === 'cards' && cards.cards.map((c) => c.title)).toEqual([
      'Clean Architecture',
      'Modern Tools',
      'Material Design 3',
      'Production Ready',
    ])
    expect(android.extras.some((e) => /career/i.test(e.heading))).toBe(true)
    expect(android.requirementsNote).toMatch(/8 GB RAM/)
  })
  it('fullstack: learning journey of 4 cards and career outcomes', () => {
    const fullstack = guides.get('fullstack')!
    const journey = fullstack.extras.find((e) => e.heading === 'Your Learning Journey')
    expect(journey?.kind === 'cards' && journey.cards.length).toBe(4)
    expect(fullstack.extras.some((e) => /career/i.test(e.heading))).toBe(true)
  })
  it('data guides: a mini project per phase (data engineering: none in phase 7)', () => {
    for (const slug of ['dataanalytics', 'ds']) {
      expect(
        guides.get(slug)!.phases.every((p) => p.miniProject),
        slug,
      ).toBe(true)
    }
    const de = guides.get('dataengineer')!
    expect(de.phases.map((p) => Boolean(p.miniProject))).toEqual([true, true, true, true, true, true, false])
    expect(guides.get('dataanalytics')!.extras.some((e) => /achievement/i.test(e.heading))).toBe(true)
  })
  it('data science: 7-column grid, reflection questions, 6 outcomes, capstone requirements', () => {
    const ds = guides.get('ds')!
    expect(ds.phaseColumns).toBe(7)
    expect(ds.promptsHeading).toBe('Reflection Questions')
    const achieve = ds.extras.find((e) => e.heading === "What You'll Achieve by Completion")
    expect(achieve?.kind === 'list' && achieve.items.length).toBe(6)
    expect(ds.capstones.every((c) => c.requirements?.length)).toBe(true)
  })
})
