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
import { contentVersions } from '../content-version.server'
import { getDatabase } from '../db/database.server'
import type { Database } from '../db/schema.server'
import type { CareerOpeningTable } from '../db/schema-careers.server'
import { isPrerendering } from '../prerendering.server'

// The read side of job openings: what the careers pages show, and the rows staff's pages list. Staff write them
// through the publishing desk's store (app/staff/publishing/server/openings-store.server.ts).

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

/** An opening as the public sees it: open (taking applications) or closed; drafts are never public. */
export interface PublicOpening extends Opening {
  accepting: boolean
}

/**
 * Open means staff opened it and its apply-by day has not passed in India. An opening past that day is shown as
 * closed without anyone closing it: the site version changes at midnight in India, so the pages follow the same day.
 */
export function isAccepting(opening: Pick<Opening, 'status' | 'applyBy'>, now = new Date()): boolean {
  return opening.status === 'open' && opening.applyBy >= istToday(now)
}

let memo: { key: string; openings: Promise<PublicOpening[]> } | undefined

async function readPublic(): Promise<PublicOpening[]> {
  const now = new Date()
  const all = await readOpenings((await getDatabase()).db)
  return all
    .filter((opening) => opening.status !== 'draft')
    .map((opening) => ({ ...opening, accepting: isAccepting(opening, now) }))
}

/**
 * Every public opening (open and closed), read once per site-content version: an opening's save bumps it, so every
 * server shows the change within about a second (docs/decisions/017). At build time there is no database and no
 * opening (the prerendered /careers only lends its critical CSS).
 */
export async function currentOpenings(): Promise<PublicOpening[]> {
  if (isPrerendering()) return []
  const { site } = await contentVersions()
  if (memo?.key !== site) {
    const openings = readPublic()
    memo = { key: site, openings }
    openings.catch(() => {
      if (memo?.openings === openings) memo = undefined
    })
  }
  return memo.openings
}

/** The public opening with this slug (open or closed), or undefined for a draft or an unknown slug. */
export async function publicOpening(slug: string): Promise<PublicOpening | undefined> {
  return (await currentOpenings()).find((opening) => opening.slug === slug)
}
