// The certificates desk's server entry for the desks above it (docs/architecture.md, "Desks and their order").
export { listCertificateCourses } from '~/staff/certificates/server/certificate-courses.server'
export type { NewCertificate } from '~/staff/certificates/server/certificate-input.server'
export { writeCertificates } from '~/staff/certificates/server/certificate-register.server'
