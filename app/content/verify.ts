import { company } from './company'
import { companyNames } from './company-names'

/** Copy of the certificate verification pages (/verify and /verify/{id}). */
export const verifyPage = {
  seo: {
    title: 'Verify a RealWork certificate',
    description: `Check that a certificate from ${companyNames.name}'s training studio is genuine: enter its ID (RW- and 16 letters and digits) to see the holder, course, mentor and whether it is valid.`,
  },
  title: 'Verify a certificate',
  lead: `Every certificate ${companyNames.name} issues has an ID printed on it, like RW-7K3Q-9XPM-4D2T-H8VA, and a QR code that opens its page here. Enter the ID to see who holds it, for which course, who approved the work and whether it is still valid.`,
  label: 'Certificate ID',
  hint: 'Case, spaces and dashes do not matter. You can also paste the whole link.',
  submit: 'Verify',
  invalid: 'That is not a certificate ID. An ID is RW- followed by 16 letters and digits, like RW-7K3Q-9XPM-4D2T-H8VA.',
  limited: 'Too many look-ups from your network just now. Please try again in a few minutes.',
  howTitle: 'What a verification page tells you',
  how: [
    'The holder’s name, the course, the completion date and the mentor who approved the work, as the studio recorded them.',
    'Whether the certificate is valid, or the date it was revoked and why.',
    'The projects the graduate built during the course, with links where they gave them.',
  ],
}

/** The look-up's copy as the loaders send it: the page's copy and its last line, where certificate questions go. */
export type VerifyCopy = typeof verifyPage & { contact: string }

/**
 * The look-up's copy with its contact line (the training studio's mailbox). Called by the loaders, so the browser's copy
 * of these pages never loads the company's contact details (docs/performance.md).
 */
export function verifyLookupCopy(): VerifyCopy {
  const mailbox = company.emails[1]?.address ?? company.emails[0]!.address
  return { ...verifyPage, contact: `Questions about a certificate? Write to ${mailbox}.` }
}

/** Copy of one certificate's page. */
export const certificatePage = {
  eyebrow: 'Certificate verification',
  valid: 'Valid',
  validText: 'This certificate was issued by {issuer} and has not been revoked.',
  revoked: 'Revoked on {date}',
  revokedText: 'This certificate is no longer valid. Reason given by {issuer}:',
  holder: 'Holder',
  course: 'Course',
  completed: 'Completed on',
  mentor: 'Approved by mentor',
  grade: 'Grade',
  issuer: 'Issued by',
  id: 'Certificate ID',
  projects: 'Projects',
  download: 'Download the certificate (PDF)',
  linkedIn: 'Add to LinkedIn',
  linkedInHint: 'Opens LinkedIn’s “Add license or certification” form with these details filled in.',
  another: 'Verify another certificate',
  notFoundTitle: 'No certificate has this ID',
  notFoundText:
    'Check the ID against the certificate: it is RW- followed by 16 letters and digits, printed under the QR code. The letters I, L, O and U are never used, so a 1 or 0 may have been read as a letter.',
  limitedTitle: 'Too many look-ups',
}
