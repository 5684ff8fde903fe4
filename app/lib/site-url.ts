declare const __SITE_URL__: string

/** Canonical origin, fixed at build time from SITE_URL (prerendered pages carry it in their HTML). */
export const siteUrl: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'https://realworktech.in'

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href
}
