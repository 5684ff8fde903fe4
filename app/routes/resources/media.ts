import type { Route } from './+types/media'
import { getDatabase } from '~/server/db/database.server'
import { getPostImage } from '~/server/posts.server'

/**
 * An uploaded post cover. Its id is random and a new upload gets a new id, so the bytes at a URL never change:
 * cached for a year. The type was sniffed from the bytes at upload (JPEG, PNG or WebP only, never SVG).
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!/^[\w-]{1,64}$/.test(params.imageId)) return new Response('Not found', { status: 404 })
  const { db } = await getDatabase()
  const image = await getPostImage(db, params.imageId)
  if (!image) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(Buffer.from(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
