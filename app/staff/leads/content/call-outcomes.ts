import type { LeadStatus } from '~/staff/shell/lib/lead-status'

/**
 * What a call to a lead can end in, each with the next step it sets (staff change it afterwards on the same page):
 * the status it moves a lead to (null: left as it is; a New lead becomes Contacted only when someone was reached) and
 * the next follow-up, in working days from today (India; lib/working-days.ts: Sundays and holidays skipped), 'pick' for the day staff choose, or null for none.
 */
export const CALL_OUTCOMES = [
  {
    value: 'no-answer',
    label: 'No answer',
    nextStep: 'Follow-up the next working day, to try again.',
    status: null,
    followUp: 1,
  },
  {
    value: 'call-back',
    label: 'Busy / call back',
    nextStep: 'Follow-up on the day they asked for.',
    status: 'contacted',
    followUp: 'pick',
  },
  {
    value: 'talked',
    label: 'Talked',
    nextStep: 'Contacted, follow-up in 3 working days.',
    status: 'contacted',
    followUp: 3,
  },
  {
    value: 'wrong-number',
    label: 'Wrong number',
    nextStep: 'Follow-up today, to write by email instead.',
    status: null,
    followUp: 0,
  },
  {
    value: 'not-interested',
    label: 'Not interested',
    nextStep: 'Closed, with the reason in the note.',
    status: 'closed',
    followUp: null,
  },
] as const satisfies readonly {
  value: string
  label: string
  nextStep: string
  status: LeadStatus | null
  followUp: number | 'pick' | null
}[]

export type CallOutcome = (typeof CALL_OUTCOMES)[number]['value']

/** The outcome's entry; every value the schema lets through has one. */
export function callOutcome(value: CallOutcome): (typeof CALL_OUTCOMES)[number] {
  return CALL_OUTCOMES.find((o) => o.value === value)!
}
