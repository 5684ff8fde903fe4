/** File kinds the site accepts as uploads, recognised by their first bytes, never by name or browser claim. */
export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The real type of a file from its leading bytes, or undefined when it is none of the accepted kinds. */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp' // RIFF....WEBP
  return undefined
}

const EXTENSIONS: Record<SniffedType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
}

/**
 * A visitor's file name with the extension of the type its bytes showed, so `poly.html` that sniffs as a PDF is stored
 * and downloaded as `poly.pdf` and never opens as a web page. Folders in the name are dropped.
 */
export function fileNameFor(original: string, type: SniffedType): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const CONTROL = /[\x00-\x1f\x7f]/g
  const base = original.split(/[\\/]/).pop()!.replace(CONTROL, '').trim()
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .replace(/\.+$/, '')
      .slice(0, 120) || 'upload'
  return stem + EXTENSIONS[type]
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
