import type { Kysely } from 'kysely'
import { bootcamps as codeBootcamps } from '~/content/studio/bootcamps'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { Bootcamp, CrashCourse, CrashCourseCategory } from '~/content/studio/schema'
import type { Database } from '../db/schema.server'
import { bumpSiteVersion } from '../site-content.server'

export interface CatalogueBootcamp extends Bootcamp {
  shown: boolean
}
export interface CatalogueCrashCourse extends CrashCourse {
  shown: boolean
}
/** Every course, shown or hidden, in the order the site lists them. */
export interface Catalogue {
  bootcamps: CatalogueBootcamp[]
  crashCourses: CatalogueCrashCourse[]
}

function list(json: string): string[] {
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? value.map(String) : []
}

function isCategory(value: string): value is CrashCourseCategory {
  return Object.hasOwn(crashCourseCategoryLabels, value)
}

/**
 * The catalogue as staff left it. A bootcamp's identity (title, category, roadmap guide, contact course, modules)
 * stays in code; one added to the code later without a row yet is listed with the code's values, shown.
 */
export async function readCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const [bootcampRows, crashRows] = await Promise.all([
    db.selectFrom('catalogue_bootcamps').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('catalogue_crash_courses').selectAll().orderBy('position').orderBy('id').execute(),
  ])
  const rows = new Map(bootcampRows.map((row) => [row.id, row]))
  const bootcamps = codeBootcamps
    .map((code, index): CatalogueBootcamp & { position: number } => {
      const row = rows.get(code.id)
      if (!row) return { ...code, shown: true, position: bootcampRows.length + index }
      return {
        ...code,
        description: row.description,
        duration: row.duration,
        level: row.level,
        discountPrice: Number(row.price),
        originalPrice: Number(row.original_price),
        technologies: list(row.technologies),
        projects: list(row.projects),
        careers: list(row.careers),
        shown: Number(row.shown) === 1,
        position: Number(row.position),
      }
    })
    .sort((a, b) => a.position - b.position)
    .map(({ position: _position, ...bootcamp }) => bootcamp)
  const crashCourses = crashRows.flatMap((row): CatalogueCrashCourse[] =>
    isCategory(row.category)
      ? [
          {
            id: row.id,
            title: row.title,
            category: row.category,
            price: Number(row.price),
            duration: row.duration,
            description: row.description,
            topics: list(row.topics),
            shown: Number(row.shown) === 1,
          },
        ]
      : [],
  )
  return { bootcamps, crashCourses }
}

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
