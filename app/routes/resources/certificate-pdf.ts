import type { Route } from './+types/certificate-pdf'
import { verifyPath } from '~/lib/certificate-links'
import { formatDate } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { absoluteUrl } from '~/lib/site-url'
import { certificateForResource, plainText } from '~/server/certificate-lookups.server'
import { cachedCertificatePdf } from '~/server/certificate-pdf.server'
import { contentDisposition } from '~/server/http.server'

/**
 * The printable certificate (A4 landscape PDF). Not cached by browsers beyond a revalidation, so a revoked
 * certificate's PDF is gone at once: it answers 410 and says where the verify page is. An unknown ID is a 404 that
 * counts against the address's look-ups, like the verify page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await certificateForResource(params.id, context)
  if ('response' in found) return found.response
  const { cert } = found
  const verifyUrl = absoluteUrl(verifyPath(cert.id))
  if (cert.revoked)
    return plainText(
      `Certificate ${cert.id} was revoked on ${formatDate(istToday(new Date(cert.revoked.at)))}: ${cert.revoked.reason}\nSee ${verifyUrl}`,
      410,
    )
  const pdf = await cachedCertificatePdf(cert, verifyUrl)
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': contentDisposition(`RealWork certificate ${cert.id}.pdf`),
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    },
  })
}
