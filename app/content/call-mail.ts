// The counselling call's mails (issue 54, docs/decisions/029): to the visitor on booking, moving and cancelling, two
// reminders, and to the counsellor. {placeholders} are filled by app/server/counselling/call-mail.server.ts.
export const callMail = {
  subjects: {
    booked: 'Your call with RealWork Technologies is booked: {when} ({reference})',
    moved: 'Your call with RealWork Technologies has moved to {when} ({reference})',
    cancelled: 'Your call with RealWork Technologies is cancelled ({reference})',
    'reminder-day': 'Reminder: your call with RealWork Technologies is tomorrow, {when}',
    'reminder-hour': 'Reminder: your call with RealWork Technologies starts in an hour, {when}',
  },
  openings: {
    booked: 'Your counselling call is booked. The invitation is attached: open it to add the call to your calendar.',
    moved: 'Your counselling call has moved. The attached invitation updates the call in your calendar.',
    cancelled: 'Your counselling call is cancelled, as you asked. The attached notice removes it from your calendar.',
    'reminder-day': 'A reminder of your counselling call tomorrow.',
    'reminder-hour': 'Your counselling call starts in an hour.',
  },
  greeting: 'Hello {name},',
  when: 'When: {when} (India time)',
  theirs: 'In your time: {theirs}',
  byPhone: 'How: {counsellor} calls you on {phone}. Please keep the phone free a few minutes before the time.',
  byVideo: 'How: a video call with {counsellor}. Join here at the time: {link}',
  about: 'About: {purpose}',
  reference: 'Reference: {reference}',
  manage:
    'To move or cancel the call, open your call’s page: {link}\nThe link is yours alone: anyone who has it can move or cancel the call.',
  bookAgain: 'Want another time? Book one here: {link}',
  /** Counsellors could not keep the call ("Rescheduled by us" on Calls today): no token then, so no link to the call's page. */
  movedByUs: {
    subject: 'We need a new time for your call with RealWork Technologies ({reference})',
    opening:
      'We are sorry: we could not keep your counselling call at the time below, and we would like to give you a new one.',
    choose:
      'To choose a new time, open your call’s page from the link in the mail that confirmed your booking. If you cannot find that mail, book a new time here: {link}',
  },
  signOff: 'See you soon,\nThe admissions team, RealWork Technologies',
  counsellor: {
    subjects: {
      booked: 'Call booked: {name}, {when}',
      moved: 'Call moved: {name}, now {when}',
      cancelled: 'Call cancelled: {name}, was {when}',
    },
    lines: {
      booked: 'A visitor booked a counselling call with you.',
      moved: 'The visitor moved their call; the attached invitation updates your calendar.',
      cancelled: 'The visitor cancelled their call; the attached notice removes it from your calendar.',
    },
    visitor: 'Visitor: {name}, {phone}, {email}',
    course: 'Course: {course}',
    question: 'Their question: {question}',
    lead: 'Their lead on the lead desk: {link}',
  },
  /** The message of the lead a first-time visitor's booking makes (an enquiry, so the lead desk shows it). */
  leadMessage: 'Booked a counselling call ({reference}) about {purpose}, for {when}.',
  leadCourse: 'Course: {course}',
  leadQuestion: 'Question: {question}',
  summary: 'Counselling call with RealWork Technologies',
  filename: 'call.ics',
} as const
