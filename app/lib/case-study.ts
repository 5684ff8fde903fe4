/** The most screenshots a case study carries. */
export const MAX_SCREENSHOTS = 4

/** A case study's screenshot as its page shows it: WebP at most 1,200 px wide, and 640 px wide for phones. */
export interface CaseStudyScreenshot {
  id: string
  src: string
  /** The 640 px copy; null when the image is no wider. */
  smallSrc: string | null
  /** `src`'s size in pixels. */
  width: number
  height: number
  alt: string
}

/** What the portfolio pages show of a services case study (read from the database, docs/decisions/022). */
export interface CaseStudy {
  id: string
  slug: string
  title: string
  /** The client's name, or '' when they may not be named: the page says "a client in {sector}". */
  client: string
  sector: string
  problem: string
  built: string
  stack: string[]
  /** Each result with its number, e.g. "Checkout time down from 4 minutes to 90 seconds". */
  results: string[]
  liveUrl: string | null
  /** In staff's order. */
  screenshots: CaseStudyScreenshot[]
}

/** "Kaapi Trails Coffee", or "a client in {sector}" when the client may not be named. */
export function clientLine(c: Pick<CaseStudy, 'client' | 'sector'>, unnamed: string): string {
  return c.client || unnamed.replace('{sector}', c.sector)
}
