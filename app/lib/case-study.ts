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
}

/** "Kaapi Trails Coffee", or "a client in {sector}" when the client may not be named. */
export function clientLine(c: Pick<CaseStudy, 'client' | 'sector'>, unnamed: string): string {
  return c.client || unnamed.replace('{sector}', c.sector)
}
