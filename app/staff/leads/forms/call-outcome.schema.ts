import { z } from 'zod'
import { COUNSELLING_OUTCOMES } from '~/staff/leads/content/calls-today'
import { postedId, trimmedText } from '~/staff/shell/forms/form-text'

/** A counselling call's outcome, one press on Calls today: which call and which button. */
export const CallOutcomeSchema = z.object({
  callId: postedId,
  outcome: trimmedText.pipe(z.enum(COUNSELLING_OUTCOMES, { error: 'Choose how the call went.' })),
})
