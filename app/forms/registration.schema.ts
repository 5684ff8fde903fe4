import { z } from 'zod'
import { bootcamps } from '~/content/studio/bootcamps'
import { UNDECIDED_BOOTCAMP } from '~/content/studio/registration-tracks'
import { RegistrationTrackValueSchema } from '~/content/studio/schema'
import { emailField, LIMITS, nameField, optionalText, phoneField } from './fields'

/** The ten bootcamp ids and "not sure yet": the registration's required bootcamp choice. */
const bootcampChoices: [string, ...string[]] = [UNDECIDED_BOOTCAMP, ...bootcamps.map((bootcamp) => bootcamp.id)]

/** Earliest year of passing we accept; the latest is five years ahead, for students still in college. */
export const FIRST_PASSING_YEAR = 1970
export const YEARS_AHEAD = 5

/** Limits of the registration form's text areas, shared with the browser hints. */
export const REGISTRATION_LIMITS = { projects: 2000, whyJoin: 2000 } as const

const yearOfPassing = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .superRefine((value, ctx) => {
    if (value === undefined) return
    const last = new Date().getFullYear() + YEARS_AHEAD
    if (!/^\d{4}$/.test(value)) ctx.addIssue({ code: 'custom', message: 'Enter the year as four digits, like 2024.' })
    else if (Number(value) < FIRST_PASSING_YEAR || Number(value) > last) {
      ctx.addIssue({ code: 'custom', message: `Enter a year between ${FIRST_PASSING_YEAR} and ${last}.` })
    }
  })

/**
 * The registration form: fullName, email, phone, bootcamp and track required; the rest optional. The
 * resume and ID proof files are checked separately (UploadRule). `bootcamp` is one of the ten bootcamp ids or
 * 'undecided' ("Not sure yet: help me choose"), so staff always see which course a registration is for.
 */
export const RegistrationSchema = z.object({
  fullName: nameField,
  email: emailField,
  phone: phoneField,
  location: optionalText('city or town', LIMITS.short),
  qualification: optionalText('qualification', LIMITS.short),
  branch: optionalText('branch or specialisation', LIMITS.short),
  college: optionalText('college or university', LIMITS.short),
  yearOfPassing,
  projects: optionalText('projects description', REGISTRATION_LIMITS.projects),
  bootcamp: z.enum(bootcampChoices, {
    error: 'Please choose a bootcamp, or "Not sure yet" and we will help you choose.',
  }),
  track: z.enum(RegistrationTrackValueSchema.options, { error: 'Please choose a learning track.' }),
  whyJoin: optionalText('answer', REGISTRATION_LIMITS.whyJoin),
})
export type Registration = z.infer<typeof RegistrationSchema>
