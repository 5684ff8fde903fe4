import { describe, expect, it } from 'vitest'
import { publicPaths } from '~/content/paths'
import { contentShareCards } from './og-cards'
import { ogDivision, ogImagePath } from './og-image'
import { seo } from './seo'

const meta = (tags: ReturnType<typeof seo>, key: string) =>
  tags.find(
    (tag) => (tag as Record<string, string>).property === key || (tag as Record<string, string>).name === key,
  ) as { content: string } | undefined

describe('share images', () => {
  it('gives every public page its own image path', () => {
    const images = publicPaths().map((path) => ogImagePath(path))
    expect(new Set(images).size).toBe(images.length)
    for (const image of images) expect(image).toMatch(/^\/og\/[a-z0-9/-]+\.png$/)
    expect(ogImagePath('/')).toBe('/og/home.png')
    expect(ogImagePath('/realworkstudio/course/frontend', 3)).toBe('/og/realworkstudio/course/frontend/phase-3.png')
  })

  it('names the division of each part of the site', () => {
    expect(ogDivision('/realworkstudio/course')).toMatch(/Studio/)
    expect(ogDivision('/services/about')).toMatch(/Services/)
    expect(ogDivision('/blogs')).toBe('RealWork Technologies')
  })

  it('puts size, type, alt and the large card in every page meta', () => {
    const tags = seo({ title: 'Blog', description: 'Notes', path: '/blogs' })
    expect(meta(tags, 'og:image')?.content).toBe('https://realworktech.in/og/blogs.png')
    expect(meta(tags, 'og:image:width')?.content).toBe('1200')
    expect(meta(tags, 'og:image:height')?.content).toBe('630')
    expect(meta(tags, 'og:image:type')?.content).toBe('image/png')
    expect(meta(tags, 'og:image:alt')?.content).toContain('Blog')
    expect(meta(tags, 'twitter:card')?.content).toBe('summary_large_image')
    expect(meta(tags, 'twitter:image')?.content).toBe('https://realworktech.in/og/blogs.png')
  })

  it('renders a card for every guide (phase count, duration) and every phase', async () => {
    const cards = await contentShareCards()
    const frontend = cards.find((card) => card.image === '/og/realworkstudio/course/frontend.png')!
    expect(frontend.detail).toMatch(/^\d+ phases · .*months/)
    const phases = cards.filter((card) => /\/phase-\d+\.png$/.test(card.image))
    expect(phases.length).toBeGreaterThan(12 * 7)
    expect(new Set(cards.map((card) => card.image)).size).toBe(cards.length)
  })
})
