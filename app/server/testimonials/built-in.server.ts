import { servicesTestimonials } from '~/content/services/testimonials'
import { testimonials as studioTestimonials } from '~/content/studio/testimonials'
import { slugify } from '~/lib/slug'
import type { TestimonialPage } from '../db/schema-testimonials.server'

interface BuiltIn {
  page: TestimonialPage
  name: string
  role: string
  company: string
  quote: string
  rating: number | null
  linkedin: string | null
  github: string | null
  photo: string | null
}

/** The code's testimonials (app/content/studio/testimonials.ts, services/testimonials.ts) as rows, in the code order. */
export function builtInTestimonials(): (BuiltIn & { id: string })[] {
  const rows: BuiltIn[] = [
    ...studioTestimonials.map((t) => ({
      page: 'studio' as const,
      name: t.name,
      role: t.role,
      company: '',
      quote: t.text,
      rating: null,
      linkedin: t.linkedin,
      github: t.github,
      photo: t.image,
    })),
    ...servicesTestimonials.map((t) => ({
      page: 'services' as const,
      name: t.name,
      role: t.role,
      company: t.company,
      quote: t.text,
      rating: t.rating,
      linkedin: null,
      github: null,
      photo: null,
    })),
  ]
  return rows.map((row) => ({ ...row, id: `${row.page}-${slugify(row.name)}` }))
}
