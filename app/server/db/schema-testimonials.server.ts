/** Where a testimonial is shown: the studio home (former students) or the services home (clients). */
export type TestimonialPage = 'studio' | 'services'

/**
 * Testimonials as staff keep them (migration 012). `position` orders them within their page; `shown` is 1 or 0 and
 * may be 1 only with `consent_on` (the day the person's consent to publish was recorded, 'YYYY-MM-DD').
 */
export interface TestimonialTable {
  id: string
  page: TestimonialPage
  position: number
  name: string
  role: string
  /** '' when the role already names the company or there is none. */
  company: string
  quote: string
  /** 1 to 5 stars, or null for none. */
  rating: number | null
  linkedin_url: string | null
  github_url: string | null
  /** '/images/testimonials/….svg' (built-in), '/media/{id}' (uploaded, resized) or null for the initial. */
  photo_url: string | null
  consent_on: string | null
  shown: number
  created_at: string
  updated_at: string
}
