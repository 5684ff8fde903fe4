import { z } from 'zod'
import { optionalPostedDay, postedText } from '~/staff/shell/forms/form-text'
import { CALL_NOTE_MAX } from '~/staff/shell/forms/limits'
import { CALL_OUTCOMES, type CallOutcome } from '~/staff/leads/content/call-outcomes'

/**
 * A call's outcome, one press: which button, an optional note (the reason, required when they are not interested) and,
 * for "call back", the day to call. The gate: the store receives these typed and checks nothing again.
 */
export const CallSchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES.map((o) => o.value) as [CallOutcome, ...CallOutcome[]], {
      error: 'Choose how the call went.',
    }),
    callNote: postedText
      .transform((text) => text.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(CALL_NOTE_MAX, `Keep the call note within ${CALL_NOTE_MAX} characters.`)),
    callBackOn: optionalPostedDay('Give the call-back day as a date, e.g. 2027-01-05.'),
  })
  .superRefine((call, ctx) => {
    if (call.outcome === 'not-interested' && !call.callNote)
      ctx.addIssue({ code: 'custom', path: ['callNote'], message: 'Say why they are not interested, in the note.' })
    if (call.outcome === 'call-back' && !call.callBackOn)
      ctx.addIssue({ code: 'custom', path: ['callBackOn'], message: 'Pick the day to call back.' })
  })
export type CallInput = z.output<typeof CallSchema>
