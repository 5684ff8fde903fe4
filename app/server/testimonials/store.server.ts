import type { Kysely, Transaction } from 'kysely'
import type { Testimonial } from '~/lib/testimonial'
import type { Database } from '../db/schema.server'
import type { TestimonialPage } from '../db/schema-testimonials.server'
import { insertMedia, mediaId } from '../media.server'
import { bumpSiteVersion } from '../site-content.server'

export type { TestimonialPage, Testimonial }

/** A testimonial as staff keep it: where it is shown, whether, and the day consent to publish was recorded. */
export interface StoredTestimonial extends Testimonial {
  page: TestimonialPage
  position: number
  consentOn: string | null
  shown: boolean
  updatedAt: string
}

/** What staff set in the form (the photo apart). */
export type TestimonialFields = Pick<
  StoredTestimonial,
  'page' | 'name' | 'role' | 'company' | 'text' | 'rating' | 'linkedin' | 'github' | 'consentOn' | 'shown'
>

/** An uploaded photo, already checked and resized. */
export interface TestimonialPhoto {
  contentType: string
  data: Uint8Array
}

/** Thrown by the store when a testimonial would be shown without a consent date: the server never publishes one. */
export class ConsentMissingError extends Error {
  constructor() {
    super('A testimonial can be shown only with the day consent to publish it was recorded.')
  }
}

type Row = Database['testimonials']

function fromRow(row: Row): StoredTestimonial {
  return {
    id: row.id,
    page: row.page,
    position: Number(row.position),
    name: row.name,
    role: row.role,
    company: row.company,
    text: row.quote,
    rating: row.rating === null ? null : Number(row.rating),
    linkedin: row.linkedin_url,
    github: row.github_url,
    image: row.photo_url,
    consentOn: row.consent_on,
    shown: Number(row.shown) === 1,
    updatedAt: row.updated_at,
  }
}

/** Every testimonial, shown or hidden: the studio's first, each page in its order. */
export async function readTestimonials(db: Kysely<Database>): Promise<StoredTestimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('page', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map(fromRow)
}

export async function getTestimonial(db: Kysely<Database>, id: string): Promise<StoredTestimonial | undefined> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

async function nextPosition(trx: Transaction<Database>, page: TestimonialPage): Promise<number> {
  const last = await trx
    .selectFrom('testimonials')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('page', '=', page)
    .executeTakeFirst()
  return Number(last?.position ?? -1) + 1
}

/**
 * Adds a testimonial (`id` undefined) at the end of its page, or saves one (moved to the end of its new page when the
 * page changed), with its new photo if any (the one it replaces is deleted) and the site version, in one transaction.
 * `removePhoto` drops the photo (the card shows the initial). Refuses to show one without a consent date.
 */
export async function saveTestimonial(
  db: Kysely<Database>,
  input: { id?: string; fields: TestimonialFields; photo?: TestimonialPhoto; removePhoto?: boolean },
  now = new Date(),
): Promise<string> {
  const { fields } = input
  if (fields.shown && !fields.consentOn) throw new ConsentMissingError()
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const existing = input.id
      ? await trx.selectFrom('testimonials').selectAll().where('id', '=', input.id).executeTakeFirst()
      : undefined
    if (input.id && !existing) throw new Error(`No testimonial ${input.id}`)
    let photoUrl = input.removePhoto ? null : (existing?.photo_url ?? null)
    if (input.photo) photoUrl = await insertMedia(trx, input.photo, at)
    const replaced = mediaId(existing?.photo_url)
    if (replaced && photoUrl !== existing?.photo_url)
      await trx.deleteFrom('post_images').where('id', '=', replaced).execute()
    const values = {
      page: fields.page,
      name: fields.name,
      role: fields.role,
      company: fields.company,
      quote: fields.text,
      rating: fields.rating,
      linkedin_url: fields.linkedin,
      github_url: fields.github,
      photo_url: photoUrl,
      consent_on: fields.consentOn,
      shown: fields.shown ? 1 : 0,
      updated_at: at,
    }
    const id = existing?.id ?? crypto.randomUUID()
    if (existing) {
      const position = existing.page === fields.page ? existing.position : await nextPosition(trx, fields.page)
      await trx
        .updateTable('testimonials')
        .set({ ...values, position })
        .where('id', '=', id)
        .execute()
    } else {
      const position = await nextPosition(trx, fields.page)
      await trx
        .insertInto('testimonials')
        .values({ id, position, ...values, created_at: at })
        .execute()
    }
    await bumpSiteVersion(trx, now)
    return id
  })
}

/** How the audit log names a testimonial: by its person, so that deleting it can find and clear these entries. */
export function testimonialAuditTarget(name: string): string {
  return `Testimonial of ${name}`
}

/**
 * Deletes a testimonial with its photo's bytes and bumps the site version, in one transaction: when its person withdraws
 * consent or asks for erasure (a testimonial has no email or phone, so `/staff/people` cannot find it). The audit log's
 * entries about it keep what staff did but no longer name the person or quote them (`testimonialAuditTarget`). Returns the page it was on and whether it had an uploaded photo, or undefined when there
 * is no such testimonial.
 */
export async function deleteTestimonial(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<{ page: TestimonialPage; photo: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const photo = mediaId(row.photo_url)
    if (photo) await trx.deleteFrom('post_images').where('id', '=', photo).execute()
    await trx.deleteFrom('testimonials').where('id', '=', id).execute()
    await trx
      .updateTable('audit_log')
      .where('action', 'in', ['testimonial-add', 'testimonial-edit', 'testimonial-move'])
      .where('target', '=', testimonialAuditTarget(row.name))
      .set({ target: 'Deleted testimonial', detail: null })
      .execute()
    await bumpSiteVersion(trx, now)
    return { page: row.page, photo: Boolean(photo) }
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
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const siblings = await trx
      .selectFrom('testimonials')
      .select(['id', 'position'])
      .where('page', '=', row.page)
      .orderBy('position')
      .orderBy('id')
      .execute()
    const index = siblings.findIndex((s) => s.id === id)
    const other = index + (direction === 'up' ? -1 : 1)
    if (other < 0 || other >= siblings.length) return undefined
    // Positions are rewritten 0, 1, 2… in the new order, so ties or gaps left by page moves never block a swap.
    const order = siblings.map((s) => s.id)
    ;[order[index], order[other]] = [order[other]!, order[index]!]
    for (const [position, sid] of order.entries())
      await trx.updateTable('testimonials').set({ position }).where('id', '=', sid).execute()
    await trx.updateTable('testimonials').set({ updated_at: now.toISOString() }).where('id', '=', id).execute()
    await bumpSiteVersion(trx, now)
    return { from: index + 1, to: other + 1 }
  })
}
