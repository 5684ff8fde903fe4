/** Whose profile it is: a studio mentor or a member of the company's team (main site). */
export type PersonKind = 'mentor' | 'team'

/** A mentor or team profile as staff keep it (migration 020); `shown` 1 only with `consent_on`. */
export interface PersonTable {
  id: string
  kind: PersonKind
  position: number
  name: string
  role: string
  bio: string
  years: number
  linkedin_url: string | null
  /** '/media/{id}' (uploaded, resized) or null for the initial. */
  photo_url: string | null
  consent_on: string | null
  shown: number
  created_at: string
  updated_at: string
}

/** A services case study (migration 020): `client` '' when the client may not be named ("a client in {sector}"). */
export interface CaseStudyTable {
  id: string
  slug: string
  position: number
  title: string
  client: string
  sector: string
  problem: string
  built: string
  /** One technology a line. */
  stack: string
  /** One result a line, each with its number. */
  results: string
  live_url: string | null
  consent_on: string | null
  shown: number
  created_at: string
  updated_at: string
}

/** A case study's screenshot: '/media/{id}' (WebP, at most 1,200 px wide) with its text alternative. */
export interface CaseStudyScreenshotTable {
  id: string
  case_study_id: string
  position: number
  image_url: string
  /** The same at 640 px wide, for phones; null when the image is no wider. */
  small_url: string | null
  /** `image_url`'s size in pixels, for the page's width and height attributes. */
  width: number
  height: number
  alt: string
}
