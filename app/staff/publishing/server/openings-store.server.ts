import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Opening } from '~/content/careers-types'
import { istToday } from '~/lib/ist'
import { findOpeningBySlug } from '~/server/careers/current.server'
import type { Database } from '~/server/db/schema.server'
import { publish } from './published-store.server'

/** What staff set of an opening; the id, slug, posted date and times are the store's. */
export type OpeningChanges = Omit<Opening, 'id' | 'slug' | 'postedOn' | 'updatedAt'>

function columns(changes: OpeningChanges, now: Date) {
  return {
    title: changes.title,
    team: changes.team,
    location: changes.location,
    remote: changes.remote ? 1 : 0,
    employment_type: changes.type,
    apply_by: changes.applyBy,
    summary: changes.summary,
    description: changes.description,
    salary_min: changes.salary?.min ?? null,
    salary_max: changes.salary?.max ?? null,
    salary_period: changes.salary?.period ?? null,
    status: changes.status,
    updated_at: now.toISOString(),
  }
}

/**
 * Saves an opening (a new one when `id` is undefined, under `slug`) with the site version, so the careers pages and
 * the sitemap are rendered anew on every server. The first time it is open, its posted date is set (to today in
 * India); reopening a closed opening keeps it. Returns the opening's id.
 */
export async function saveOpening(
  db: Kysely<Database>,
  target: { id: string } | { slug: string },
  changes: OpeningChanges,
  now = new Date(),
): Promise<string> {
  const values = columns(changes, now)
  const postedOn = changes.status === 'open' ? istToday(now) : null
  return publish(db, now, async (trx, at) => {
    if ('id' in target) {
      await trx
        .updateTable('career_openings')
        .set((eb) => ({ ...values, posted_on: eb.fn.coalesce('posted_on', eb.val(postedOn)) }))
        .where('id', '=', target.id)
        .execute()
      return target.id
    }
    const id = randomUUID()
    await trx
      .insertInto('career_openings')
      .values({ id, slug: target.slug, ...values, posted_on: postedOn, created_at: at })
      .execute()
    return id
  })
}

/**
 * Creates an opening under the first free slug of `base`, `base-2`, `base-3`…. The unique index decides: two staff
 * creating openings with one title at the same moment get two slugs, not a failed save. Returns its id and slug.
 */
export async function createOpening(
  db: Kysely<Database>,
  base: string,
  changes: OpeningChanges,
  now = new Date(),
): Promise<{ id: string; slug: string }> {
  const taken = await takenSlugs(db)
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (taken.has(slug)) continue
    try {
      return { id: await saveOpening(db, { slug }, changes, now), slug }
    } catch (error) {
      if (!(await findOpeningBySlug(db, slug))) throw error // not a clash over the slug
      taken.add(slug)
    }
  }
}

/** The slugs taken, for a new opening's slug. */
export async function takenSlugs(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('career_openings').select('slug').execute()
  return new Set(rows.map((row) => row.slug))
}
