/** Where the build writes each page's 1200×630 share image (scripts/og-images.mjs) and where its meta points. */

export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

/** `/` → `/og/home.png`, `/realworkstudio/course/frontend` → `/og/realworkstudio/course/frontend.png`;
 *  a guide phase gets its own image: `/og/realworkstudio/course/frontend/phase-3.png`. */
export function ogImagePath(path: string, phaseId?: number): string {
  const page = path === '/' ? '/home' : path.replace(/\/+$/, '')
  return phaseId === undefined ? `/og${page}.png` : `/og${page}/phase-${phaseId}.png`
}

/** Which part of the company a page belongs to, printed on its share image. */
export function ogDivision(path: string): string {
  if (path.startsWith('/realworkstudio')) return 'RealWork Studio · Training'
  if (path.startsWith('/services')) return 'RealWork Services · Software development'
  return 'RealWork Technologies'
}
