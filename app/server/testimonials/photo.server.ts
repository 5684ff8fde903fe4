import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import decodeWebp, { init as initWebp } from '@jsquash/webp/decode.js'
import { Resvg } from '@resvg/resvg-wasm'
import { encode } from 'jpeg-js'
import { formatBytes, sniffFileType } from '~/lib/file-type'
import { resvgReady } from '../resvg.server'

/** A testimonial photo's upload limit: 2 MB (docs/operations.md#limits). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
/** The stored photo's side in pixels: twice the 56 px avatar, for sharp screens. */
export const PHOTO_SIDE = 112
/** Larger images are refused before decoding, so a small file cannot unpack into gigabytes. */
const MAX_SIDE = 6000

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'
export type PhotoResult = { ok: true; contentType: 'image/jpeg'; data: Uint8Array } | { ok: false; error: string }

/** Width and height from a WebP's VP8, VP8L or VP8X header. */
function webpSize(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  if (bytes.byteLength < 30) return undefined
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunk === 'VP8X') return [1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff)]
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return [1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff)]
  }
  if (chunk === 'VP8 ') return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff]
  return undefined
}

/** Width and height from an image's header (PNG IHDR, JPEG frame, WebP); undefined when the header is not found. */
export function imageSize(bytes: Uint8Array, type: PhotoType): [number, number] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (type === 'image/webp') return webpSize(bytes, view)
  if (type === 'image/png') return bytes.byteLength >= 24 ? [view.getUint32(16), view.getUint32(20)] : undefined
  let at = 2
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    // SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return [view.getUint16(at + 7), view.getUint16(at + 5)]
    at += 2 + view.getUint16(at + 2)
  }
  return undefined
}

/**
 * A JPEG's EXIF orientation (1–8; 1 when it has none): phones store a portrait photo's pixels sideways and say so here,
 * and resvg draws the pixels as stored.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 2
  while (at + 4 < bytes.byteLength && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    if (marker === 0xda) break // the image data: no EXIF after it
    const length = view.getUint16(at + 2)
    const exif = at + 4
    if (marker === 0xe1 && length >= 16 && String.fromCharCode(...bytes.subarray(exif, exif + 6)) === 'Exif\0\0') {
      const tiff = exif + 6
      const little = bytes[tiff] === 0x49 // "II"; "MM" is big-endian
      const ifd = tiff + view.getUint32(tiff + 4, little)
      if (ifd + 2 > bytes.byteLength) return 1
      const entries = view.getUint16(ifd, little)
      for (let i = 0; i < entries && ifd + 2 + i * 12 + 10 <= bytes.byteLength; i++) {
        const entry = ifd + 2 + i * 12
        if (view.getUint16(entry, little) !== 0x0112) continue
        const orientation = view.getUint16(entry + 8, little)
        return orientation >= 1 && orientation <= 8 ? orientation : 1
      }
      return 1
    }
    at += 2 + length
  }
  return 1
}

/**
 * The SVG transform that draws an image stored `width` × `height` as its EXIF orientation says it is seen: the stored
 * pixel (x, y) lands at (a·x + c·y + e, b·x + d·y + f). Orientations 5–8 turn it a quarter, swapping its sides.
 */
function orientationMatrix(orientation: number, width: number, height: number): string {
  const [w, h] = [width, height]
  const matrices: Record<number, number[]> = {
    2: [-1, 0, 0, 1, w, 0], // mirrored
    3: [-1, 0, 0, -1, w, h], // upside down
    4: [1, 0, 0, -1, 0, h], // mirrored upside down
    5: [0, 1, 1, 0, 0, 0], // mirrored, a quarter turn
    6: [0, 1, -1, 0, h, 0], // a quarter turn clockwise
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w], // a quarter turn anticlockwise
  }
  return `matrix(${(matrices[orientation] ?? [1, 0, 0, 1, 0, 0]).join(' ')})`
}

interface Pixels {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array | Uint8ClampedArray
}

const UNREADABLE = 'This image cannot be read. Save it again as JPEG or PNG and upload that.'

/**
 * JPEG and PNG: resvg (WebAssembly) draws the middle square at `side` pixels on white, the way up the JPEG's EXIF
 * orientation says.
 */
async function drawSquare(
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
  [width, height]: [number, number],
  side: number,
): Promise<Pixels> {
  await resvgReady()
  const orientation = type === 'image/jpeg' ? jpegOrientation(bytes) : 1
  const [shownWidth, shownHeight] = orientation >= 5 ? [height, width] : [width, height]
  const scale = side / Math.min(shownWidth, shownHeight)
  const place = `translate(${(side - shownWidth * scale) / 2} ${(side - shownHeight * scale) / 2}) scale(${scale})`
  const href = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/><g transform="${place} ${orientationMatrix(orientation, width, height)}"><image width="${width}" height="${height}" preserveAspectRatio="none" href="${href}"/></g></svg>`
  const image = new Resvg(svg).render()
  return { width: image.width, height: image.height, data: image.pixels }
}

// libwebp as WebAssembly (@jsquash/webp; resvg 2.6 reads no WebP), started once on first use.
let webpStarted: Promise<void> | undefined
function webpReady(): Promise<void> {
  webpStarted ??= readFile(createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm')).then(
    async (wasm) => initWebp(await WebAssembly.compile(wasm)),
  )
  return webpStarted
}

/** The middle square of decoded pixels at `side` pixels, each the average of its source block, on white. */
export function squareOf(source: Pixels, side: number): Pixels {
  const crop = Math.min(source.width, source.height)
  const left = Math.floor((source.width - crop) / 2)
  const top = Math.floor((source.height - crop) / 2)
  const data = new Uint8Array(side * side * 4)
  for (let y = 0; y < side; y++) {
    const y0 = top + Math.floor((y * crop) / side)
    const y1 = Math.max(y0 + 1, top + Math.floor(((y + 1) * crop) / side))
    for (let x = 0; x < side; x++) {
      const x0 = left + Math.floor((x * crop) / side)
      const x1 = Math.max(x0 + 1, left + Math.floor(((x + 1) * crop) / side))
      const sum = [0, 0, 0]
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * source.width + sx) * 4
          const alpha = source.data[at + 3]! / 255
          for (let c = 0; c < 3; c++) sum[c]! += source.data[at + c]! * alpha + 255 * (1 - alpha)
        }
      const count = (y1 - y0) * (x1 - x0)
      const out = (y * side + x) * 4
      for (let c = 0; c < 3; c++) data[out + c] = Math.round(sum[c]! / count)
      data[out + 3] = 255
    }
  }
  return { width: side, height: side, data }
}

/**
 * An uploaded photo, checked by its bytes (JPEG, PNG or WebP, up to 2 MB) and made small: the middle square, stored
 * as a 112 px JPEG (a few KB), on white where the image was transparent (docs/decisions/016).
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, error: `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}. Choose a smaller one.` }
  const type = sniffFileType(bytes)
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
    return { ok: false, error: 'The photo must be a JPEG, PNG or WebP image.' }
  const size = imageSize(bytes, type)
  if (!size || size[0] < 1 || size[1] < 1) return { ok: false, error: UNREADABLE }
  if (size[0] > MAX_SIDE || size[1] > MAX_SIDE)
    return {
      ok: false,
      error: `The photo is ${size[0]} × ${size[1]} pixels; choose one at most ${MAX_SIDE} pixels wide and high.`,
    }
  let square: Pixels
  try {
    if (type === 'image/webp') {
      await webpReady()
      square = squareOf(await decodeWebp(new Uint8Array(bytes).buffer), PHOTO_SIDE)
    } else square = await drawSquare(bytes, type, size, PHOTO_SIDE)
  } catch {
    return { ok: false, error: UNREADABLE }
  }
  const jpeg = encode({ data: square.data, width: square.width, height: square.height }, 85)
  return { ok: true, contentType: 'image/jpeg', data: new Uint8Array(jpeg.data) }
}
