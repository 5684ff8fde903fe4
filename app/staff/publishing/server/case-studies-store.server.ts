import type { Kysely } from 'kysely'
import { slugify } from '~/lib/slug'
import type { StoredCaseStudy } from '~/server/case-studies/current.server'
import type { Database } from '~/server/db/schema.server'
import { deleteMedia, publish, requireConsent, saveListed } from './published-store.server'

/** What staff set in the form; the slug follows the first title and then stays, so a published address holds. */
export type CaseStudyFields = Pick<
  StoredCaseStudy,
  'title' | 'client' | 'sector' | 'problem' | 'built' | 'stack' | 'results' | 'liveUrl' | 'consentOn' | 'shown'
>

/** Thrown when a new case study's title gives the address of another one. */
export class CaseStudySlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Another case study has the address ${slug}.`)
  }
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
  const { fields: f } = input
  requireConsent(f, 'A case study can be shown only with the day the client’s consent to publish it was recorded.')
  const fresh = slugify(f.title)
  return publish(db, now, async (trx, at) => {
    let slug = fresh
    const id = await saveListed(
      trx,
      'case_studies',
      { ...input, noun: 'case study', at, insert: { slug } },
      async (existing) => {
        if (existing) slug = existing.slug
        else if (await trx.selectFrom('case_studies').select('id').where('slug', '=', slug).executeTakeFirst())
          throw new CaseStudySlugTakenError(slug)
        return {
          title: f.title,
          client: f.client,
          sector: f.sector,
          problem: f.problem,
          built: f.built,
          stack: f.stack.join('\n'),
          results: f.results.join('\n'),
          live_url: f.liveUrl,
          consent_on: f.consentOn,
          shown: f.shown ? 1 : 0,
          updated_at: at,
        }
      },
    )
    return { id, slug }
  })
}

/**
 * Deletes a case study (its client withdrew consent) with its screenshots' images and the site version; false when
 * there is none.
 */
export async function deleteCaseStudy(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  return publish(db, now, async (trx) => {
    const screenshots = await trx
      .selectFrom('case_study_screenshots')
      .select(['image_url', 'small_url'])
      .where('case_study_id', '=', id)
      .execute()
    await trx.deleteFrom('case_study_screenshots').where('case_study_id', '=', id).execute()
    await deleteMedia(
      trx,
      screenshots.flatMap((row) => [row.image_url, row.small_url]),
    )
    const gone = await trx.deleteFrom('case_studies').where('id', '=', id).executeTakeFirst()
    return Number(gone.numDeletedRows) > 0
  })
}
