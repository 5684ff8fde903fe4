import { z } from 'zod'
import { PROFILE_LIMITS } from '~/staff/forms/limits'
import { consentDay, LINKEDIN_HOSTS, profile } from '~/staff/forms/testimonial.schema'

export { PROFILE_LIMITS }

export const PROFILE_CONSENT_REQUIRED =
  'Record the day consent was given before showing this profile, or untick “Shown on the site”.'

const line = (label: string, max: number) =>
  z.string().trim().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`)

/** The profile form's gate: one intent, every field checked and parsed (docs/architecture.md, "Schemas"). */
export const ProfileFormSchema = z
  .object({
    kind: z.enum(['mentor', 'team'], { error: 'Choose where the profile is shown.' }),
    name: line('name', PROFILE_LIMITS.name),
    role: line('role', PROFILE_LIMITS.role),
    bio: z
      .string()
      .trim()
      .min(PROFILE_LIMITS.bioMin, `Give a short bio: at least ${PROFILE_LIMITS.bioMin} characters.`)
      .max(PROFILE_LIMITS.bioMax, `Keep the bio within ${PROFILE_LIMITS.bioMax} characters.`),
    years: z
      .string()
      .trim()
      .refine(
        (value) => /^\d{1,2}$/.test(value) && Number(value) <= PROFILE_LIMITS.yearsMax,
        `Give the years of experience as a whole number from 0 to ${PROFILE_LIMITS.yearsMax}.`,
      )
      .transform(Number),
    linkedin: profile('LinkedIn', LINKEDIN_HOSTS),
    consentOn: consentDay,
    shown: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .refine((p) => !p.shown || p.consentOn, { path: ['consentOn'], message: PROFILE_CONSENT_REQUIRED })

/** The form as posted: every field text, `shown` and `removePhoto` present only when ticked. */
export type ProfileFormValues = Record<Exclude<keyof z.input<typeof ProfileFormSchema>, 'shown'>, string> & {
  shown?: string
  removePhoto?: string
}
export type ProfileEdit = z.output<typeof ProfileFormSchema>
export const PROFILE_FIELDS = [
  ...(Object.keys(ProfileFormSchema.shape) as (keyof ProfileFormValues)[]),
  'removePhoto',
] as const
