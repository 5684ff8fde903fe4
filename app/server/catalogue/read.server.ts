import type { Kysely } from 'kysely'
import { bootcamps as codeBootcamps } from '~/content/studio/bootcamps'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { Bootcamp, CrashCourse, CrashCourseCategory } from '~/content/studio/schema'
import type { Database } from '../db/schema.server'

// The catalogue as stored: what the public pages read (current.server.ts) and the staff editor starts from. Staff
// write it through the publishing desk (app/staff/publishing/server/catalogue-store.server.ts).

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
