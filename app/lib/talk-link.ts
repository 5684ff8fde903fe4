import { sitePaths } from '~/content/site-routes'

/**
 * The booking page's address, with the course the visitor was looking at chosen in its form (`?course=<bootcamp id>`).
 * Only a course id rides in the address: analytics counts the path without its query, and nothing personal is put
 * in a link (a Referer or a history would keep it).
 */
export function talkPath(course?: string | null): string {
  return course ? `${sitePaths.talk}?${new URLSearchParams({ course })}` : sitePaths.talk
}
