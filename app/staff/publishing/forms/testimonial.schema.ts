import { z } from 'zod'
import {
  consentDay,
  LINKEDIN_HOSTS,
  profile,
  withPhoto,
  type PhotoFormValues,
} from '~/staff/publishing/forms/published-fields'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'
import { postedId, postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'

export { TESTIMONIAL_LIMITS }

export const CONSENT_REQUIRED =
  'Record the day consent was given before showing this testimonial, or untick “Shown on the site”.'

const line = (label: string, max: number) =>
  trimmedText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

const optional = (label: string, max: number) =>
  trimmedText.pipe(z.string().max(max, `Keep the ${label} within ${max} characters.`))

export const TestimonialFormSchema = z
  .object({
    page: z.enum(['studio', 'services'], { error: 'Choose the page the testimonial is shown on.' }),
    name: line('name', TESTIMONIAL_LIMITS.name),
    role: line('role', TESTIMONIAL_LIMITS.role),
    company: optional('company', TESTIMONIAL_LIMITS.company),
    text: trimmedText.pipe(
      z
        .string()
        .min(TESTIMONIAL_LIMITS.quoteMin, `Give the quote: at least ${TESTIMONIAL_LIMITS.quoteMin} characters.`)
        .max(TESTIMONIAL_LIMITS.quoteMax, `Keep the quote within ${TESTIMONIAL_LIMITS.quoteMax} characters.`),
    ),
    rating: postedText
      .refine((value) => ['', '1', '2', '3', '4', '5'].includes(value), 'Choose 1 to 5 stars, or no rating.')
      .transform((value) => (value ? Number(value) : null)),
    linkedin: profile('LinkedIn', LINKEDIN_HOSTS),
    github: profile('GitHub', ['github.com']),
    consentOn: consentDay,
    shown: ticked('on'),
  })
  .refine((t) => !t.shown || t.consentOn, { path: ['consentOn'], message: CONSENT_REQUIRED })

export type TestimonialFormValues = PhotoFormValues<typeof TestimonialFormSchema>
export type TestimonialEdit = z.output<typeof TestimonialFormSchema>
/** A testimonial as its form posts it, and the fields it posts. */
export const { posted: TestimonialPostedSchema, fields: TESTIMONIAL_FIELDS } = withPhoto(TestimonialFormSchema)

/** Deleting a testimonial: the name typed to confirm (the handler compares it with the stored one). */
export const DeleteTestimonialSchema = z.object({ confirm: trimmedText })

/** The list's Move up / Move down buttons. */
export const MoveTestimonialSchema = z.object({
  id: postedId,
  direction: z.enum(['up', 'down'], { error: 'Unknown direction' }),
})
