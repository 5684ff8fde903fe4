import { z } from 'zod'
import {
  consentDay,
  LINKEDIN_HOSTS,
  profile,
  withPhoto,
  type PhotoFormValues,
} from '~/staff/publishing/forms/published-fields'
import { oneLineText, paragraphText, ticked, trimmedText } from '~/staff/shell/forms/form-text'
import { PROFILE_LIMITS } from '~/staff/shell/forms/limits'

export { PROFILE_LIMITS }

export const PROFILE_CONSENT_REQUIRED =
  'Record the day consent was given before showing this profile, or untick “Shown on the site”.'

const line = (label: string, max: number) =>
  oneLineText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

/** The profile form's gate: one intent, every field checked and parsed (docs/architecture.md, "Schemas"). */
export const ProfileFormSchema = z
  .object({
    kind: z.enum(['mentor', 'team'], { error: 'Choose where the profile is shown.' }),
    name: line('name', PROFILE_LIMITS.name),
    role: line('role', PROFILE_LIMITS.role),
    bio: paragraphText.pipe(
      z
        .string()
        .min(PROFILE_LIMITS.bioMin, `Give a short bio: at least ${PROFILE_LIMITS.bioMin} characters.`)
        .max(PROFILE_LIMITS.bioMax, `Keep the bio within ${PROFILE_LIMITS.bioMax} characters.`),
    ),
    years: trimmedText
      .refine(
        (value) => /^\d{1,2}$/.test(value) && Number(value) <= PROFILE_LIMITS.yearsMax,
        `Give the years of experience as a whole number from 0 to ${PROFILE_LIMITS.yearsMax}.`,
      )
      .transform(Number),
    linkedin: profile('LinkedIn', LINKEDIN_HOSTS),
    consentOn: consentDay,
    shown: ticked('on'),
  })
  .refine((p) => !p.shown || p.consentOn, { path: ['consentOn'], message: PROFILE_CONSENT_REQUIRED })

export type ProfileFormValues = PhotoFormValues<typeof ProfileFormSchema>
export type ProfileEdit = z.output<typeof ProfileFormSchema>
/** A profile as its form posts it, and the fields it posts. */
export const { posted: ProfilePostedSchema, fields: PROFILE_FIELDS } = withPhoto(ProfileFormSchema)

/** Deleting a profile: the name typed to confirm (the handler compares it with the stored one). */
export const DeleteProfileSchema = z.object({ confirm: trimmedText })
