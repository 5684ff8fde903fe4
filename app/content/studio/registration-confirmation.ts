import { z } from 'zod'
import { company, whatsappUrl } from '../company'
import { sitePaths } from '../site-routes'

const text = z.string().trim().min(1)

export const RegistrationConfirmationSchema = z.object({
  heading: text,
  /** `{reference}` is the registration's reference. */
  lead: text.includes('{reference}'),
  panelTitle: text,
  panelText: text,
  referenceLabel: text,
  referenceHint: text,
  courseLabel: text,
  /** `{bootcamp}` is the chosen bootcamp's name. */
  course: text.includes('{bootcamp}'),
  notSure: text,
  batchLabel: text,
  /** `{date}` is the batch's first day. */
  batch: text.includes('{date}'),
  waitlist: text,
  noBatch: text,
  feeLabel: text,
  /** `{price}` is the fee. */
  fee: text.includes('{price}'),
  payLabel: text,
  /** `{link}` is what we email after the call, `{document}` what a payment gets (content/studio/payment-ways.ts). */
  pay: text.includes('{link}').includes('{document}'),
  refundLabel: text,
  refund: text,
  refundLink: z.object({ text, href: text.startsWith('/') }),
  emailLabel: text,
  email: text,
  personLabel: text,
  person: text,
  call: z.object({ text, href: text.startsWith('tel:') }),
  mentor: text,
  mentorHint: text,
  whatsapp: z.object({ text, href: text.startsWith('https://wa.me/') }),
  browse: z.object({ text, href: text.startsWith('/') }),
})
export type RegistrationConfirmationCopy = z.infer<typeof RegistrationConfirmationSchema>

const admissions = company.phones.at(-1)!

/** What the registration page says once a registration is stored (the page with ?sent=1&ref=…). */
export const registrationConfirmation = {
  heading: 'Registration received',
  lead: 'Your reference is {reference}. Here is exactly what happens next.',
  panelTitle: 'We have your registration',
  panelText: 'It has reached our admissions team in Bengaluru, with any documents you attached.',
  referenceLabel: 'Your reference',
  referenceHint: 'Quote it when you call, write or pay, so we find your registration at once.',
  courseLabel: 'Your course',
  course: '{bootcamp} Bootcamp',
  notSure: 'Not sure yet: your counsellor will help you choose on the call.',
  batchLabel: 'Your batch',
  batch: 'Starts {date}.',
  waitlist:
    'This batch is full, so you join its waitlist in the order registrations arrived; we offer you the first seat that frees, or the next batch.',
  noBatch: 'The next batch dates are being set; your counsellor tells you the date on the call.',
  feeLabel: 'Fee',
  fee: '{price} for the whole 3-month bootcamp: live mentor sessions, code reviews of every project, the capstone and placement preparation, and a verifiable certificate.',
  payLabel: 'When and how you pay',
  pay: 'Nothing is charged now. After the call we email you {link}; pay before your first session to confirm your seat. Every payment gets {document}.',
  refundLabel: 'Refunds',
  refund: 'Full refund if you ask within 14 days of the start, having attended 3 sessions and done the set tasks.',
  refundLink: { text: 'Read the refund policy', href: sitePaths.refundPolicy },
  emailLabel: 'Check your email',
  email: `We have sent a confirmation with your reference to the address you gave. If it is not in your inbox within a few minutes, look in spam or promotions and mark it “not spam”, so our payment link reaches you too.`,
  personLabel: 'Talk to a person',
  person: `Admissions answer ${company.hours}.`,
  call: { text: `Call ${admissions.display}`, href: `tel:${admissions.e164}` },
  mentor: 'Book a call with a mentor',
  mentorHint:
    'Book within half an hour of registering and your name, email, phone and course are already filled in on this device.',
  whatsapp: { text: 'WhatsApp us', href: whatsappUrl('Hello RealWork, I have just registered for a bootcamp.') },
  browse: { text: 'Browse the course roadmaps while you wait', href: sitePaths.studioCourses },
} satisfies RegistrationConfirmationCopy
