import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  EMPLOYMENT_TYPES,
  OPENING_STATUSES,
  SALARY_PERIODS,
  type EmploymentType,
  type Opening,
  type OpeningStatus,
  type SalaryPeriod,
} from '~/content/careers-types'
import { istToday } from '~/lib/ist'
import type { Database } from '../db/schema.server'
import type { CareerOpeningTable } from '../db/schema-careers.server'
import { bumpSiteVersion } from '../site-content.server'

/** What staff set of an opening; the id, slug, posted date and times are the store's. */
export type OpeningChanges = Omit<Opening, 'id' | 'slug' | 'postedOn' | 'updatedAt'>

const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback

function fromRow(row: CareerOpeningTable): Opening {
  const min = row.salary_min === null ? null : Number(row.salary_min)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    team: row.team,
    location: row.location,
    remote: Number(row.remote) === 1,
    type: oneOf<EmploymentType>(EMPLOYMENT_TYPES, row.employment_type, 'full-time'),
    applyBy: row.apply_by,
    summary: row.summary,
    description: row.description,
    salary:
      min === null
        ? null
        : {
            min,
            max: row.salary_max === null ? null : Number(row.salary_max),
            period: oneOf<SalaryPeriod>(SALARY_PERIODS, row.salary_period, 'MONTH'),
          },
    status: oneOf<OpeningStatus>(OPENING_STATUSES, row.status, 'draft'),
    postedOn: row.posted_on,
    updatedAt: row.updated_at,
  }
}

/** Every opening, drafts too: open ones first, each group by its apply-by date, then by title. */
export async function readOpenings(db: Kysely<Database>): Promise<Opening[]> {
  const rows = await db.selectFrom('career_openings').selectAll().execute()
  const rank: Record<OpeningStatus, number> = { open: 0, draft: 1, closed: 2 }
  return rows
    .map(fromRow)
    .sort(
      (a, b) => rank[a.status] - rank[b.status] || a.applyBy.localeCompare(b.applyBy) || a.title.localeCompare(b.title),
    )
}

export async function findOpening(db: Kysely<Database>, id: string): Promise<Opening | undefined> {
  const row = await db.selectFrom('career_openings').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

/** An opening by its slug, whatever its status (the public side decides what a draft or closed opening shows). */
export async function findOpeningBySlug(db: Kysely<Database>, slug: string): Promise<Opening | undefined> {
  const row = await db.selectFrom('career_openings').selectAll().where('slug', '=', slug).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

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
  return db.transaction().execute(async (trx) => {
    let id: string
    if ('id' in target) {
      id = target.id
      await trx
        .updateTable('career_openings')
        .set((eb) => ({ ...values, posted_on: eb.fn.coalesce('posted_on', eb.val(postedOn)) }))
        .where('id', '=', id)
        .execute()
    } else {
      id = randomUUID()
      await trx
        .insertInto('career_openings')
        .values({ id, slug: target.slug, ...values, posted_on: postedOn, created_at: now.toISOString() })
        .execute()
    }
    await bumpSiteVersion(trx, now)
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
