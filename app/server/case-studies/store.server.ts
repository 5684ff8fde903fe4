import type { Kysely } from 'kysely'
import type { CaseStudy } from '~/lib/case-study'
import { slugify } from '~/lib/slug'
import type { Database } from '../db/schema.server'
import { bumpSiteVersion } from '../site-content.server'
import { deleteScreenshotMedia, readScreenshots } from './screenshots.server'

export type { CaseStudy }

/** A case study as staff keep it: whether shown and the day the client's consent to publish was recorded. */
export interface StoredCaseStudy extends CaseStudy {
  position: number
  consentOn: string | null
  shown: boolean
  updatedAt: string
}

/** What staff set in the form; the slug follows the first title and then stays, so a published address holds. */
export type CaseStudyFields = Pick<
  StoredCaseStudy,
  'title' | 'client' | 'sector' | 'problem' | 'built' | 'stack' | 'results' | 'liveUrl' | 'consentOn' | 'shown'
>

/** Thrown when a case study would be shown without the client's consent date. */
export class CaseStudyConsentMissingError extends Error {
  constructor() {
    super('A case study can be shown only with the day the client’s consent to publish it was recorded.')
  }
}

/** Thrown when a new case study's title gives the address of another one. */
export class CaseStudySlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Another case study has the address ${slug}.`)
  }
}

type Row = Database['case_studies']
const lines = (text: string) => text.split('\n').filter(Boolean)

function fromRow(row: Row, screenshots: CaseStudy['screenshots']): StoredCaseStudy {
  return {
    id: row.id,
    slug: row.slug,
    position: Number(row.position),
    title: row.title,
    client: row.client,
    sector: row.sector,
    problem: row.problem,
    built: row.built,
    stack: lines(row.stack),
    results: lines(row.results),
    liveUrl: row.live_url,
    screenshots,
    consentOn: row.consent_on,
    shown: Number(row.shown) === 1,
    updatedAt: row.updated_at,
  }
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

/**
 * Adds a case study (`id` undefined) at the end, its address from its title, or saves one (its address kept), with
 * the site version, in one transaction. Refuses to show one without a consent date, and a title whose address is taken.
 */
export async function saveCaseStudy(
  db: Kysely<Database>,
  input: { id?: string; fields: CaseStudyFields },
  now = new Date(),
): Promise<{ id: string; slug: string }> {
  const { fields } = input
  if (fields.shown && !fields.consentOn) throw new CaseStudyConsentMissingError()
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const existing = input.id
      ? await trx.selectFrom('case_studies').selectAll().where('id', '=', input.id).executeTakeFirst()
      : undefined
    if (input.id && !existing) throw new Error(`No case study ${input.id}`)
    const values = {
      title: fields.title,
      client: fields.client,
      sector: fields.sector,
      problem: fields.problem,
      built: fields.built,
      stack: fields.stack.join('\n'),
      results: fields.results.join('\n'),
      live_url: fields.liveUrl,
      consent_on: fields.consentOn,
      shown: fields.shown ? 1 : 0,
      updated_at: at,
    }
    if (existing) {
      await trx.updateTable('case_studies').set(values).where('id', '=', existing.id).execute()
      await bumpSiteVersion(trx, now)
      return { id: existing.id, slug: existing.slug }
    }
    const slug = slugify(fields.title)
    const taken = await trx.selectFrom('case_studies').select('id').where('slug', '=', slug).executeTakeFirst()
    if (taken) throw new CaseStudySlugTakenError(slug)
    const last = await trx
      .selectFrom('case_studies')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst()
    const id = crypto.randomUUID()
    await trx
      .insertInto('case_studies')
      .values({ id, slug, position: Number(last?.position ?? -1) + 1, ...values, created_at: at })
      .execute()
    await bumpSiteVersion(trx, now)
    return { id, slug }
  })
}

/**
 * Deletes a case study (its client withdrew consent) with its screenshots' images and the site version; false when
 * there is none.
 */
export async function deleteCaseStudy(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const screenshots = await trx
      .selectFrom('case_study_screenshots')
      .select(['image_url', 'small_url'])
      .where('case_study_id', '=', id)
      .execute()
    await trx.deleteFrom('case_study_screenshots').where('case_study_id', '=', id).execute()
    await deleteScreenshotMedia(trx, screenshots)
    const gone = await trx.deleteFrom('case_studies').where('id', '=', id).executeTakeFirst()
    if (Number(gone.numDeletedRows) === 0) return false
    await bumpSiteVersion(trx, now)
    return true
  })
}
