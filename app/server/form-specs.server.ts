import type { z } from 'zod'
import { EnquirySchema } from '~/forms/enquiry.schema'
import { RegistrationSchema } from '~/forms/registration.schema'
import { ServicesContactSchema } from '~/forms/services-contact.schema'
import { StudioContactSchema } from '~/forms/studio-contact.schema'
import type { SubmissionSpec } from './forms.server'

function defineForm<S extends z.ZodObject>(spec: SubmissionSpec<S>): SubmissionSpec<S> {
  return spec
}

/** Every public form: its schema, where a visitor without scripts lands, and which fields identify the sender. */
export const formSpecs = {
  enquiry: defineForm({
    kind: 'enquiry',
    schema: EnquirySchema,
    successPath: '/enquiry?sent=1',
    contact: (f) => ({ name: f.name, email: f._replyto, phone: f.phone }),
  }),
  'studio-contact': defineForm({
    kind: 'studio-contact',
    schema: StudioContactSchema,
    successPath: '/realworkstudio/contact?sent=1',
    contact: (f) => ({ name: f.name, email: f.email, phone: f.phone }),
  }),
  registration: defineForm({
    kind: 'registration',
    schema: RegistrationSchema,
    successPath: '/realworkstudio/register?sent=1',
    contact: (f) => ({ name: f.fullName, email: f.email, phone: f.phone }),
    // SPEC §5: resume is PDF only, ID proof an image or PDF; both optional. Checked by content, each ≤ 5 MB.
    uploads: [
      { field: 'resume', label: 'resume', accept: ['application/pdf'] },
      { field: 'idProof', label: 'ID proof', accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] },
    ],
  }),
  'services-contact': defineForm({
    kind: 'services-contact',
    schema: ServicesContactSchema,
    successPath: '/services/contact?sent=1',
    contact: (f) => ({ name: f.name, email: f.email, phone: f.phone }),
  }),
}

export type FormKind = keyof typeof formSpecs

export function isFormKind(value: string | undefined): value is FormKind {
  return value !== undefined && Object.hasOwn(formSpecs, value)
}
