import type { FormKind } from '~/forms/registry'
import { company, emailFor, primaryPhone } from './company'
import { claims } from './services/claims'
import { guidePath, sitePaths } from './site-routes'
import { bootcamps } from './studio/bootcamps'

/**
 * The mail every visitor gets right after sending a form (app/server/acknowledgement.server.ts composes it). It says
 * what we received (the form's name and its chosen options, never the visitor's own text), what happens next and
 * when, and one useful next step. The only text of the visitor's it carries is their name.
 *
 * `next` is what happens next for the main site's and the services' forms. The studio's two forms (registration and
 * contact) say in their mail what their page says beside Submit (studio/what-happens-next.ts: the call, the next batch
 * of their bootcamp, payment and refunds); their `next` here is the fallback when no step can be read.
 */
export interface AcknowledgementCopy {
  /** Subject line; the visitor's name is not in it. */
  subject: string
  /** "We have received your …": the form, in the visitor's words. */
  received: string
  /** `received` for a submission that came with files, where the words name them. */
  receivedWithFiles?: string
  /** What happens next and when, one sentence a step. */
  next: readonly string[]
}

export interface NextStep {
  /** The sentence before the link. */
  text: string
  /** A path of this site. */
  path: string
}

const studioHours = company.hours

export const acknowledgements = {
  enquiry: {
    subject: 'RealWork Technologies: we have your enquiry',
    received: 'Thank you for your enquiry. It has reached our team in Bengaluru.',
    next: [
      `A mentor will call or email you within 24 hours (${studioHours}).`,
      'If you asked about a course, they will share its syllabus, fee and next batch date on that call.',
    ],
  },
  'studio-contact': {
    subject: 'RealWork Studio admissions: we have your question',
    received: 'Thank you for writing to RealWork Studio admissions. We have received your question.',
    next: [
      `An admissions counsellor will call or email you within 24 hours (${studioHours}).`,
      'They will go through the course you chose, its fee, the next batch date and whether it fits your background.',
    ],
  },
  'services-contact': {
    subject: 'RealWork Services: we have your project enquiry',
    received: 'Thank you for telling us about your project. Your message has reached our services team.',
    next: [
      `Someone from the services team will reply within ${claims.replyWithin} by email or phone.`,
      'The first consultation is free: we will ask a few questions about scope and timeline, then suggest how to go about it.',
    ],
  },
  registration: {
    subject: 'RealWork Studio: we have your registration',
    received: 'Thank you for registering with RealWork Studio. Your registration has reached us.',
    /** When the registration came with documents. */
    receivedWithFiles:
      'Thank you for registering with RealWork Studio. Your registration and documents have reached us.',
    next: [
      `An admissions counsellor will call or email you within 24 hours (${studioHours}) to confirm your batch and fee.`,
      'Your seat is held once the fee is paid; the counsellor will send the payment details on that call.',
    ],
  },
  // Applications to an opening and talent-pool entries alike (docs/decisions/017).
  'job-application': {
    subject: 'RealWork Technologies careers: we have your application',
    received:
      'Thank you for applying to RealWork Technologies. Your application and résumé have reached our hiring team in Bengaluru.',
    next: [
      'Someone from the team that is hiring reads your résumé against the role (or, for the talent pool, against the work you named). We read every application ourselves; no software screens it out.',
      'If it fits, they will call or email you to arrange a first conversation, usually followed by a practical round: a short teaching session for mentor roles, a coding exercise for engineering roles.',
      'If we do not take it further, we will tell you by email once the role closes. Talent-pool résumés are kept for the period our privacy policy states, and we contact you when a matching role opens.',
    ],
  },
} as const satisfies Record<FormKind, AcknowledgementCopy>

/** The closing lines every acknowledgement ends with. */
export const acknowledgementClosing = {
  replyHint: 'You can reply to this mail if you want to add anything; it goes to our team.',
  notYou: 'If you did not send this form, ignore this mail: nothing more will be sent to you unless you write to us.',
  signOff: `The ${company.name} team`,
  contact: `${primaryPhone!.display} · ${emailFor('General')}`,
} as const

/** The studio contact form's course is a bootcamp's id (or 'crash-course', 'undecided'): that bootcamp's guide. */
const courseGuide = (course: string | undefined): string | undefined =>
  bootcamps.find((b) => b.id === course)?.guideSlug

/** The one useful next step for a form: the matching roadmap guide, the course list or the services catalogue. */
export function acknowledgementNextStep(kind: FormKind, fields: Readonly<Record<string, unknown>>): NextStep {
  if (kind === 'job-application')
    return { text: 'Meanwhile, see the other roles open at RealWork Technologies:', path: sitePaths.careers }
  if (kind === 'services-contact')
    return {
      text: 'Meanwhile, see what we build and what it costs in our services catalogue:',
      path: sitePaths.servicesCatalogue,
    }
  const guide =
    kind === 'studio-contact'
      ? courseGuide(typeof fields.course === 'string' ? fields.course : undefined)
      : kind === 'registration'
        ? bootcamps.find((b) => b.id === fields.bootcamp)?.guideSlug
        : undefined
  if (guide) return { text: 'Meanwhile, read the phase-by-phase roadmap of your course:', path: guidePath(guide) }
  return { text: 'Meanwhile, compare our bootcamps and crash courses:', path: sitePaths.studioCourses }
}
