import type { Transaction } from 'kysely'
import type { Database } from '~/server/db/schema.server'

/**
 * Uploaded images (post covers, testimonial photos) live in `post_images` and are served by /media/{id}
 * (routes/resources/media.ts), cached for a year: a new upload always gets a new id.
 */

/** The image id of an uploaded image's address ('/media/{id}'); undefined for a built-in one. */
export function mediaId(url: string | null | undefined): string | undefined {
  return url?.startsWith('/media/') ? url.slice('/media/'.length) : undefined
}

/** Stores an image whose type was checked by its bytes; returns its address, '/media/{id}'. */
export async function insertMedia(
  trx: Transaction<Database>,
  image: { contentType: string; data: Uint8Array },
  at: string,
): Promise<string> {
  const id = crypto.randomUUID()
  await trx
    .insertInto('post_images')
    .values({ id, content_type: image.contentType, size: image.data.byteLength, data: image.data, created_at: at })
    .execute()
  return `/media/${id}`
}
