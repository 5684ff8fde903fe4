import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { StoredTestimonial, TestimonialPage } from '~/server/testimonials/current.server'
import { deletePublished, moveInList, publish, savePerson, type PublishedPhoto } from './published-store.server'

/** What staff set in the form (the photo apart). */
export type TestimonialFields = Pick<
  StoredTestimonial,
  'page' | 'name' | 'role' | 'company' | 'text' | 'rating' | 'linkedin' | 'github' | 'consentOn' | 'shown'
>

/**
 * Adds a testimonial (`id` undefined) at the end of its page, or saves one (moved to the end of its new page when the
 * page changed), with its new photo if any (the one it replaces is deleted) and the site version, in one transaction.
 * `removePhoto` drops the photo (the card shows the initial). Refuses to show one without a consent date.
 */
export async function saveTestimonial(
  db: Kysely<Database>,
  input: { id?: string; fields: TestimonialFields; photo?: PublishedPhoto; removePhoto?: boolean },
  now = new Date(),
): Promise<string> {
  const { page, company, text, rating, github } = input.fields
  const consent = 'A testimonial can be shown only with the day consent to publish it was recorded.'
  const own = { page, company, quote: text, rating, github_url: github }
  return savePerson(db, 'testimonials', { noun: 'testimonial', group: 'page', consent }, input, own, now)
}

/** How the audit log names a testimonial: by its person, so that deleting it can find and clear these entries. */
export function testimonialAuditTarget(name: string): string {
  return `Testimonial of ${name}`
}

/**
 * Deletes a testimonial with its photo's bytes and bumps the site version, in one transaction: when its person
 * withdraws consent or asks for erasure (a testimonial has no email or phone, so `/staff/people` cannot find it). The
 * audit log's entries about it keep what staff did but no longer name the person or quote them. Returns the page it
 * was on and whether it had an uploaded photo, or undefined when there is no such testimonial.
 */
export async function deleteTestimonial(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<{ page: TestimonialPage; photo: boolean } | undefined> {
  return publish(db, now, async (trx) => {
    const gone = await deletePublished(trx, 'testimonials', id, {
      actions: ['testimonial-add', 'testimonial-edit', 'testimonial-move'],
      target: testimonialAuditTarget,
      as: 'Deleted testimonial',
    })
    return gone && { page: gone.row.page, photo: gone.photo }
  })
}

/**
 * Swaps a testimonial with its neighbour above or below on its page, with the site version. Returns the positions
 * (1-based) before and after, or undefined when it is already first or last (or unknown).
 */
export async function moveTestimonial(
  db: Kysely<Database>,
  id: string,
  direction: 'up' | 'down',
  now = new Date(),
): Promise<{ from: number; to: number } | undefined> {
  return publish(db, now, async (trx) => {
    const row = await trx.selectFrom('testimonials').select('page').where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const moved = await moveInList(trx, 'testimonials', { column: 'page', value: row.page }, id, direction)
    if (moved)
      await trx.updateTable('testimonials').set({ updated_at: now.toISOString() }).where('id', '=', id).execute()
    return moved
  })
}
