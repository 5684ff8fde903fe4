import { formatBytes, sniffFileType } from '~/lib/file-type'
import { fitInWorker, type EncodedImage } from './images/decode.server'
import { imageSize, imageTooLarge } from './images/image-header.server'
import { jpegOrientation, orientationMatrix } from './testimonial-photo.server'

/** A case study screenshot's upload limit: 4 MB, a full-page PNG from a laptop (docs/operations.md#limits). */
export const MAX_SCREENSHOT_BYTES = 4 * 1024 * 1024
/** The widths kept: 1,200 px for wide screens, 640 px for phones (the narrower only when the image is wider). */
export const SCREENSHOT_WIDTHS = [1200, 640] as const
const QUALITY = 82

export type ScreenshotResult =
  | { ok: true; contentType: 'image/webp'; large: EncodedImage; small: EncodedImage | null }
  | { ok: false; error: string }

const UNREADABLE = 'This screenshot cannot be read. Save it again as PNG or JPEG and upload that.'

/** The SVG from which resvg draws a JPEG or PNG at `width` pixels wide, the way up its EXIF orientation says. */
function fittedSvg(
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
  [width, height]: [number, number],
  fit: number,
) {
  const orientation = type === 'image/jpeg' ? jpegOrientation(bytes) : 1
  const [shownWidth, shownHeight] = orientation >= 5 ? [height, width] : [width, height]
  const scale = fit / shownWidth
  const outHeight = Math.max(1, Math.round(shownHeight * scale))
  const href = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fit}" height="${outHeight}" viewBox="0 0 ${fit} ${outHeight}"><g transform="scale(${scale}) ${orientationMatrix(orientation, width, height)}"><image width="${width}" height="${height}" preserveAspectRatio="none" href="${href}"/></g></svg>`
}

/**
 * An uploaded screenshot, checked like a testimonial photo (its bytes, JPEG, PNG or WebP; its size in the header
 * before anything is decoded; the decode in a worker within its limits), then fitted to 1,200 px wide (never made
 * wider) and, when wider than 640 px, 640 px too, both stored as WebP (docs/decisions/022).
 */
export async function prepareScreenshot(bytes: Uint8Array): Promise<ScreenshotResult> {
  if (bytes.byteLength > MAX_SCREENSHOT_BYTES)
    return {
      ok: false,
      error: `The screenshot is larger than ${formatBytes(MAX_SCREENSHOT_BYTES)}. Save it as JPEG, or smaller, and upload that.`,
    }
  const type = sniffFileType(bytes)
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
    return { ok: false, error: 'The screenshot must be a PNG, JPEG or WebP image.' }
  const size = imageSize(bytes, type)
  if (!size) return { ok: false, error: UNREADABLE }
  const tooLarge = imageTooLarge('The screenshot', size)
  if (tooLarge) return { ok: false, error: tooLarge }
  const turned = type === 'image/jpeg' && jpegOrientation(bytes) >= 5
  const shownWidth = turned ? size[1] : size[0]
  const large = Math.min(SCREENSHOT_WIDTHS[0], shownWidth)
  const widths = shownWidth > SCREENSHOT_WIDTHS[1] ? [large, SCREENSHOT_WIDTHS[1]] : [large]
  let images: EncodedImage[]
  try {
    images = await fitInWorker(
      type === 'image/webp'
        ? { kind: 'fit', bytes, widths, quality: QUALITY }
        : { kind: 'fit', svg: fittedSvg(bytes, type, size, large), widths, quality: QUALITY },
    )
  } catch {
    return { ok: false, error: UNREADABLE }
  }
  return { ok: true, contentType: 'image/webp', large: images[0]!, small: images[1] ?? null }
}
