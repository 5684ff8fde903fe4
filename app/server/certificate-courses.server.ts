import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourses } from '~/content/studio/crash-courses'

/** A course a certificate can name: a bootcamp or a crash course of the studio's catalogue. */
export interface CertificateCourse {
  id: string
  title: string
  kind: 'Bootcamp' | 'Crash course'
  duration: string
}

/**
 * The courses staff can issue certificates for. The one place certificates read the catalogue from: today the
 * content modules, later the catalogue's database tables (point this function there; callers already await it).
 */
export async function listCertificateCourses(): Promise<CertificateCourse[]> {
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
