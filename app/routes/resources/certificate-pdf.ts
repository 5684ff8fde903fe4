import type { Route } from './+types/certificate-pdf'
import { verifyPath } from '~/lib/certificate-links'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { formatDate } from '~/lib/format'
import { istToday } from '~/lib/site-notices'
import { absoluteUrl } from '~/lib/site-url'
import { takeLookup } from '~/server/certificate-lookups.server'
import { cachedCertificatePdf } from '~/server/certificate-pdf.server'
import { findCertificate } from '~/server/certificates.server'
import { getDatabase } from '~/server/db/database.server'
import { contentDisposition } from '~/server/http.server'

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The printable certificate (A4 landscape PDF). Not cached by browsers beyond a revalidation, so a revoked
 * certificate's PDF is gone at once: it answers 410 and says where the verify page is. An unknown ID is a 404 that
 * counts against the address's look-ups, like the verify page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = normaliseCertificateId(params.id)
  const cert = id ? await findCertificate((await getDatabase()).db, id) : undefined
  if (!cert) {
    if (!(await takeLookup(context))) return text('Too many look-ups from your network. Please try again later.', 429)
    return text('No certificate has this ID. Check it at ' + absoluteUrl('/verify') + '.', 404)
  }
  const verifyUrl = absoluteUrl(verifyPath(cert.id))
  if (cert.revoked)
    return text(
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
