import { data, redirect } from 'react-router'
import type { Route } from './+types/verify.$id'
import { CertificateNotFound, CertificateView } from '~/components/main/certificate-view'
import { certificatePage, verifyLookupCopy } from '~/content/verify'
import { certificatePdfPath, certificateSharePath, linkedInAddUrl, verifyPath } from '~/lib/certificate-links'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { credentialJsonLd } from '~/lib/json-ld/credential'
import { seo } from '~/lib/seo'
import { istToday } from '~/lib/ist'
import { absoluteUrl } from '~/lib/site-url'
import { takeLookup } from '~/server/certificate-lookups.server'
import { findCertificate } from '~/server/certificates.server'
import { getDatabase } from '~/server/db/database.server'

/**
 * A certificate's public page. Served from the page cache (keyed with the certificates' version, so an issue or a
 * revocation shows at once); an ID typed another way is redirected to its canonical spelling; an unknown ID is a 404
 * that counts against the address's look-ups.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = normaliseCertificateId(params.id)
  if (id && id !== params.id) throw redirect(verifyPath(id), 301)
  const cert = id ? await findCertificate((await getDatabase()).db, id) : undefined
  if (!cert) {
    const allowed = await takeLookup(context)
    return data(
      {
        found: false as const,
        copy: certificatePage,
        lookup: verifyLookupCopy(),
        limited: !allowed,
      },
      { status: allowed ? 404 : 429 },
    )
  }
  const url = absoluteUrl(verifyPath(cert.id))
  return {
    found: true as const,
    copy: certificatePage,
    url,
    searchable: cert.searchable,
    cert: {
      id: cert.id,
      holderName: cert.holderName,
      courseTitle: cert.courseTitle,
      completedOn: cert.completedOn,
      mentor: cert.mentor,
      grade: cert.grade,
      projects: cert.projects,
      revokedOn: cert.revoked ? istToday(new Date(cert.revoked.at)) : null,
      revokedReason: cert.revoked?.reason ?? null,
      pdfPath: certificatePdfPath(cert.id),
      // a revoked certificate offers neither the PDF nor LinkedIn
      linkedInUrl: cert.revoked ? null : linkedInAddUrl(cert, url),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found)
    return [
      { title: `${certificatePage.notFoundTitle} | RealWork Technologies` },
      { name: 'robots', content: 'noindex, nofollow' },
    ]
  const { cert, url } = loaderData
  const path = verifyPath(cert.id)
  const status = cert.revokedOn ? 'Revoked' : 'Valid'
  return seo({
    title: `${cert.holderName}: ${cert.courseTitle} certificate`,
    description: `${status} certificate ${cert.id}: ${cert.holderName} completed ${cert.courseTitle} at RealWork Technologies, approved by ${cert.mentor}.`,
    path,
    image: certificateSharePath(cert.id),
    imageAlt: `${cert.holderName}, ${cert.courseTitle}: ${status.toLowerCase()} certificate from RealWork Technologies`,
    noindex: !loaderData.searchable,
    jsonLd: import.meta.env.SSR
      ? [
          credentialJsonLd({ ...cert, url, revoked: cert.revokedOn !== null }),
          pageBreadcrumbJsonLd('verifyCertificate', { name: cert.id, path }),
        ]
      : undefined,
  })
}

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found)
    return <CertificateNotFound copy={loaderData.copy} lookup={loaderData.lookup} limited={loaderData.limited} />
  return <CertificateView copy={loaderData.copy} cert={loaderData.cert} />
}
