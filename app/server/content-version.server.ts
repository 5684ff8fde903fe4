import type { Kysely } from 'kysely'
import { BLOG_POST_TEMPLATE } from '~/content/blog'
import { guidePath } from '~/content/site-routes'
import { bootcampGuideSlugs } from '~/content/studio/schema'
import { istToday, nextIstMidnight } from '~/lib/ist'
import { getDatabase } from './db/database.server'
import type { Database } from './db/schema.server'

/**
 * Keys of what public pages show, for the rendered-page cache (http/page-cache.ts): a cached page is good while
 * its group's key is the same.
 * - blog: /blogs, every /blogs/{slug}, the RSS feed and the sitemap. Changes on every post write and when a
 *   scheduled post's time arrives.
 * - site: the pages that show batch dates and seats (the bootcamps' roadmap guides among them), the announcement, the
 *   catalogue (prices, courses shown), testimonials or claimed figures.
 *   Changes on every staff edit of them and at each midnight in India (a batch that began today, or an
 *   announcement's first or last day, changes what they show).
 * - certificates: every /verify/{id}. Changes when a certificate is issued or revoked (its updated_at) or erased
 *   (their count).
 * - sitemap: /sitemap.xml, which lists the live posts and the public job openings: the blog and site keys together.
 * The careers pages (/careers and each /careers/{slug}) are in the site group: a save of an opening bumps it.
 */
export interface ContentVersions {
  blog: string
  site: string
  certificates: string
  sitemap: string
  /** When the blog key changes next without a write (a scheduled post's time), or null. */
  nextChangeAt: string | null
}

export type ContentGroup = 'blog' | 'site' | 'certificates' | 'sitemap'

const SITE_PATHS = new Set([
  '/',
  '/realworkstudio',
  '/realworkstudio/course',
  '/realworkstudio/compare',
  '/realworkstudio/register',
  '/realworkstudio/contact',
  '/services',
  '/careers',
  // The pages that show claimed figures (docs/decisions/022).
  '/realworkstudio/about',
  '/realworkstudio/project',
  '/services/about',
  '/our-numbers',
  // The roadmap guides of the bootcamps: their Register box shows the next batch and its seats (decision 018).
  ...bootcampGuideSlugs.map(guidePath),
  // The pages that show the profiles and case studies staff publish (docs/decisions/022).
  '/services/portfolio',
])
/** A case study's page (docs/decisions/022). */
const CASE_STUDY_PAGE = /^\/services\/portfolio\/[a-z0-9][a-z0-9-]{0,79}$/
/** A job opening's page (docs/decisions/017). */
const CAREER_PAGE = /^\/careers\/[a-z0-9][a-z0-9-]{0,79}$/
const BLOG_POST = /^\/blogs\/[a-z0-9][a-z0-9-]{0,119}$/
/** A verify page at its canonical identifier (any other spelling is redirected there, uncached). */
const VERIFY_PAGE = /^\/verify\/RW(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/

/** Which version a public path's page depends on; undefined for pages fixed at build time (and for anything else). */
export function contentGroupOf(pathname: string): ContentGroup | undefined {
  if (SITE_PATHS.has(pathname) || CAREER_PAGE.test(pathname) || CASE_STUDY_PAGE.test(pathname)) return 'site'
  if (pathname === '/sitemap.xml') return 'sitemap'
  if (pathname === '/blogs' || pathname === '/blogs/rss.xml') return 'blog'
  if (BLOG_POST.test(pathname)) return 'blog'
  if (VERIFY_PAGE.test(pathname)) return 'certificates'
  return undefined
}

/** The prerendered page whose critical CSS a page rendered at run time takes: itself, or a post for any post. */
export function criticalTemplateOf(pathname: string): string {
  return pathname !== '/blogs/rss.xml' && BLOG_POST.test(pathname) ? BLOG_POST_TEMPLATE : pathname
}

/** The keys in one query: the two content_version rows (primary key) and indexed lookups on posts and certificates. */
export async function readContentVersions(db: Kysely<Database>, now = new Date()): Promise<ContentVersions> {
  const at = now.toISOString()
  const row = await db
    .selectFrom('content_version')
    .select((eb) => [
      'version',
      eb.selectFrom('content_version as site').select('site.version').where('site.id', '=', 2).as('site'),
      eb
        .selectFrom('posts')
        .select((e) => e.fn.max('published_at').as('m'))
        .where('status', '=', 'published')
        .where('published_at', '<=', at)
        .as('live'),
      eb
        .selectFrom('posts')
        .select((e) => e.fn.min('published_at').as('m'))
        .where('status', '=', 'published')
        .where('published_at', '>', at)
        .as('next'),
      eb
        .selectFrom('certificates')
        .select((e) => e.fn.max('updated_at').as('m'))
        .as('certificates'),
      // With the newest change, the count: an erased certificate's page must change key though the newest stays.
      eb
        .selectFrom('certificates')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .as('certificateCount'),
    ])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  const blog = `${Number(row.version)}:${row.live ?? ''}`
  const site = `${Number(row.site ?? 0)}:${istToday(now)}`
  return {
    blog,
    site,
    certificates: row.certificates ? `${row.certificates}|${Number(row.certificateCount ?? 0)}` : '',
    sitemap: `${blog}|${site}`,
    nextChangeAt: row.next ?? null,
  }
}

export interface VersionWatcher {
  /** The current keys: from memory when read less than `intervalMs` ago, otherwise from the database (one query, shared by concurrent callers). */
  current(): Promise<ContentVersions>
  /** The keys `current()` would answer from memory without reading the database, or undefined when it would read. */
  peek(): ContentVersions | undefined
  /** After a write through this server: the next call reads the database. */
  changed(): void
}

/**
 * Reads the versions at most once per `intervalMs` (1 s), so a server sharing the database with others sees their
 * writes within that time, at one primary-key read per second however busy it is. A scheduled post's time and
 * midnight in India are re-read at once, not up to a second late.
 */
export function createVersionWatcher({
  read,
  intervalMs = 1000,
  clock = () => new Date(),
}: {
  read: (now: Date) => Promise<ContentVersions>
  intervalMs?: number
  clock?: () => Date
}): VersionWatcher {
  // What was read, and until when it holds: the interval, a scheduled change, or midnight in India, whichever is first
  // (worked out once per read: a cached page asks for every request).
  let last: { versions: ContentVersions; checkedAt: number; until: number } | undefined
  let pending: Promise<ContentVersions> | undefined
  let epoch = 0 // a read started before changed() does not count as fresh
  const fresh = (now: Date) => {
    const time = now.getTime()
    return last && time >= last.checkedAt && time < last.until ? last.versions : undefined
  }
  const validUntil = (versions: ContentVersions, now: Date) =>
    Math.min(
      now.getTime() + intervalMs,
      versions.nextChangeAt ? Date.parse(versions.nextChangeAt) : Infinity,
      nextIstMidnight(now).getTime(),
    )
  return {
    peek: () => fresh(clock()),
    current() {
      const now = clock()
      const known = fresh(now)
      if (known) return Promise.resolve(known)
      if (!pending) {
        const started = epoch
        pending = read(now)
          .then((versions) => {
            if (started === epoch) last = { versions, checkedAt: now.getTime(), until: validUntil(versions, now) }
            return versions
          })
          .finally(() => {
            pending = undefined
          })
      }
      return pending
    },
    changed() {
      epoch++
      last = undefined
      pending = undefined
    },
  }
}

const watcher = createVersionWatcher({
  read: async (now) => readContentVersions((await getDatabase()).db, now),
})

/** The process-wide keys (the production server asks before serving a cached blog or site-content page). */
export function contentVersions(): Promise<ContentVersions> {
  return watcher.current()
}

/** The keys if read less than a second ago (for the server's fast path, which must not wait), else undefined. */
export function contentVersionsNow(): ContentVersions | undefined {
  return watcher.peek()
}

/**
 * Call after a write to posts, batch dates, the announcement, the catalogue or certificates, so this server shows it
 * on the next request.
 */
export function contentChanged(): void {
  watcher.changed()
}
