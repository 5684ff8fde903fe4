import type { Kysely, Migration } from 'kysely'

/**
 * Real people and case studies (docs/decisions/022), kept by staff like testimonials: mentor and team profiles, and the
 * services' case studies with their screenshots. Nothing is seeded: no name, photo or client is invented, and the
 * pages keep their role cards (and say case studies are being written up) until staff add some. `shown` is 1 or 0 and
 * may be 1 only with `consent_on` (the day consent to publish was recorded, 'YYYY-MM-DD').
 */
export const peopleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('people')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull()) // 'mentor' (the studio) or 'team' (the main site)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('bio', 'text', (c) => c.notNull())
      .addColumn('years', 'integer', (c) => c.notNull())
      .addColumn('linkedin_url', 'text')
      .addColumn('photo_url', 'text')
      .addColumn('consent_on', 'text')
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('case_studies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull()) // '' when the client may not be named
      .addColumn('sector', 'text', (c) => c.notNull()) // "a client in {sector}"
      .addColumn('problem', 'text', (c) => c.notNull())
      .addColumn('built', 'text', (c) => c.notNull())
      .addColumn('stack', 'text', (c) => c.notNull()) // one technology a line
      .addColumn('results', 'text', (c) => c.notNull()) // one result a line, each with its number
      .addColumn('live_url', 'text')
      .addColumn('consent_on', 'text')
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('case_study_screenshots')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull()) // '/media/{id}', at most 1,200 px wide (WebP)
      .addColumn('small_url', 'text') // the same at 640 px wide for phones; null when the image is no wider
      .addColumn('width', 'integer', (c) => c.notNull()) // of image_url, for the page's width and height attributes
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('alt', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('case_study_screenshots_case_study')
      .on('case_study_screenshots')
      .columns(['case_study_id', 'position'])
      .execute()
  },
}
