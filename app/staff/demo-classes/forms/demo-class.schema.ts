import { z } from 'zod'
import { bootcamps } from '~/content/studio/bootcamps'
import { fromIstLocalInput } from '~/lib/ist'
import { DEMO_CLASS_LIMITS } from './demo-class-limits'
import { oneLineText, paragraphText, postedText, trimmedText, within } from '~/staff/shell/forms/form-text'

// The demo classes desk's forms (issue 54, item 6), each one schema that is the gate: what passes is what the store
// writes (the start as an instant, the seats as a number); what fails answers with the message shown beside the field.

const courseIds = bootcamps.map((bootcamp) => bootcamp.id) as [string, ...string[]]

const whole = (what: string, min: number, max: number, example: string) =>
  trimmedText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, `Give the ${what} as a whole number, e.g. ${example}.`)
      .transform(Number)
      .pipe(z.number().min(min, `The ${what} is at least ${min}.`).max(max, `The ${what} is at most ${max}.`)),
  )

/** A new demo class, checked against the request's moment: it starts in the future and within a year. */
export function demoClassSchema(now: Date) {
  return z.object({
    topic: oneLineText.pipe(
      z
        .string()
        .min(1, 'Give the class a topic, e.g. “Your first React component”.')
        .max(DEMO_CLASS_LIMITS.topic, within(DEMO_CLASS_LIMITS.topic, 'topic')),
    ),
    description: paragraphText.pipe(
      z
        .string()
        .min(1, 'Say in a sentence or two what the class builds or answers.')
        .max(DEMO_CLASS_LIMITS.description, within(DEMO_CLASS_LIMITS.description, 'description')),
    ),
    courseId: z.enum(courseIds, { error: 'Choose the course the class belongs to.' }),
    startsAt: trimmedText.transform((value, ctx) => {
      const at = fromIstLocalInput(value)
      if (!at) {
        ctx.addIssue({ code: 'custom', message: 'Give the day and time in India, e.g. 2027-03-11 18:30.' })
        return z.NEVER
      }
      if (at.getTime() <= now.getTime()) {
        ctx.addIssue({ code: 'custom', message: 'The class must start later than now.' })
        return z.NEVER
      }
      if (at.getTime() > now.getTime() + 366 * 86_400_000) {
        ctx.addIssue({ code: 'custom', message: 'Announce a class at most a year ahead.' })
        return z.NEVER
      }
      return at.toISOString()
    }),
    minutes: whole('length in minutes', DEMO_CLASS_LIMITS.minMinutes, DEMO_CLASS_LIMITS.maxMinutes, '60'),
    joinLink: trimmedText.pipe(
      z
        .url({ protocol: /^https$/, error: 'Give the joining link as an https:// address, e.g. a Google Meet link.' })
        .max(DEMO_CLASS_LIMITS.joinLink, within(DEMO_CLASS_LIMITS.joinLink, 'joining link')),
    ),
    seats: whole('number of seats', 1, DEMO_CLASS_LIMITS.maxSeats, '50'),
  })
}

export type DemoClassInput = z.output<ReturnType<typeof demoClassSchema>>

/** Cancelling a class: the short reason every seat holder reads in their mail and on their seat's page. */
export const CancelDemoClassSchema = z.object({
  reason: oneLineText.pipe(
    z
      .string()
      .min(1, 'Say in a line why the class is cancelled, e.g. “Our mentor is unwell”; seat holders read it.')
      .max(DEMO_CLASS_LIMITS.cancelReason, within(DEMO_CLASS_LIMITS.cancelReason, 'reason')),
  ),
})

/** Who came: the ticked seats (every other booked seat is marked as not come). */
export const AttendanceSchema = z.object({
  came: z
    .array(postedText.pipe(z.string().max(80)), { error: 'Tick the people who came.' })
    .max(DEMO_CLASS_LIMITS.maxSeatsMarked, 'Too many seats ticked at once.'),
})
