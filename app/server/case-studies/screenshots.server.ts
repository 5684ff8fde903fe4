import type { Kysely, Transaction } from 'kysely'
import { MAX_SCREENSHOTS, type CaseStudyScreenshot } from '~/lib/case-study'
import type { Database } from '../db/schema.server'
import { insertMedia, mediaId } from '../media.server'
import { bumpSiteVersion } from '../site-content.server'

/** A screenshot already checked and fitted: its 1,200 px copy and, when wider than 640 px, its 640 px copy. */
export interface PreparedScreenshot {
  contentType: string
  large: { width: number; height: number; data: Uint8Array }
  small: { width: number; height: number; data: Uint8Array } | null
}

/** Thrown when a case study already has MAX_SCREENSHOTS. */
export class ScreenshotLimitError extends Error {
  constructor() {
    super(`A case study has at most ${MAX_SCREENSHOTS} screenshots.`)
  }
}

type Row = Database['case_study_screenshots']

const fromRow = (row: Row): CaseStudyScreenshot => ({
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
  for (const row of rows) out.get(row.case_study_id)?.push(fromRow(row))
  return out
}

/**
 * Adds a screenshot at the end of a case study's, its images stored as media, with the site version, in one
 * transaction. Refuses a fifth (MAX_SCREENSHOTS) and a case study that is not there.
 */
export async function addScreenshot(
  db: Kysely<Database>,
  input: { caseStudyId: string; alt: string; image: PreparedScreenshot },
  now = new Date(),
): Promise<string> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('case_studies')
      .select('id')
      .where('id', '=', input.caseStudyId)
      .executeTakeFirst()
    if (!owner) throw new Error(`No case study ${input.caseStudyId}`)
    const rows = await trx
      .selectFrom('case_study_screenshots')
      .select('position')
      .where('case_study_id', '=', input.caseStudyId)
      .execute()
    if (rows.length >= MAX_SCREENSHOTS) throw new ScreenshotLimitError()
    const { contentType, large, small } = input.image
    const id = crypto.randomUUID()
    await trx
      .insertInto('case_study_screenshots')
      .values({
        id,
        case_study_id: input.caseStudyId,
        position: Math.max(-1, ...rows.map((r) => Number(r.position))) + 1,
        image_url: await insertMedia(trx, { contentType, data: large.data }, at),
        small_url: small ? await insertMedia(trx, { contentType, data: small.data }, at) : null,
        width: large.width,
        height: large.height,
        alt: input.alt,
      })
      .execute()
    await bumpSiteVersion(trx, now)
    return id
  })
}

/** Deletes the media of these screenshot rows (the rows go with their case study or one by one). */
export async function deleteScreenshotMedia(trx: Transaction<Database>, rows: Pick<Row, 'image_url' | 'small_url'>[]) {
  const ids = rows.flatMap((row) => [mediaId(row.image_url), mediaId(row.small_url)]).filter((id) => id !== undefined)
  if (ids.length > 0) await trx.deleteFrom('post_images').where('id', 'in', ids).execute()
}

/** Removes one screenshot of a case study with its images and the site version; its alt text when done, else undefined. */
export async function removeScreenshot(
  db: Kysely<Database>,
  caseStudyId: string,
  id: string,
  now = new Date(),
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('case_study_screenshots')
      .selectAll()
      .where('id', '=', id)
      .where('case_study_id', '=', caseStudyId)
      .executeTakeFirst()
    if (!row) return undefined
    await trx.deleteFrom('case_study_screenshots').where('id', '=', id).execute()
    await deleteScreenshotMedia(trx, [row])
    await bumpSiteVersion(trx, now)
    return row.alt
  })
}

/**
 * Moves a screenshot one place up or down among its case study's, with the site version; its places before and after
 * (1 first), or undefined when it is not there or already at that end.
 */
export async function moveScreenshot(
  db: Kysely<Database>,
  caseStudyId: string,
  id: string,
  direction: 'up' | 'down',
  now = new Date(),
): Promise<{ from: number; to: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('case_study_screenshots')
      .select(['id', 'position'])
      .where('case_study_id', '=', caseStudyId)
      .orderBy('position')
      .orderBy('id')
      .execute()
    const from = rows.findIndex((row) => row.id === id)
    const to = direction === 'up' ? from - 1 : from + 1
    if (from < 0 || to < 0 || to >= rows.length) return undefined
    const order = rows.map((row) => row.id)
    ;[order[from], order[to]] = [order[to]!, order[from]!]
    for (const [position, rowId] of order.entries())
      await trx.updateTable('case_study_screenshots').set({ position }).where('id', '=', rowId).execute()
    await bumpSiteVersion(trx, now)
    return { from: from + 1, to: to + 1 }
  })
}
