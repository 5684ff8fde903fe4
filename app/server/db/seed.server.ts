// The first rows of a new database, as the migrations that created their tables inserted them: dated snapshots in
// seed/, never the live content modules, so a later edit of a course, post or testimonial in the code cannot change
// what an old migration does. Each insert is idempotent ("on conflict do nothing" on both engines): running one again
// neither duplicates a row nor undoes a staff edit.
import { sql, type Kysely } from 'kysely'
import { istToday } from '~/lib/ist'
import catalogue from './seed/catalogue-2026-11.json'
import claims from './seed/claims-2026-11.json'
import posts from './seed/posts-2026-11.json'
import replyTemplates from './seed/reply-templates-2026-11.json'
import testimonials from './seed/testimonials-2026-11.json'

/** The four built-in blog posts (migration 007), published on their dates at 9:00 IST. */
export async function seedPosts(db: Kysely<unknown>): Promise<void> {
  for (const post of posts) {
    await sql`insert into posts (id, slug, title, summary, body, cover_url, cover_alt, author, author_role,
        seo_title, seo_description, status, published_at, created_at, updated_at)
      values (${post.id}, ${post.slug}, ${post.title}, ${post.summary}, ${post.body}, ${post.cover_url},
        ${post.cover_alt}, ${post.author}, ${post.author_role}, null, null, 'published', ${post.published_at},
        ${post.published_at}, ${post.published_at})
      on conflict do nothing`.execute(db)
  }
}

/** The bootcamps and crash courses (migration 011), all shown, in the snapshot's order. */
export async function seedCatalogue(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  for (const [position, b] of catalogue.bootcamps.entries()) {
    await sql`insert into catalogue_bootcamps (id, position, description, duration, level, price, original_price,
        technologies, projects, careers, shown, updated_at)
      values (${b.id}, ${position}, ${b.description}, ${b.duration}, ${b.level}, ${b.price}, ${b.original_price},
        ${JSON.stringify(b.technologies)}, ${JSON.stringify(b.projects)}, ${JSON.stringify(b.careers)}, 1, ${at})
      on conflict do nothing`.execute(db)
  }
  for (const [position, c] of catalogue.crashCourses.entries()) {
    await sql`insert into catalogue_crash_courses (id, position, title, category, price, duration, description,
        topics, shown, updated_at)
      values (${c.id}, ${position}, ${c.title}, ${c.category}, ${c.price}, ${c.duration}, ${c.description},
        ${JSON.stringify(c.topics)}, 1, ${at})
      on conflict do nothing`.execute(db)
  }
}

/**
 * The testimonials (migration 012), shown, in the snapshot's order, with consent recorded on the day of the import:
 * they were published with the people's consent before this system existed (docs/decisions/016).
 */
export async function seedTestimonials(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  const consentOn = istToday(now)
  const positions: Record<string, number> = { studio: 0, services: 0 }
  for (const t of testimonials) {
    const position = positions[t.page]!++
    await sql`insert into testimonials (id, page, position, name, role, company, quote, rating, linkedin_url,
        github_url, photo_url, consent_on, shown, created_at, updated_at)
      values (${t.id}, ${t.page}, ${position}, ${t.name}, ${t.role}, ${t.company}, ${t.quote}, ${t.rating},
        ${t.linkedin}, ${t.github}, ${t.photo}, ${consentOn}, 1, ${at}, ${at})
      on conflict do nothing`.execute(db)
  }
}

/** The first reply and WhatsApp templates (migration 016), in the company's voice, with their placeholders. */
export async function seedReplyTemplates(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  for (const t of replyTemplates) {
    await sql`insert into reply_templates (id, name, subject, body, channel, position, updated_at)
      values (${t.id}, ${t.name}, ${t.subject}, ${t.body}, ${t.channel}, ${t.position}, ${at})
      on conflict do nothing`.execute(db)
  }
}

/**
 * The claimed figures (migration 018), in the snapshot's order: the figures the site showed before claims carried a
 * basis, each with an empty basis (so not shown) unless the site itself backs it (docs/decisions/022).
 */
export async function seedClaims(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  for (const [position, c] of claims.entries()) {
    await sql`insert into claims (id, position, figure, label, counts, as_of, source_url, updated_at)
      values (${c.id}, ${position}, ${c.figure}, ${c.label}, ${c.counts}, ${c.as_of}, ${c.source_url}, ${at})
      on conflict do nothing`.execute(db)
  }
}
