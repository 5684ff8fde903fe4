import type { APIRequestContext } from '@playwright/test'
import { publicPaths } from '../../app/content/paths'
import { expect, test } from './fixtures'

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function shareImage(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1]
  return {
    image: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
    card: meta('twitter:card'),
    title: meta('og:title'),
  }
}

test.describe('share images', () => {
  test('every public page, prerendered or the blog rendered per request, names its own 1200x630 PNG that the server answers', async ({
    request,
  }) => {
    const seen = new Set<string>()
    for (const path of publicPaths()) {
      const share = await shareImage(request, path)
      expect(share, path).toMatchObject({ width: '1200', height: '630', card: 'summary_large_image' })
      expect(share.alt, path).toBeTruthy()
      const url = new URL(share.image!)
      expect(seen.has(url.pathname), `${path} shares its image with another page`).toBe(false)
      seen.add(url.pathname)
      const response = await request.get(url.pathname)
      expect(response.status(), url.pathname).toBe(200)
      expect(response.headers()['content-type'], url.pathname).toBe('image/png')
      expect(pngSize(await response.body()), url.pathname).toEqual({ width: 1200, height: 630 })
    }
  })

  test('a shared guide phase previews that phase with its own image', async ({ request }) => {
    const share = await shareImage(request, '/realworkstudio/course/backend?phase=6')
    expect(share.title).toContain('Phase 6: Spring Boot Fundamentals and REST APIs')
    expect(share.image).toMatch(/\/og\/realworkstudio\/course\/backend\/phase-6\.png$/)
    const response = await request.get(new URL(share.image!).pathname)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
    // Any other value leaves the guide's own preview.
    expect((await shareImage(request, '/realworkstudio/course/backend?phase=99')).image).toMatch(
      /\/og\/realworkstudio\/course\/backend\.png$/,
    )
  })
})
