import type { Kysely, Transaction } from 'kysely'
import type { CaseStudy, CaseStudyScreenshot } from '~/lib/case-study'
import { getDatabase } from '../db/database.server'
import type { Database } from '../db/schema.server'
import { isPrerendering } from '../prerendering.server'
import { publishedFields, type Published } from '../published.server'
import { perSiteVersion } from '../site-memo.server'

// The read side of case studies and their screenshots: what public pages show, and the rows staff's pages list. Staff
// write them through the publishing desk's stores (app/staff/publishing/server/case-studies-store.server.ts and
// case-study-screenshots-store.server.ts).

export type { CaseStudy }

/** A case study as staff keep it: its place, shown or not, the day the client's consent was recorded. */
export type StoredCaseStudy = Published<CaseStudy>

const lines = (text: string) => text.split('\n').filter(Boolean)

function fromRow(row: Database['case_studies'], screenshots: CaseStudy['screenshots']): StoredCaseStudy {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    client: row.client,
    sector: row.sector,
    problem: row.problem,
    built: row.built,
    stack: lines(row.stack),
    results: lines(row.results),
    liveUrl: row.live_url,
    screenshots,
    ...publishedFields(row),
  }
}

const screenshotFromRow = (row: Database['case_study_screenshots']): CaseStudyScreenshot => ({
  id: row.id,
  src: row.image_url,
  smallSrc: row.small_url,
  width: Number(row.width),
  height: Number(row.height),
  alt: row.alt,
})

/** The screenshots of these case studies, each list in staff's order. */
export async function readScreenshots(
  db: Kysely<Database> | Transaction<Database>,
  caseStudyIds: readonly string[],
): Promise<Map<string, CaseStudyScreenshot[]>> {
  const out = new Map<string, CaseStudyScreenshot[]>(caseStudyIds.map((id) => [id, []]))
  if (caseStudyIds.length === 0) return out
  const rows = await db
    .selectFrom('case_study_screenshots')
    .selectAll()
    .where('case_study_id', 'in', caseStudyIds)
    .orderBy('position')
    .orderBy('id')
    .execute()
  for (const row of rows) out.get(row.case_study_id)?.push(screenshotFromRow(row))
  return out
}

/** Every case study, shown or hidden, in staff's order (the first added first). */
export async function readCaseStudies(db: Kysely<Database>): Promise<StoredCaseStudy[]> {
  const rows = await db.selectFrom('case_studies').selectAll().orderBy('position').orderBy('id').execute()
  const screenshots = await readScreenshots(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => fromRow(row, screenshots.get(row.id) ?? []))
}

export async function getCaseStudy(db: Kysely<Database>, id: string): Promise<StoredCaseStudy | undefined> {
  const row = await db.selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row, (await readScreenshots(db, [row.id])).get(row.id) ?? []) : undefined
}

function publicFields(c: CaseStudy): CaseStudy {
  const { id, slug, title, client, sector, problem, built, stack, results, liveUrl, screenshots } = c
  return { id, slug, title, client, sector, problem, built, stack, results, liveUrl, screenshots }
}

async function readShown(): Promise<CaseStudy[]> {
  const all = await readCaseStudies((await getDatabase()).db)
  // The store never saves a shown one without consent; the check here keeps a hand-edited row off the site too.
  return all.filter((c) => c.shown && c.consentOn).map(publicFields)
}

const shownCaseStudies = perSiteVersion(readShown)

/**
 * The published case studies, read once per site-content version (a save shows on every server within about a
 * second). At build time there is no database and none: the page says they are being written up.
 */
export async function currentCaseStudies(): Promise<CaseStudy[]> {
  if (isPrerendering()) return []
  return shownCaseStudies()
}
