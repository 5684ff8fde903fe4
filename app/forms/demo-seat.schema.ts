import { z } from 'zod'
import { bootcamps } from '~/content/studio/bootcamps'
import { UNDECIDED_BOOTCAMP } from '~/content/studio/registration-tracks'
import { emailField, nameField, optionalText, phoneField } from './fields'
import { CALL_QUESTION_MAX } from './limits'

const courseChoices: [string, ...string[]] = [UNDECIDED_BOOTCAMP, ...bootcamps.map((bootcamp) => bootcamp.id)]

/** The demo class booking form's gate (issue 54, item 6): a class the page offered, then who is joining. */
export const DemoSeatSchema = z.object({
  classId: z.uuid({ error: 'Please choose a class.' }),
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: z.enum(courseChoices, { error: 'Please choose a course from the list.' }).optional(),
  question: optionalText('question', CALL_QUESTION_MAX),
})

export type DemoSeatBooking = z.infer<typeof DemoSeatSchema>
export type DemoSeatField = keyof z.input<typeof DemoSeatSchema>
