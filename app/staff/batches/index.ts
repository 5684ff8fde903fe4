// The batches desk's entry for the desks above it (docs/architecture.md, "Desks and their order").
export { LeadEnrolForm } from '~/staff/batches/components/lead-enrol-form'
export { staffBatchesPage } from '~/staff/batches/content/staff-batches'
export { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
