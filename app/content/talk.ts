import type { CallPurpose } from '~/forms/call-booking.schema'

/** The booking page of a counselling call (/talk-to-a-mentor) and the call's own page (issue 54). */
export const talkPage = {
  seo: {
    title: 'Talk to a mentor: book a free 30-minute counselling call',
    description:
      'Pick a time that suits you and a RealWork Technologies counsellor calls you: which bootcamp fits, fees and instalments, or the jobs our graduates get. Free, no obligation.',
  },
  title: 'Talk to a mentor',
  intro:
    'Pick a time and one of our counsellors calls you on your phone. Twenty to thirty minutes, free, and no sales pitch: bring your questions about the bootcamps, the fees or where the course can take you.',
  purposeLegend: 'What would you like to talk about?',
  purposes: {
    'choosing-a-bootcamp': 'Choosing a bootcamp',
    'fees-and-payment': 'Fees, instalments and payment',
    careers: 'Careers and placements',
  } satisfies Record<CallPurpose, string>,
  purposeHints: {
    'choosing-a-bootcamp': 'Which of our ten bootcamps suits your background, and what a week of it looks like.',
    'fees-and-payment': 'What the fee covers, instalments, GST receipts and the next batch’s dates.',
    careers: 'The roles our graduates are hired into, the projects that get you there and what we do after the course.',
  } satisfies Record<CallPurpose, string>,
  freeTimes: '{count} free times',
  timesLegend: 'Choose a time (India time, IST)',
  yourZone: 'Times in brackets are in your time zone ({zone}).',
  noTimes:
    'No counsellor has a free time in the next two weeks just now. Send us a message instead and we will call you within one working day.',
  detailsLegend: 'Who should we call?',
  filledIn:
    'We have filled in your name, email, phone and course from your registration {reference}. Change anything that is not right before you book.',
  name: 'Your name',
  email: 'Email',
  emailHint: 'So your counsellor can reach you if the phone line fails.',
  phone: 'Phone (with WhatsApp, if you use it)',
  course: 'Course you are interested in',
  courseUndecided: 'Not sure yet',
  question: 'Anything you would like us to prepare?',
  submit: 'Book my call',
  enquiryInstead: 'Prefer to write? Send us a message',
  errors: {
    form: 'Please check the fields marked below.',
    taken:
      'That time is no longer free: someone booked it a moment before you, or it is now too soon for a counsellor to prepare. These are the next free times: pick one and press Book my call again.',
    gone: 'That time is no longer free, and no other time is free in the next two weeks. Send us a message and we will call you.',
    'rate-limited': 'Too many bookings from this connection. Please wait ten minutes and try again, or call us.',
    unavailable: 'We could not book the call just now. Please try again in a minute.',
  },
}

export const callPage = {
  title: 'Your call is booked',
  movedTitle: 'Your call has moved',
  cancelledTitle: 'Your call is cancelled',
  notFoundTitle: 'We could not find this call',
  notFound:
    'This link does not match a booked call. Check that you opened the whole link from your mail, or book a new time.',
  intro: 'Note your reference and keep this page bookmarked: its link is how you cancel the call without phoning us.',
  reference: 'Reference',
  when: 'When',
  how: 'How',
  phoneCall: '{counsellor} calls you on {phone}.',
  videoCall: 'Join {counsellor} at {link}',
  purpose: 'About',
  move: 'Move the call',
  moveLegend: 'Choose a new time (India time, IST)',
  moveSubmit: 'Move my call',
  moveTaken:
    'That time is no longer free: it was taken a moment ago, or it is now too soon. These are the next free times with your counsellor.',
  moveChoose: 'Please choose a new time for the call.',
  noMoveTimes:
    'Your counsellor has no other free time in the next two weeks. Cancel and book with someone else, or call admissions.',
  cancel: 'Cancel the call',
  cancelled: 'The call is cancelled and the time is free for someone else. Book again whenever you like.',
  bookAgain: 'Book another time',
}
