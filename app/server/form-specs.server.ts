import type { z } from 'zod'
import { EnquirySchema } from '~/forms/enquiry.schema'
import type { SubmissionSpec } from './forms.server'

function defineForm<S extends z.ZodType>(spec: SubmissionSpec<S>): SubmissionSpec<S> {
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
}

export type FormKind = keyof typeof formSpecs

export function isFormKind(value: string | undefined): value is FormKind {
  return value !== undefined && Object.hasOwn(formSpecs, value)
}
