import { Resvg } from '@resvg/resvg-wasm'
import { encode } from 'jpeg-js'
import { formatBytes, sniffFileType } from '~/lib/file-type'
import { resvgReady } from '../resvg.server'

/** A testimonial photo's upload limit: 2 MB (README "Limits"). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
/** The stored photo's side in pixels: twice the 56 px avatar, for sharp screens. */
export const PHOTO_SIDE = 112
/** Larger images are refused before decoding, so a small file cannot unpack into gigabytes. */
const MAX_SIDE = 6000

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'
export type PhotoResult = { ok: true; contentType: PhotoType; data: Uint8Array } | { ok: false; error: string }

/** Width and height from a PNG's IHDR or a JPEG's frame header; undefined when the header is not found. */
export function imageSize(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): [number, number] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
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
 * An uploaded photo, checked by its bytes (JPEG, PNG or WebP, up to 2 MB) and made small: JPEG and PNG are cut to the
 * middle square and stored as a 112 px JPEG (a few KB), on white where the PNG was transparent. WebP is kept as sent:
 * the site has no WebP decoder (resvg 2.6 reads only PNG and JPEG), so it is served as uploaded, within the 2 MB limit
 * (docs/decisions/016).
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, error: `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}. Choose a smaller one.` }
  const type = sniffFileType(bytes)
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
    return { ok: false, error: 'The photo must be a JPEG, PNG or WebP image.' }
  if (type === 'image/webp') return { ok: true, contentType: type, data: bytes }
  const size = imageSize(bytes, type)
  if (!size || size[0] < 1 || size[1] < 1)
    return { ok: false, error: 'This image cannot be read. Save it again as JPEG or PNG and upload that.' }
  if (size[0] > MAX_SIDE || size[1] > MAX_SIDE)
    return {
      ok: false,
      error: `The photo is ${size[0]} × ${size[1]} pixels; choose one at most ${MAX_SIDE} pixels wide and high.`,
    }
  await resvgReady()
  const side = PHOTO_SIDE
  const href = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/><image width="${side}" height="${side}" preserveAspectRatio="xMidYMid slice" href="${href}"/></svg>`
  let rendered: { width: number; height: number; pixels: Uint8Array }
  try {
    const image = new Resvg(svg).render()
    rendered = { width: image.width, height: image.height, pixels: image.pixels }
  } catch {
    return { ok: false, error: 'This image cannot be read. Save it again as JPEG or PNG and upload that.' }
  }
  const jpeg = encode({ data: rendered.pixels, width: rendered.width, height: rendered.height }, 85)
  return { ok: true, contentType: 'image/jpeg', data: new Uint8Array(jpeg.data) }
}
