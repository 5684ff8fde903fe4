import { z } from 'zod'
import { contactCourseOptions } from '~/content/studio/contact-courses'
import { emailField, nameField, phoneField } from './fields'

/** A crash course id: the catalogue staff edit may hold courses the code never had, so any id of its shape. */
const crashCourseId = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
const courseChoices = contactCourseOptions.map((option) => option.value) as [string, ...string[]]

/**
 * The studio contact form (name, email, phone, course; all required; no message field). `crashCourse`
 * is a hidden field set when a visitor comes from a crash course card; an unknown value is dropped, never an error.
 */
export const StudioContactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: z.enum(courseChoices, { error: 'Please choose the course you are interested in.' }),
  crashCourse: crashCourseId.optional().catch(undefined),
})
export type StudioContact = z.infer<typeof StudioContactSchema>
