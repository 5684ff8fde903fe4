import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { paddedJpeg, realJpeg } from '../../../../../tests/fixtures/hostile-images'
import { imageSize, imageTooLarge, jpegSegments, MAX_IMAGE_PIXELS } from './image-header.server'

const bytes = (...parts: (Uint8Array | number[])[]) => new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))))
const u16 = (n: number) => [n >> 8, n & 0xff]
/** The JPEG with `extra` inserted right after its start marker. */
const afterStart = (jpeg: Uint8Array, ...extra: (Uint8Array | number[])[]) =>
  bytes(jpeg.subarray(0, 2), ...extra, jpeg.subarray(2))
/** The real JPEG's frame header segment (FF C0 …). */
function frameOf(jpeg: Uint8Array): Uint8Array {
  const frame = jpegSegments(jpeg)!.find((s) => s.marker === 0xc0 || s.marker === 0xc2)!
  return jpeg.subarray(frame.start - 4, frame.end)
}
function withSize(segment: Uint8Array, width: number, height: number): Uint8Array {
  const copy = new Uint8Array(segment)
  new DataView(copy.buffer).setUint16(5, height)
  new DataView(copy.buffer).setUint16(7, width)
  return copy
}
/** A JPEG's bytes with its frame header segment left out. */
function withoutFrame(jpeg: Uint8Array): Uint8Array {
  const frame = frameOf(jpeg)
  const at = frame.byteOffset - jpeg.byteOffset
  return bytes(jpeg.subarray(0, at), jpeg.subarray(at + frame.byteLength))
}

describe('JPEG size, read as the decoder reads it', () => {
  it('reads a plain JPEG', () => {
    expect(imageSize(realJpeg(300, 200), 'image/jpeg')).toEqual([300, 200])
  })

  it('skips fill bytes before a marker: the padded frame of issue 37 is 16000 × 16000, not its decoy', () => {
    const hostile = paddedJpeg()
    expect(hostile.byteLength).toBeGreaterThan(49_000)
    expect(hostile.byteLength).toBeLessThan(52_000)
    expect([...hostile.subarray(0, 5)]).toEqual([0xff, 0xd8, 0xff, 0xff, 0xc0])
    expect(imageSize(hostile, 'image/jpeg')).toEqual([16000, 16000])
    expect(imageTooLarge('The photo', [16000, 16000])).toContain('16000 × 16000')
  })

  it('skips any number of fill bytes and stray bytes between segments, as the decoder does', () => {
    const jpeg = realJpeg(80, 60)
    const big = withSize(frameOf(jpeg), 12000, 9000)
    const rest = withoutFrame(jpeg)
    expect(imageSize(afterStart(rest, [0xff, 0xff, 0xff, 0xff], big), 'image/jpeg')).toEqual([12000, 9000])
    // Garbage before the marker: jpeg-decoder and libjpeg skip to the next 0xFF.
    expect(imageSize(afterStart(rest, [0x00, 0x12, 0x34], big), 'image/jpeg')).toEqual([12000, 9000])
    // FF 00 is no marker: skipped too.
    expect(imageSize(afterStart(rest, [0xff, 0x00], big), 'image/jpeg')).toEqual([12000, 9000])
  })

  it('refuses a JPEG with two frame headers, wherever the second one hides', () => {
    const jpeg = realJpeg()
    const big = withSize(frameOf(jpeg), 16000, 16000)
    // Before the real one, and after the scan (a progressive JPEG has more segments after its first scan).
    expect(imageSize(afterStart(jpeg, big), 'image/jpeg')).toBeUndefined()
    const end = jpeg.byteLength - 2 // before EOI
    const late = bytes(jpeg.subarray(0, end), [0xff], big, jpeg.subarray(end))
    expect(imageSize(late, 'image/jpeg')).toBeUndefined()
  })

  it('reads a progressive frame with several scans, and no frame after its first scan', () => {
    const jpeg = realJpeg(64, 48)
    const frame = frameOf(jpeg)
    const progressive = new Uint8Array(jpeg)
    progressive[frame.byteOffset - jpeg.byteOffset + 1] = 0xc2 // SOF2
    const scan = jpegSegments(jpeg)!.find((s) => s.marker === 0xda)!
    const secondScan = bytes(jpeg.subarray(scan.start - 4, scan.end), [0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56])
    const end = jpeg.byteLength - 2
    const twoScans = bytes(progressive.subarray(0, end), secondScan, progressive.subarray(end))
    expect(imageSize(twoScans, 'image/jpeg')).toEqual([64, 48])
    const frameLast = bytes(withoutFrame(progressive).subarray(0, end - frame.byteLength), frame, [0xff, 0xd9])
    expect(imageSize(frameLast, 'image/jpeg')).toBeUndefined()
  })

  it('refuses segments running past the end, a second start marker and reserved markers', () => {
    const jpeg = realJpeg()
    expect(imageSize(jpeg.subarray(0, 30), 'image/jpeg')).toBeUndefined()
    expect(imageSize(afterStart(jpeg, [0xff, 0xd8]), 'image/jpeg')).toBeUndefined()
    expect(imageSize(afterStart(jpeg, [0xff, 0x01]), 'image/jpeg')).toBeUndefined()
    expect(imageSize(afterStart(jpeg, [0xff, 0xfe, 0x00, 0x01]), 'image/jpeg')).toBeUndefined() // length < 2
  })
})

describe('PNG and WebP size', () => {
  const png = (width: number, height: number) =>
    new Uint8Array(
      PNG.sync.write(Object.assign(new PNG({ width, height }), { data: Buffer.alloc(width * height * 4) })),
    )

  it('reads IHDR only as the first chunk', () => {
    const image = png(30, 20)
    expect(imageSize(image, 'image/png')).toEqual([30, 20])
    // A chunk before IHDR: the png crate refuses the file, so nothing may be read past it.
    const text = bytes(u16(0), u16(4), Buffer.from('tEXtabcd'), [0, 0, 0, 0])
    const moved = bytes(image.subarray(0, 8), text, image.subarray(8))
    expect(imageSize(moved, 'image/png')).toBeUndefined()
  })

  /** A RIFF WEBP file of these chunks ([fourcc, payload]). */
  function webp(...chunks: [string, number[]][]): Uint8Array {
    const body = chunks.flatMap(([fourcc, payload]) => {
      const size = [payload.length & 0xff, (payload.length >> 8) & 0xff, 0, 0]
      return [...Buffer.from(fourcc), ...size, ...payload, ...(payload.length & 1 ? [0] : [])]
    })
    const riff = body.length + 4
    return bytes(Buffer.from('RIFF'), [riff & 0xff, (riff >> 8) & 0xff, 0, 0], Buffer.from('WEBP'), body)
  }
  const le16 = (n: number) => [n & 0xff, n >> 8]
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16]
  const vp8 = (width: number, height: number) => [0x10, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]
  const vp8x = (width: number, height: number, flags = 0) => [flags, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]

  it('reads VP8, VP8L and VP8X, and refuses a canvas that differs from its image', () => {
    expect(imageSize(webp(['VP8 ', vp8(90, 60)]), 'image/webp')).toEqual([90, 60])
    const bits = 89 | (59 << 14)
    const lossless = [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24, 0]
    expect(imageSize(webp(['VP8L', lossless]), 'image/webp')).toEqual([90, 60])
    expect(imageSize(webp(['VP8X', vp8x(90, 60)], ['VP8 ', vp8(90, 60)]), 'image/webp')).toEqual([90, 60])
    // A 16000 × 16000 canvas around a small image, a small canvas around a big image, an animation.
    expect(imageSize(webp(['VP8X', vp8x(16000, 16000)], ['VP8 ', vp8(90, 60)]), 'image/webp')).toBeUndefined()
    expect(imageSize(webp(['VP8X', vp8x(90, 60)], ['VP8 ', vp8(16000, 16000)]), 'image/webp')).toBeUndefined()
    expect(imageSize(webp(['VP8X', vp8x(90, 60, 0x02)], ['VP8 ', vp8(90, 60)]), 'image/webp')).toBeUndefined()
    // An unknown first chunk, which libwebp would read as a raw bitstream.
    expect(imageSize(webp(['\x10\x00\x00\x9d', [0x01, 0x2a, ...le16(16000), ...le16(16000)]]), 'image/webp')).toBe(
      undefined,
    )
  })
})

describe('the size limit', () => {
  it('refuses more than 6000 pixels a side or 25 megapixels, before anything is decoded', () => {
    expect(imageTooLarge('The photo', [6000, 4000])).toBeUndefined()
    expect(imageTooLarge('The photo', [5712, 4284])).toBeUndefined()
    expect(imageTooLarge('The photo', [6001, 10])).toContain('at most 6000 pixels')
    expect(imageTooLarge('The cover', [6000, 6000])).toBe(
      `The cover is 6000 × 6000 pixels; choose one of at most ${MAX_IMAGE_PIXELS / 1e6} megapixels.`,
    )
  })
})
