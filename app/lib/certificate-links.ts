import { company } from '~/content/company'
import { pathTo } from '~/content/site-routes'

/** The public pages of a certificate, by identifier. */
export function verifyPath(id: string): string {
  return pathTo('verifyCertificate', { id })
}
export function certificatePdfPath(id: string): string {
  return pathTo('certificatePdf', { id })
}
export function certificateSharePath(id: string): string {
  return pathTo('certificateShareImage', { id })
}

/**
 * LinkedIn's documented add-to-profile link for a certification: the person signed in to LinkedIn lands on the "Add
 * license or certification" form with everything filled in (name, organisation, issue month, ID and URL).
 */
export function linkedInAddUrl(cert: { id: string; courseTitle: string; completedOn: string }, verifyUrl: string) {
  const [year, month] = cert.completedOn.split('-')
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.courseTitle,
    organizationName: company.name,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: verifyUrl,
    certId: cert.id,
  })
  return `https://www.linkedin.com/profile/add?${params}`
}
