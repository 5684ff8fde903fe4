import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { perSiteVersion } from '../site-memo.server'
import { builtInTestimonials } from './built-in.server'
import { readTestimonials, type Testimonial, type TestimonialPage } from './store.server'

/** What visitors see on each page: shown testimonials with a consent date, in staff's order. */
export type ShownTestimonials = Record<TestimonialPage, Testimonial[]>

function publicFields(t: Testimonial): Testimonial {
  const { id, name, role, company, text, rating, linkedin, github, image } = t
  return { id, name, role, company, text, rating, linkedin, github, image }
}

async function readShown(): Promise<ShownTestimonials> {
  const all = await readTestimonials((await getDatabase()).db)
  // The store never saves a shown one without consent; the check here keeps a hand-edited row off the site too.
  const shown = all.filter((t) => t.shown && t.consentOn)
  return {
    studio: shown.filter((t) => t.page === 'studio').map(publicFields),
    services: shown.filter((t) => t.page === 'services').map(publicFields),
  }
}

const shownTestimonials = perSiteVersion(readShown)

/** The code's testimonials, as the prerendered copies show them (they only lend their critical CSS). */
function builtIn(page: TestimonialPage): Testimonial[] {
  return builtInTestimonials()
    .filter((t) => t.page === page)
    .map((t) => ({ ...t, text: t.quote, image: t.photo }))
    .map(publicFields)
}

/**
 * A page's testimonials, read from the database once per site-content version (a save bumps it, so every server
 * shows the change within about a second; docs/decisions/016). At build time there is no database.
 */
export async function currentTestimonials(page: TestimonialPage): Promise<Testimonial[]> {
  if (isPrerendering()) return builtIn(page)
  return (await shownTestimonials())[page]
}
