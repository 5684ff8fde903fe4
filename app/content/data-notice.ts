import type { FormKind } from '~/forms/registry'
import { periodText, retentionDays } from '~/lib/retention'

/**
 * The one line under every form's submit button (components/forms/data-notice.tsx): what the data is used for, how
 * long it is kept (the retention settings the server applies, app/lib/retention.ts) and a link to the privacy policy,
 * which states the same periods.
 */
const purpose: Record<FormKind, string> = {
  enquiry: 'We use your details only to answer your enquiry, never for a mailing list.',
  'studio-contact': 'We use your details only to answer your question about our courses, never for a mailing list.',
  'services-contact': 'We use your details only to reply about your project, never for a mailing list.',
  registration: 'We use your details and files only to process your registration and verify who you are.',
  'job-application': 'We use your details and résumé only to consider you for work at RealWork, never for marketing.',
}

const kept = `We erase your message ${periodText(retentionDays.leads)} after we close it.`
const keptWithFiles = `We delete your resume and ID proof ${periodText(retentionDays.files)} after your registration is closed or you enrol.`
const keptApplication = `We delete your résumé ${periodText(retentionDays.files)} after we close your application, and the rest ${periodText(retentionDays.leads)} after.`

export function dataNoticeCopy(form: FormKind, hasFiles: boolean) {
  const keptText = form === 'job-application' ? keptApplication : hasFiles ? keptWithFiles : kept
  return { text: `${purpose[form]} ${keptText}`, linkText: 'Privacy policy' }
}
