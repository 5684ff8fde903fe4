import { z } from 'zod'
import { bootcamps } from '~/content/studio/bootcamps'
import { UNDECIDED_BOOTCAMP } from '~/content/studio/registration-tracks'
import { emailField, nameField, optionalText, phoneField } from './fields'
import { CALL_QUESTION_MAX } from './limits'

/** What a counselling call is for: the booking page's first question (issue 54). */
export const CALL_PURPOSES = ['choosing-a-bootcamp', 'fees-and-payment', 'careers'] as const
export type CallPurpose = (typeof CALL_PURPOSES)[number]

const courseChoices: [string, ...string[]] = [UNDECIDED_BOOTCAMP, ...bootcamps.map((bootcamp) => bootcamp.id)]

/** The booking form's gate: a start the page offered (an ISO instant), what the call is for, and who to call. */
export const CallBookingSchema = z.object({
  purpose: z.enum(CALL_PURPOSES, { error: 'Please choose what the call is for.' }),
  startsAt: z.iso.datetime({ error: 'Please choose a time for the call.' }),
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: z.enum(courseChoices, { error: 'Please choose a course from the list.' }).optional(),
  question: optionalText('question', CALL_QUESTION_MAX),
  zone: optionalText('time zone', 64),
})

export type CallBooking = z.infer<typeof CallBookingSchema>
export type CallBookingField = keyof z.input<typeof CallBookingSchema>
