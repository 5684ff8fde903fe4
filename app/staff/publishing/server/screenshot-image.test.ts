import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { sniffFileType } from '~/lib/file-type'
import { paddedJpeg, realJpeg } from '../../../../tests/fixtures/hostile-images'
import { imageSize } from './images/image-header.server'
import { MAX_SCREENSHOT_BYTES, prepareScreenshot } from './screenshot-image.server'

/** A PNG of `width` × `height`, its left half red and its right half blue. */
function png(width: number, height: number): Uint8Array {
  const image = new PNG({ width, height })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      image.data.set(x < width / 2 ? [220, 20, 20, 255] : [20, 20, 220, 255], at)
    }
  return new Uint8Array(PNG.sync.write(image))
}

describe('case study screenshots', () => {
  it('fits a wide PNG to 1,200 px and 640 px wide, in proportion, as WebP', async () => {
    const result = await prepareScreenshot(png(2400, 1500))
    if (!result.ok) throw new Error(result.error)
    expect(result.contentType).toBe('image/webp')
    expect([result.large.width, result.large.height]).toEqual([1200, 750])
    expect(sniffFileType(result.large.data)).toBe('image/webp')
    expect(imageSize(result.large.data, 'image/webp')).toEqual([1200, 750])
    expect(result.small && imageSize(result.small.data, 'image/webp')).toEqual([640, 400])
    expect(result.small!.data.byteLength).toBeLessThan(result.large.data.byteLength)
  })

  it('never makes a narrow one wider, and keeps no phone copy of one already narrow', async () => {
    const result = await prepareScreenshot(png(500, 900))
    if (!result.ok) throw new Error(result.error)
    expect([result.large.width, result.large.height]).toEqual([500, 900])
    expect(result.small).toBeNull()
  })

  it('takes a JPEG and a WebP too', async () => {
    const jpeg = await prepareScreenshot(realJpeg(800, 600))
    if (!jpeg.ok) throw new Error(jpeg.error)
    expect([jpeg.large.width, jpeg.large.height, jpeg.small?.width]).toEqual([800, 600, 640])
    const webp = await prepareScreenshot(jpeg.large.data)
    if (!webp.ok) throw new Error(webp.error)
    expect([webp.large.width, webp.large.height, webp.small?.height]).toEqual([800, 600, 480])
  })

  it('refuses other files, oversized ones and huge dimensions with a reason, before decoding', async () => {
    expect(await prepareScreenshot(new TextEncoder().encode('%PDF-1.7 not an image'))).toEqual({
      ok: false,
      error: 'The screenshot must be a PNG, JPEG or WebP image.',
    })
    const big = new Uint8Array(MAX_SCREENSHOT_BYTES + 1)
    big.set(png(2, 2))
    expect(await prepareScreenshot(big)).toMatchObject({ ok: false, error: expect.stringMatching(/larger than 4/) })
    const started = Date.now()
    expect(await prepareScreenshot(paddedJpeg(16000))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The screenshot is 16,?000 × 16,?000/),
    })
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
