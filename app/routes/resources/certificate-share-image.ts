import type { Route } from './+types/certificate-share-image'
import { certificateForResource } from '~/server/certificate-lookups.server'
import { cachedCertificateShareImage } from '~/server/certificate-share-image.server'

/** A certificate's share image (1200×630 PNG), which its verify page names as og:image; it shows a revocation too. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await certificateForResource(params.id, context)
  if ('response' in found) return found.response
  const png = await cachedCertificateShareImage(found.cert)
  return new Response(Buffer.from(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      // Link previews fetch it once; a revocation shows in previews made after five minutes at most.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
