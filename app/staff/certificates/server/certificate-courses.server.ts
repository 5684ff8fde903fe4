import type { Kysely } from 'kysely'
import { readCatalogue } from '~/server/catalogue/read.server'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'

/** A course a certificate can name: a bootcamp or a crash course of the studio's catalogue. */
export interface CertificateCourse {
  id: string
  title: string
  kind: 'Bootcamp' | 'Crash course'
  duration: string
}

/**
 * The courses staff can issue certificates for: the catalogue as staff keep it (docs/decisions/014), hidden courses
 * included, since a course taken off the site still has students who finished it.
 */
export async function listCertificateCourses(db?: Kysely<Database>): Promise<CertificateCourse[]> {
  const { bootcamps, crashCourses } = await readCatalogue(db ?? (await getDatabase()).db)
  return [
    ...bootcamps.map((b) => ({
      id: b.id,
      title: `${b.title} Bootcamp`,
      kind: 'Bootcamp' as const,
      duration: b.duration,
    })),
    ...crashCourses.map((c) => ({ id: c.id, title: c.title, kind: 'Crash course' as const, duration: c.duration })),
  ]
}

/** A course by its id, or by its title as listed (CSV rows may give either; case and spacing do not matter). */
export function findCertificateCourse(
  courses: readonly CertificateCourse[],
  key: string,
): CertificateCourse | undefined {
  const wanted = key.trim().replace(/\s+/g, ' ').toLowerCase()
  return courses.find((c) => c.id === wanted || c.title.toLowerCase() === wanted)
}
