// The batches desk's server entry for the desks above it (docs/architecture.md, "Desks and their order").
export { withdrawWithin } from '~/staff/batches/server/enrolment-changes.server'
export { enrolIntent, leadEnrolmentData } from '~/staff/batches/server/lead-enrolment.server'
