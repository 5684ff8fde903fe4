/**
 * Free demo classes (issue 54, item 6): the public list with its booking form (/demo-classes), a seat's own page,
 * the seat holder's mails, and the topics staff start from when they announce a class.
 */
export const demoClassesPage = {
  seo: {
    title: 'Free live demo classes: try a RealWork bootcamp before you join',
    description:
      'Book a seat in a free 45 to 90 minute live class taught by a RealWork Technologies mentor: write real code, see how a bootcamp day runs and ask your questions.',
  },
  title: 'Free live demo classes',
  intro:
    'Sit in on a real class before you choose a bootcamp. A mentor teaches one small piece of the course live on video, you code along, and the last fifteen minutes are for your questions. Free, and your camera can stay off.',
  classesLegend: 'Choose a class (India time, IST)',
  seatsLeft: '{count} of {seats} seats left',
  oneSeatLeft: 'Last seat',
  full: 'Full',
  minutes: '{minutes} minutes',
  yourTime: 'Your time: {time}',
  course: 'Part of {course}',
  none: 'No demo class is open for booking just now. New classes are announced every fortnight; meanwhile a counsellor can answer your questions on a call.',
  talkInstead: 'Talk to a mentor instead',
  detailsLegend: 'Who is joining?',
  name: 'Your name',
  email: 'Email',
  emailHint: 'Your joining link and calendar invitation go here.',
  phone: 'Phone (with WhatsApp, if you use it)',
  courseField: 'Course you are interested in',
  courseUndecided: 'Not sure yet',
  question: 'Anything you would like the mentor to cover?',
  submit: 'Book my seat',
  errors: {
    form: 'Please check the fields marked below.',
    full: 'That class filled up a moment ago: every seat is taken. Choose another class, or talk to a mentor instead.',
    closed: 'That class has started or is no longer open for booking. Choose another class.',
    already: 'You already hold a seat in that class with this email. Its link is in the confirmation mail we sent you.',
    'rate-limited': 'Too many bookings from this connection. Please wait ten minutes and try again, or call us.',
    unavailable: 'We could not book the seat just now. Please try again in a minute.',
  },
}

/** The line on /talk-to-a-mentor that offers a demo class instead of (or before) a call. */
export const demoClassesFromTalk = {
  text: 'Would you rather see a class before you talk to anyone?',
  link: 'Book a seat in a free live demo class',
}

export const demoSeatPage = {
  title: 'Your seat is booked',
  cancelledTitle: 'Your seat is cancelled',
  pastTitle: 'Your demo class',
  notFoundTitle: 'We could not find this seat',
  notFound:
    'This link does not match a booked seat. Check that you opened the whole link from your mail, or choose a class again.',
  intro:
    'We have mailed you the joining link and a calendar invitation. Join five minutes early with a laptop if you can: you will code along.',
  cancelledText: 'Your seat is free for someone else now. You are welcome to book another class.',
  pastText: 'This class has already taken place. Thank you for your interest; book another one any time.',
  reference: 'Reference',
  topic: 'Class',
  when: 'When',
  length: 'Length',
  join: 'Join at',
  cancel: 'Cancel my seat',
  cancelHint: 'Cannot make it? Cancel here so someone else can have your seat.',
  bookAgain: 'See all demo classes',
  classCancelledTitle: 'This demo class is cancelled',
  classCancelledText:
    'We are sorry: we had to cancel this class, and we have mailed you about it. You are welcome to take a seat in another demo class, or to talk to a counsellor on a free call instead.',
  reason: 'Why',
  talkInstead: 'Book a call with a counsellor',
}

export const demoSeatMail = {
  subject: 'Your seat: {topic}, {when} IST',
  body: `Hello {name},

Your seat in our free live demo class is booked.

{topic}
When: {when} IST ({minutes} minutes)
Join at: {link}
Reference: {reference}

Join five minutes early with a laptop if you can: the mentor will ask you to code along. The invitation attached adds the class to your calendar.

Cannot make it? Cancel your seat here so someone else can have it: {page}

RealWork Technologies`,
  cancelSubject: 'Seat cancelled: {topic}, {when} IST',
  cancelBody: `Hello {name},

Your seat in {topic} on {when} IST is cancelled (reference {reference}). The invitation attached removes it from your calendar.

Other demo classes: {classes}

RealWork Technologies`,
  reminderSubject: 'Reminder: {topic}, {when} IST',
  reminderBody: `Hello {name},

A reminder that your free live demo class is coming up.

{topic}
When: {when} IST ({minutes} minutes)
Join at: {link}
Reference: {reference}

Join five minutes early with a laptop if you can: the mentor will ask you to code along. If you cannot make it after all, please cancel from the link in your confirmation mail so someone else can have your seat.

RealWork Technologies`,
  changedSubject: 'Changed: {topic}, now {when} IST',
  changedBody: `Hello {name},

We have changed the free demo class you booked. Your seat is kept: there is nothing you need to do.

{topic}
When: {when} IST ({minutes} minutes){was}
Join at: {link}
Reference: {reference}

The invitation attached updates the class in your calendar. If the new time does not suit you, cancel from the link in your confirmation mail so someone else can have your seat, and choose another class: {classes}

RealWork Technologies`,
  changedWas: '\nBefore the change: {when} IST ({minutes} minutes)',
  classCancelledSubject: 'Cancelled: {topic}, {when} IST',
  classCancelledBody: `Hello {name},

We are sorry: we have had to cancel the free demo class you booked.

{topic}
Was to be: {when} IST
Reference: {reference}
Why: {reason}

The invitation attached removes it from your calendar.

Other upcoming demo classes, where you are welcome to book a seat: {classes}
Or book a free call with one of our counsellors, at a time that suits you: {talk}

We apologise for the change of plan.

RealWork Technologies`,
  summary: 'RealWork demo class: {topic}',
  description: '{description}\n\nJoin at {link}\nReference: {reference}\nMore free demo classes: {page}',
}

/** Topics staff start from when they announce a class: one per course, each a small real piece of the course. */
export const demoTopics: readonly { courseId: string; topic: string; description: string }[] = [
  {
    courseId: 'frontend-development',
    topic: 'Your first React component',
    description:
      'Build a product card in React from a design: props, state for a “Add to cart” button and a list rendered from data. The first week of the Frontend bootcamp in one hour.',
  },
  {
    courseId: 'backend-development',
    topic: 'Build a REST API in 60 minutes',
    description:
      'Write a small Node.js and Express API for a to-do list with validation and proper status codes, then call it from the browser. What a backend developer does every day.',
  },
  {
    courseId: 'data-analytics',
    topic: 'SQL in 45 minutes',
    description:
      'Answer real business questions about an online shop’s orders with SELECT, WHERE, GROUP BY and a JOIN. No setup: you query a database in your browser.',
  },
  {
    courseId: 'data-science',
    topic: 'Predict house prices with Python',
    description:
      'Load a Bengaluru housing data set with pandas, look at it with a chart and fit your first regression model. Shows how the Data Science bootcamp moves from data to a model.',
  },
  {
    courseId: 'generative-ai',
    topic: 'Build a chatbot that answers from your notes',
    description:
      'Connect a language model to a handful of PDF notes and get answers with their sources: prompts, embeddings and retrieval, explained with code you can keep.',
  },
  {
    courseId: 'fullstack-development',
    topic: 'From form to database: a full stack feature',
    description:
      'Follow one feature end to end: a sign-up form in React, an API route that checks it, and the row it writes in PostgreSQL. How the Full Stack bootcamp’s projects are built.',
  },
  {
    courseId: 'android-development',
    topic: 'Your first Android screen in Kotlin',
    description:
      'Build a working screen with Jetpack Compose: a list, a button and a little state, run on an emulator. Ideal if you have never written a mobile app.',
  },
]
