/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 `filename*` form, so a Kannada or accented
 * file name survives, and quotes, slashes or line breaks in a visitor's file name cannot break the header.
 */
export function contentDisposition(filename: string): string {
  const fallback =
    filename
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\/]/g, '_')
      .trim() || 'download'
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
