import { HOLIDAY_LIMITS } from '~/staff/shell/forms/limits'

/** The office holidays page (/staff/holidays): the days the office is closed, entered once for everyone (issue 54). */
export const holidaysPage = {
  title: 'Office holidays',
  lead: 'The days besides Sundays the Bengaluru office is closed, entered once for everyone. On these days Talk to a Mentor offers no calls (unless a counsellor sets hours for that very day on Counsellors’ hours), follow-up dates move to the next working day and the reply-time promise does not count them.',
  readOnly: 'Only owners change this list. Ask an owner to add a day the office will be closed.',
  year: {
    title: 'Holidays in {year}',
    none: 'No holidays entered for {year} yet.',
    noneNext:
      'No holidays entered for {year} yet. When the Karnataka government publishes the list (usually in November), add the days the office observes.',
    past: 'Past',
    today: 'Today',
    remove: 'Remove',
    removeLabel: 'Remove {name} on {day}',
  },
  add: {
    title: 'Add a holiday',
    lead: 'For a public holiday the office observes, or an extra day it closes: a local bandh, a polling day.',
    day: 'Date (India)',
    dayHint: 'Today or later, up to 31 December {year}. Sundays are closed anyway.',
    name: 'Name',
    nameHint: `As staff will see it, e.g. “Ugadi” or “Polling day”; at most ${HOLIDAY_LIMITS.name} characters.`,
    save: 'Add holiday',
    error: 'Please correct the fields marked below; nothing was saved.',
  },
  added: 'Added. Talk to a Mentor offers no calls that day, and follow-ups and reply times skip it.',
  removed: 'Removed. That day is a working day again.',
  duplicate: 'That day is already a holiday: {name}. Remove it first to give it another name.',
  gone: 'That day is no longer on the list: someone may have removed it already.',
  ownersOnly: 'Only owners change the office holidays.',
} as const
