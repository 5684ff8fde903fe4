import { sql, type Kysely } from 'kysely'
import { servicesTestimonials } from '~/content/services/testimonials'
import { testimonials as studioTestimonials } from '~/content/studio/testimonials'
import { istToday } from '~/lib/site-notices'
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

/**
 * Inserts the code's testimonials as the first rows, shown, in the code's order, with consent recorded on the day of
 * the import: they were published with the people's consent before this system existed (docs/decisions/016).
 * Idempotent: a row that exists already is left alone ("on conflict do nothing" on both engines), so running it again
 * neither duplicates a testimonial nor undoes a staff edit.
 */
export async function importBuiltInTestimonials(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  const consentOn = istToday(now)
  const positions: Record<TestimonialPage, number> = { studio: 0, services: 0 }
  for (const t of builtInTestimonials()) {
    const position = positions[t.page]++
    await sql`insert into testimonials (id, page, position, name, role, company, quote, rating, linkedin_url,
        github_url, photo_url, consent_on, shown, created_at, updated_at)
      values (${t.id}, ${t.page}, ${position}, ${t.name}, ${t.role}, ${t.company}, ${t.quote}, ${t.rating},
        ${t.linkedin}, ${t.github}, ${t.photo}, ${consentOn}, 1, ${at}, ${at})
      on conflict do nothing`.execute(db)
  }
}
