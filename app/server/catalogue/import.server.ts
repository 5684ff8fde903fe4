import { sql, type Kysely } from 'kysely'
import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourses } from '~/content/studio/crash-courses'

/**
 * Inserts the code's catalogue (app/content/studio/bootcamps.ts, crash-courses.ts) as the first rows, all shown, in
 * the code's order. Idempotent: a row that exists already is left alone ("on conflict do nothing" on both engines), so
 * running it again neither duplicates a course nor undoes a staff edit.
 */
export async function importBuiltInCatalogue(db: Kysely<unknown>, now = new Date()): Promise<void> {
  const at = now.toISOString()
  for (const [position, b] of bootcamps.entries()) {
    await sql`insert into catalogue_bootcamps (id, position, description, duration, level, price, original_price,
        technologies, projects, careers, shown, updated_at)
      values (${b.id}, ${position}, ${b.description}, ${b.duration}, ${b.level}, ${b.discountPrice},
        ${b.originalPrice}, ${JSON.stringify(b.technologies)}, ${JSON.stringify(b.projects)},
        ${JSON.stringify(b.careers)}, 1, ${at})
      on conflict do nothing`.execute(db)
  }
  for (const [position, c] of crashCourses.entries()) {
    await sql`insert into catalogue_crash_courses (id, position, title, category, price, duration, description,
        topics, shown, updated_at)
      values (${c.id}, ${position}, ${c.title}, ${c.category}, ${c.price}, ${c.duration}, ${c.description},
        ${JSON.stringify(c.topics)}, 1, ${at})
      on conflict do nothing`.execute(db)
  }
}
