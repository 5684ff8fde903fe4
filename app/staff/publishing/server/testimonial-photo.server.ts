import { encode } from 'jpeg-js'
import { formatBytes, sniffFileType } from '~/lib/file-type'
import { decodeInWorker, type Pixels } from './images/decode.server'
import { imageSize, imageTooLarge, jpegSegments } from './images/image-header.server'

export { imageSize }

/** A testimonial photo's upload limit: 2 MB (docs/operations.md#limits). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
/** The stored photo's side in pixels: twice the 56 px avatar, for sharp screens. */
export const PHOTO_SIDE = 112

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'
export type PhotoResult = { ok: true; contentType: 'image/jpeg'; data: Uint8Array } | { ok: false; error: string }

/**
 * A JPEG's EXIF orientation (1–8; 1 when it has none): phones store a portrait photo's pixels sideways and say so here,
 * and resvg draws the pixels as stored.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (const { marker, start: exif, end } of jpegSegments(bytes) ?? []) {
    if (marker === 0xda) break // the image data: no EXIF after it
    if (marker !== 0xe1 || end - exif < 14 || String.fromCharCode(...bytes.subarray(exif, exif + 6)) !== 'Exif\0\0')
      continue
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
  return 1
}

/**
 * The SVG transform that draws an image stored `width` × `height` as its EXIF orientation says it is seen: the stored
 * pixel (x, y) lands at (a·x + c·y + e, b·x + d·y + f). Orientations 5–8 turn it a quarter, swapping its sides.
 */
export function orientationMatrix(orientation: number, width: number, height: number): string {
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

const UNREADABLE = 'This image cannot be read. Save it again as JPEG or PNG and upload that.'

/**
 * JPEG and PNG: the SVG from which resvg (WebAssembly) draws the middle square at `side` pixels on white, the way up
 * the JPEG's EXIF orientation says.
 */
function squareSvg(
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
  [width, height]: [number, number],
  side: number,
): string {
  const orientation = type === 'image/jpeg' ? jpegOrientation(bytes) : 1
  const [shownWidth, shownHeight] = orientation >= 5 ? [height, width] : [width, height]
  const scale = side / Math.min(shownWidth, shownHeight)
  const place = `translate(${(side - shownWidth * scale) / 2} ${(side - shownHeight * scale) / 2}) scale(${scale})`
  const href = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/><g transform="${place} ${orientationMatrix(orientation, width, height)}"><image width="${width}" height="${height}" preserveAspectRatio="none" href="${href}"/></g></svg>`
}

/**
 * An uploaded photo, checked by its bytes (JPEG, PNG or WebP, up to 2 MB) and made small: the middle square, stored
 * as a `side` px JPEG (112 px for a testimonial's avatar: a few KB), on white where the image was transparent
 * (docs/decisions/016). Mentor and team profiles pass their own side (docs/decisions/022).
 */
export async function preparePhoto(bytes: Uint8Array, side = PHOTO_SIDE): Promise<PhotoResult> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    return { ok: false, error: `The photo is larger than ${formatBytes(MAX_PHOTO_BYTES)}. Choose a smaller one.` }
  const type = sniffFileType(bytes)
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
    return { ok: false, error: 'The photo must be a JPEG, PNG or WebP image.' }
  // The size the decoder will allocate for, read as the decoder reads it, refused before anything is decoded.
  const size = imageSize(bytes, type)
  if (!size) return { ok: false, error: UNREADABLE }
  const tooLarge = imageTooLarge('The photo', size)
  if (tooLarge) return { ok: false, error: tooLarge }
  let square: Pixels
  try {
    square = await decodeInWorker(
      type === 'image/webp' ? { kind: 'webp', bytes, side } : { kind: 'svg', svg: squareSvg(bytes, type, size, side) },
    )
  } catch {
    return { ok: false, error: UNREADABLE }
  }
  const jpeg = encode({ data: square.data, width: square.width, height: square.height }, 85)
  return { ok: true, contentType: 'image/jpeg', data: new Uint8Array(jpeg.data) }
}
