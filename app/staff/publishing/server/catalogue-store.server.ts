import type { Kysely } from 'kysely'
import { bootcamps as codeBootcamps } from '~/content/studio/bootcamps'
import type { CatalogueBootcamp, CatalogueCrashCourse } from '~/server/catalogue/read.server'
import type { Database } from '~/server/db/schema.server'
import { bumpSiteVersion } from '~/server/site-content.server'

/** What staff may change of a bootcamp; its identity stays in code. */
export type BootcampChanges = Pick<
  CatalogueBootcamp,
  | 'description'
  | 'duration'
  | 'level'
  | 'discountPrice'
  | 'originalPrice'
  | 'technologies'
  | 'projects'
  | 'careers'
  | 'shown'
>
export type CrashCourseChanges = Omit<CatalogueCrashCourse, 'id'>

/** Saves one bootcamp (the row is made if the code gained it after the import) with the site version. */
export async function saveBootcamp(
  db: Kysely<Database>,
  id: string,
  changes: BootcampChanges,
  now = new Date(),
): Promise<void> {
  const values = {
    description: changes.description,
    duration: changes.duration,
    level: changes.level,
    price: changes.discountPrice,
    original_price: changes.originalPrice,
    technologies: JSON.stringify(changes.technologies),
    projects: JSON.stringify(changes.projects),
    careers: JSON.stringify(changes.careers),
    shown: changes.shown ? 1 : 0,
    updated_at: now.toISOString(),
  }
  const position = Math.max(
    0,
    codeBootcamps.findIndex((bootcamp) => bootcamp.id === id),
  )
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('catalogue_bootcamps')
      .values({ id, position, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute()
    await bumpSiteVersion(trx, now)
  })
}

/** Saves one crash course, or adds it after the others when `id` is new. */
export async function saveCrashCourse(
  db: Kysely<Database>,
  id: string,
  changes: CrashCourseChanges,
  now = new Date(),
): Promise<void> {
  const values = {
    title: changes.title,
    category: changes.category,
    price: changes.price,
    duration: changes.duration,
    description: changes.description,
    topics: JSON.stringify(changes.topics),
    shown: changes.shown ? 1 : 0,
    updated_at: now.toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('catalogue_crash_courses')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst()
    await trx
      .insertInto('catalogue_crash_courses')
      .values({ id, position: Number(last?.position ?? -1) + 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute()
    await bumpSiteVersion(trx, now)
  })
}
