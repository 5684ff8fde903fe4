/**
 * What an uploaded image declares in its header, read the way the decoders read it (issue 37): resvg's JPEG decoder
 * (the Rust crate jpeg-decoder 0.3) and PNG decoder (png 0.17), libwebp, and a visitor's browser for a post cover. A
 * reader that skips bytes differently from the decoder can be shown one size while the decoder allocates for another,
 * so this one refuses anything that could be read two ways.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/** Longest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 6000
/**
 * Most pixels accepted: 25 megapixels, a 24 MP phone or camera photo (5712 × 4284, 6000 × 4000). Decoding one takes
 * at most about 25 bytes a pixel in resvg (a progressive four-colour JPEG), within the decode worker's memory.
 */
export const MAX_IMAGE_PIXELS = 25_000_000

/** One marker segment of a JPEG: its marker byte and where its payload (after the length) starts and ends. */
interface JpegSegment {
  marker: number
  start: number
  end: number
}

// SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/**
 * The marker segments of a JPEG up to its end-of-image marker, found as the decoder finds them (ITU T.81 B.1.1.2,
 * jpeg-decoder's `read_marker`, libjpeg's `next_marker`): any bytes before an 0xFF are skipped (entropy-coded data
 * after a start of scan, or stray bytes between segments), then any number of 0xFF fill bytes, then the marker. FF 00
 * (a stuffed byte) and the restart markers D0–D7 carry no segment. Undefined when the walk meets something a decoder
 * refuses or could read differently: no start-of-image, a second one, a reserved marker, a length running past the
 * end.
 */
export function jpegSegments(bytes: Uint8Array): JpegSegment[] | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined
  const segments: JpegSegment[] = []
  let at = 2
  for (;;) {
    while (at < bytes.byteLength && bytes[at] !== 0xff) at++
    while (at < bytes.byteLength && bytes[at] === 0xff) at++ // the 0xFF, then fill bytes
    if (at >= bytes.byteLength) return segments // cut short: the decoder stops here too
    const marker = bytes[at++]!
    if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) continue
    if (marker === 0xd9) return segments
    if (marker === 0xd8 || marker < 0xc0) return undefined // a second SOI, TEM or a reserved marker
    if (at + 2 > bytes.byteLength) return undefined
    const length = (bytes[at]! << 8) | bytes[at + 1]!
    if (length < 2 || at + length > bytes.byteLength) return undefined
    segments.push({ marker, start: at + 2, end: at + length })
    at += length
  }
}

function jpegHeader(bytes: Uint8Array): [number, number] | undefined {
  const segments = jpegSegments(bytes)
  const frames = segments?.filter((s) => isStartOfFrame(s.marker)) ?? []
  // One frame, before the first scan: a second one is a hierarchical JPEG (which resvg refuses) or a decoy.
  if (frames.length !== 1) return undefined
  const frame = frames[0]!
  const firstScan = segments!.findIndex((s) => s.marker === 0xda)
  if (firstScan !== -1 && segments!.indexOf(frame) > firstScan) return undefined
  if (frame.end - frame.start < 6) return undefined
  const height = (bytes[frame.start + 1]! << 8) | bytes[frame.start + 2]!
  const width = (bytes[frame.start + 3]! << 8) | bytes[frame.start + 4]!
  return [width, height]
}

function pngHeader(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  // The first chunk must be IHDR, 13 bytes long (the png crate and browsers refuse anything else).
  if (bytes.byteLength < 33 || view.getUint32(8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return undefined
  return [view.getUint32(16), view.getUint32(20)]
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))

/** Width and height of a VP8 (lossy) or VP8L (lossless) bitstream whose chunk payload starts at `at`. */
function webpBitstream(bytes: Uint8Array, view: DataView, fourcc: string, at: number): [number, number] | undefined {
  if (fourcc === 'VP8 ') {
    // A key frame's tag, then the start code 9D 01 2A, then 14-bit width and height (libwebp's VP8GetInfo).
    if (at + 10 > bytes.byteLength || (bytes[at]! & 1) !== 0) return undefined
    if (bytes[at + 3] !== 0x9d || bytes[at + 4] !== 0x01 || bytes[at + 5] !== 0x2a) return undefined
    return [view.getUint16(at + 6, true) & 0x3fff, view.getUint16(at + 8, true) & 0x3fff]
  }
  if (fourcc === 'VP8L') {
    if (at + 5 > bytes.byteLength || bytes[at] !== 0x2f) return undefined
    const bits = view.getUint32(at + 1, true)
    if (bits >>> 29 !== 0) return undefined // version 0 only
    return [1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff)]
  }
  return undefined
}

/**
 * A WebP's size: a simple file's one VP8 or VP8L chunk, or an extended file's canvas (VP8X), which must match its
 * image's own bitstream (libwebp refuses a still image whose sizes differ; the larger of the two is what counts).
 * Animations are refused: nothing here shows one.
 */
function webpHeader(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  if (bytes.byteLength < 20) return undefined
  const first = ascii(bytes, 12, 4)
  if (first !== 'VP8X') return webpBitstream(bytes, view, first, 20)
  if (bytes.byteLength < 30) return undefined
  const flags = bytes[20]!
  if (flags & 0x02) return undefined // animation
  const canvas: [number, number] = [
    1 + (view.getUint32(24, true) & 0xffffff),
    1 + (view.getUint32(27, true) & 0xffffff),
  ]
  let at = 12 + 8 + view.getUint32(16, true)
  while (at + 8 <= bytes.byteLength) {
    const fourcc = ascii(bytes, at, 4)
    const size = view.getUint32(at + 4, true)
    if (fourcc === 'VP8 ' || fourcc === 'VP8L') {
      const image = webpBitstream(bytes, view, fourcc, at + 8)
      if (!image || image[0] !== canvas[0] || image[1] !== canvas[1]) return undefined
      return canvas
    }
    at += 8 + size + (size & 1)
  }
  return undefined
}

/** Width and height from an image's header (PNG IHDR, JPEG frame, WebP); undefined when the header is not found. */
export function imageSize(bytes: Uint8Array, type: ImageType): [number, number] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const size =
    type === 'image/jpeg' ? jpegHeader(bytes) : type === 'image/png' ? pngHeader(bytes, view) : webpHeader(bytes, view)
  return size && size[0] >= 1 && size[1] >= 1 ? size : undefined
}

/**
 * Why an image of this size is refused (`what`: "The photo", "The cover"), or undefined when it is within
 * MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS. Checked before any pixel buffer is allocated.
 */
export function imageTooLarge(what: string, [width, height]: [number, number]): string | undefined {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    return `${what} is ${width} × ${height} pixels; choose one at most ${MAX_IMAGE_SIDE} pixels wide and high.`
  if (width * height > MAX_IMAGE_PIXELS)
    return `${what} is ${width} × ${height} pixels; choose one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`
  return undefined
}
