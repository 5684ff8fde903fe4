import type { Kysely } from 'kysely'
import { MAX_SCREENSHOTS } from '~/lib/case-study'
import type { Database } from '~/server/db/schema.server'
import { insertMedia } from '~/staff/publishing/server/media.server'
import { deleteMedia, moveInList, nextPosition, publish } from './published-store.server'

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

const of = (caseStudyId: string) => ({ column: 'case_study_id' as const, value: caseStudyId })

/**
 * Adds a screenshot at the end of a case study's, its images stored as media, with the site version, in one
 * transaction. Refuses a fifth (MAX_SCREENSHOTS) and a case study that is not there.
 */
export async function addScreenshot(
  db: Kysely<Database>,
  input: { caseStudyId: string; alt: string; image: PreparedScreenshot },
  now = new Date(),
): Promise<string> {
  return publish(db, now, async (trx, at) => {
    const owner = await trx
      .selectFrom('case_studies')
      .select('id')
      .where('id', '=', input.caseStudyId)
      .executeTakeFirst()
    if (!owner) throw new Error(`No case study ${input.caseStudyId}`)
    const { count } = await trx
      .selectFrom('case_study_screenshots')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('case_study_id', '=', input.caseStudyId)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_SCREENSHOTS) throw new ScreenshotLimitError()
    const { contentType, large, small } = input.image
    const id = crypto.randomUUID()
    await trx
      .insertInto('case_study_screenshots')
      .values({
        id,
        case_study_id: input.caseStudyId,
        position: await nextPosition(trx, 'case_study_screenshots', of(input.caseStudyId)),
        image_url: await insertMedia(trx, { contentType, data: large.data }, at),
        small_url: small ? await insertMedia(trx, { contentType, data: small.data }, at) : null,
        width: large.width,
        height: large.height,
        alt: input.alt,
      })
      .execute()
    return id
  })
}

/** Removes one screenshot of a case study with its images and the site version; its alt text when done, else undefined. */
export async function removeScreenshot(
  db: Kysely<Database>,
  caseStudyId: string,
  id: string,
  now = new Date(),
): Promise<string | undefined> {
  return publish(db, now, async (trx) => {
    const row = await trx
      .selectFrom('case_study_screenshots')
      .selectAll()
      .where('id', '=', id)
      .where('case_study_id', '=', caseStudyId)
      .executeTakeFirst()
    if (!row) return undefined
    await trx.deleteFrom('case_study_screenshots').where('id', '=', id).execute()
    await deleteMedia(trx, [row.image_url, row.small_url])
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
  return publish(db, now, (trx) => moveInList(trx, 'case_study_screenshots', of(caseStudyId), id, direction))
}
