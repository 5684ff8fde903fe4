import type { Kysely, Migration } from 'kysely'
import { seedTestimonials } from './seed.server'

/**
 * Testimonials move into the database (docs/decisions/016): one row per testimonial, on the studio home (former
 * students) or the services home (clients), ordered by `position` within its page, shown only with the day consent
 * to publish was recorded. Photos staff upload are resized and kept in `post_images`, served by /media/{id} as post
 * covers are. The code's testimonials become the first rows, inserted with "on conflict do nothing".
 */
export const testimonialsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('testimonials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('quote', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer')
      .addColumn('linkedin_url', 'text')
      .addColumn('github_url', 'text')
      .addColumn('photo_url', 'text')
      .addColumn('consent_on', 'text')
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('testimonials_page').on('testimonials').columns(['page', 'position']).execute()
    await seedTestimonials(db)
  },
}
