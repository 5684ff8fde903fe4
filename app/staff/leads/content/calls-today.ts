import type { CallOutcome } from '~/server/db/schema-counselling.server'

/** The buttons of a counselling call's outcome on Calls today, in their order. */
export const COUNSELLING_OUTCOMES = ['talked', 'no-show', 'moved-by-us'] as const satisfies readonly CallOutcome[]

/** The lead desk's Calls today (/staff/calls): the day's booked counselling calls and their outcomes (issue 54). */
export const callsTodayPage = {
  title: 'Calls today',
  titleOn: 'Calls on {day}',
  lead: 'Counselling calls visitors booked on Talk to a Mentor, in time order (IST). After each call, record how it went in one press.',
  leadOwner:
    'Every counsellor’s booked calls, in time order (IST). After each call, its counsellor (or you) records how it went in one press.',
  none: 'No calls booked for this day.',
  /** Followed by the link to Counsellors' hours. */
  noneHint: 'Visitors book the free times set on',
  hoursLink: 'Counsellors’ hours',
  earlier: 'Previous day',
  later: 'Next day',
  today: 'Today',
  with: 'with {name}',
  forWhat: 'For',
  course: 'Course',
  question: 'Their question',
  reference: 'Reference',
  call: 'Call {phone}',
  whatsApp: 'WhatsApp',
  whatsAppMessage: 'Hello {name}, this is {counsellor} from RealWork Technologies about your call at {time} IST.',
  leadLink: 'Open the lead',
  noLead: 'No lead yet: they have not written to us before.',
  videoLink: 'Video link',
  outcomeLegend: 'After the call',
  recorded: 'Recorded: {outcome}',
  recordedBy: 'Recorded: {outcome} ({by})',
  saved: 'Recorded the call’s outcome.',
  mailed: 'Recorded: rescheduled by us. The visitor is mailed to choose a new time, and the call’s reminders are off.',
  notYours: 'You can record outcomes only for your own calls.',
  gone: 'That call is no longer booked: it was moved or cancelled. The list below is current.',
  outcomes: {
    talked: 'Talked',
    'no-show': 'No-show',
    'moved-by-us': 'Rescheduled by us',
  } satisfies Record<CallOutcome, string>,
  /** What each outcome writes on the lead's timeline. */
  timeline: 'Counselling call {reference}: {outcome}',
  /** A booked call on the lead's timeline, with its state now. */
  timelineBooked: '{name} booked a counselling call ({reference}) for {when}: {purpose}. {state}',
  timelineUpcoming: 'Still to come.',
  timelineCancelled: 'Cancelled.',
  timelineOutcome: 'Outcome: {outcome}.',
} as const
