import type { Kysely } from 'kysely'
import type { Testimonial } from '~/lib/testimonial'
import { getDatabase } from '../db/database.server'
import type { Database } from '../db/schema.server'
import type { TestimonialPage } from '../db/schema-testimonials.server'
import { isPrerendering } from '../prerendering.server'
import { publishedFields, shownByGroup, type Published } from '../published.server'
import { perSiteVersion } from '../site-memo.server'
import { builtInTestimonials } from './built-in.server'

// The read side of testimonials: what public pages show, and the rows staff's pages list. Staff write them through
// the publishing desk's store (app/staff/publishing/server/testimonials-store.server.ts).

export type { TestimonialPage, Testimonial }

/** A testimonial as staff keep it: the page it is on, its place there, shown or not, consent. */
export type StoredTestimonial = Published<Testimonial & { page: TestimonialPage }>

function fromRow(row: Database['testimonials']): StoredTestimonial {
  return {
    id: row.id,
    page: row.page,
    name: row.name,
    role: row.role,
    company: row.company,
    text: row.quote,
    rating: row.rating === null ? null : Number(row.rating),
    linkedin: row.linkedin_url,
    github: row.github_url,
    image: row.photo_url,
    ...publishedFields(row),
  }
}

/** Every testimonial, shown or hidden: the studio's first, each page in its order. */
export async function readTestimonials(db: Kysely<Database>): Promise<StoredTestimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('page', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map(fromRow)
}

export async function getTestimonial(db: Kysely<Database>, id: string): Promise<StoredTestimonial | undefined> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

/** What visitors see on each page: shown testimonials with a consent date, in staff's order. */
export type ShownTestimonials = Record<TestimonialPage, Testimonial[]>

function publicFields(t: Testimonial): Testimonial {
  const { id, name, role, company, text, rating, linkedin, github, image } = t
  return { id, name, role, company, text, rating, linkedin, github, image }
}

const shownTestimonials = perSiteVersion(async (): Promise<ShownTestimonials> =>
  shownByGroup(await readTestimonials((await getDatabase()).db), (t) => t.page, ['studio', 'services'], publicFields),
)

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
