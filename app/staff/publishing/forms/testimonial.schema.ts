import { z } from 'zod'
import { istToday } from '~/lib/ist'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'
import { postedFile, postedId, postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'

export { TESTIMONIAL_LIMITS }

export const CONSENT_REQUIRED =
  'Record the day consent was given before showing this testimonial, or untick “Shown on the site”.'

const line = (label: string, max: number) =>
  trimmedText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

const optional = (label: string, max: number) =>
  trimmedText.pipe(z.string().max(max, `Keep the ${label} within ${max} characters.`))

/** An optional profile link: https only, on the named site (a link is published, so nothing else is accepted). */
export const profile = (site: string, hosts: readonly string[]) =>
  trimmedText
    .pipe(z.string().max(TESTIMONIAL_LIMITS.url, `Keep the ${site} link within ${TESTIMONIAL_LIMITS.url} characters.`))
    .superRefine((value, ctx) => {
      if (!value) return
      let url: URL | undefined
      try {
        url = new URL(value)
      } catch {
        url = undefined
      }
      if (!url || url.protocol !== 'https:' || url.username || url.password)
        ctx.addIssue({ code: 'custom', message: `Give the full ${site} address starting with https://.` })
      else if (!hosts.includes(url.hostname))
        ctx.addIssue({ code: 'custom', message: `Give a ${site} address (${hosts[0]}/…).` })
    })
    .transform((value) => (value ? new URL(value).href : null))

/** LinkedIn's hosts, for a published profile link. */
export const LINKEDIN_HOSTS = ['www.linkedin.com', 'linkedin.com', 'in.linkedin.com'] as const

/** A calendar day as the date input sends it; not after today in India (profiles' consent too). */
export const consentDay = trimmedText
  .superRefine((value, ctx) => {
    if (!value) return
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    const date = day ? new Date(`${value}T00:00:00Z`) : undefined
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
      ctx.addIssue({ code: 'custom', message: 'Give the day as a date, e.g. 2026-11-20.' })
    else if (value > istToday(new Date()))
      ctx.addIssue({ code: 'custom', message: 'The consent date cannot be in the future.' })
  })
  .transform((value) => value || null)

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

/** The form as posted: every field text, `shown` and `removePhoto` present only when ticked. */
export type TestimonialFormValues = Record<Exclude<keyof z.output<typeof TestimonialFormSchema>, 'shown'>, string> & {
  shown?: string
  removePhoto?: string
}
export type TestimonialEdit = z.output<typeof TestimonialFormSchema>
export const TESTIMONIAL_FIELDS = [
  ...(Object.keys(TestimonialFormSchema.shape) as (keyof TestimonialFormValues)[]),
  'removePhoto',
] as const

/** A testimonial as its form posts it: the fields, “Remove the photo” and a new photo (its bytes checked by the handler). */
export const TestimonialPostedSchema = TestimonialFormSchema.safeExtend({
  removePhoto: ticked('on'),
  photo: postedFile,
})

/** Deleting a testimonial: the name typed to confirm (the handler compares it with the stored one). */
export const DeleteTestimonialSchema = z.object({ confirm: trimmedText })

/** The list's Move up / Move down buttons. */
export const MoveTestimonialSchema = z.object({
  id: postedId,
  direction: z.enum(['up', 'down'], { error: 'Unknown direction' }),
})
