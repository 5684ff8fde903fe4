import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH } from '~/content/search'
import type { SearchHit } from '~/content/search'
import { collectDocuments, highlight, makeSnippet, normaliseQuery, SiteSearch } from './search.server'

let site: SiteSearch
beforeAll(async () => {
  site = new SiteSearch(await collectDocuments())
})

const text = (parts: SearchHit['snippet']) => parts.map((part) => part.text).join('')
const marked = (parts: SearchHit['snippet']) => parts.filter((part) => part.mark).map((part) => part.text.toLowerCase())

describe('site search', () => {
  it('indexes every kind of content', async () => {
    const kinds = new Set((await collectDocuments()).map((doc) => doc.kind))
    expect([...kinds].sort()).toEqual([
      'bootcamp',
      'capstone',
      'crash',
      'guide',
      'legal',
      'phase',
      'post',
      'project',
      'service',
      'support',
    ])
  })

  it('forgives a typo: "kubernets" finds Kubernetes phases with a deep link', () => {
    const result = site.search('kubernets')
    expect(result.total).toBeGreaterThan(0)
    const top = result.hits[0]!
    expect(marked([...top.title, ...top.snippet])).toContain('kubernetes')
    const phase = result.hits.find((hit) => hit.kind === 'phase')!
    expect(phase.href).toMatch(/^\/realworkstudio\/course\/[a-z]+\?phase=(\d+)#phase-\1$/)
  })

  it('"spring boot" finds the backend roadmap first, with both words marked', () => {
    const top = site.search('spring boot').hits[0]!
    expect(top.href).toContain('/realworkstudio/course/backend')
    expect(marked([...top.title, ...top.snippet])).toEqual(expect.arrayContaining(['spring', 'boot']))
  })

  it('finds bootcamps, crash courses, services, posts and policies', () => {
    expect(
      site.search('refund').hits.some((hit) => hit.kind === 'legal' && hit.href.startsWith('/refund-policy#section-')),
    ).toBe(true)
    expect(
      site
        .search('power bi')
        .hits.some((hit) => hit.kind === 'crash' || hit.kind === 'bootcamp' || hit.kind === 'phase'),
    ).toBe(true)
    expect(site.search('e-commerce website').hits.some((hit) => hit.kind === 'service')).toBe(true)
    expect(site.search('flutter').hits.length).toBeGreaterThan(0)
  })

  it('answers an empty query with suggestions and no hits', () => {
    const result = site.search('   ')
    expect(result).toMatchObject({ query: '', total: 0, hits: [] })
    expect(result.suggestions.length).toBeGreaterThan(0)
  })

  it('offers suggestions when nothing matches, and each suggestion finds something', () => {
    const result = site.search('qwxzzv')
    expect(result.hits).toEqual([])
    expect(result.suggestions.length).toBeGreaterThan(0)
    for (const suggestion of result.suggestions) expect(site.search(suggestion).total, suggestion).toBeGreaterThan(0)
  })

  it('bounds a very long query', () => {
    const { query, truncated } = normaliseQuery('react '.repeat(5000))
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(query.split(' ').length).toBeLessThanOrEqual(8)
    expect(truncated).toBe(true)
    const started = performance.now()
    expect(site.search('x'.repeat(100_000)).truncated).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('keeps hostile input as plain text (React escapes it when rendering)', () => {
    const result = site.search('<script>alert(1)</script> react')
    expect(result.query).toBe('<script>alert(1)</script> react')
    for (const hit of result.hits) expect(text(hit.snippet)).not.toContain('<script>')
  })
})

describe('snippets', () => {
  it('marks whole matched words only', () => {
    expect(highlight('React and Reactive', new Set(['react']))).toEqual([
      { text: 'React', mark: true },
      { text: ' and Reactive', mark: false },
    ])
  })

  it('picks the segment with most matches and cuts long text around the first one', () => {
    const long = `${'lorem '.repeat(80)}docker compose ${'ipsum '.repeat(80)}`
    const parts = makeSnippet(['nothing here', long], new Set(['docker', 'compose']))
    expect(text(parts).length).toBeLessThan(240)
    expect(text(parts).startsWith('… ')).toBe(true)
    expect(marked(parts)).toEqual(['docker', 'compose'])
  })
})
