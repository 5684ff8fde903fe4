/**
 * The student's own page (`/my`, issue 55 part 4, decision 026): what a student reads when they ask for a sign-in
 * link, sign in, and see everything they have with us. Placeholders in braces are filled by `fillTemplate`.
 */
export const studentPageCopy = {
  title: 'Everything you have with us',
  metaTitle: 'Everything you have with us | RealWork Technologies',
  ask: {
    intro:
      'Your registrations, batches, fees, invoices and certificate with RealWork Technologies, on one page. We mail you a link that signs you in: no password to remember.',
    email: 'Your email',
    emailHelp: 'The email you gave when you registered or enrolled.',
    submit: 'Mail me a sign-in link',
    sending: 'Sending…',
    sent: 'If that email is one you registered with, a sign-in link is on its way. It works once, for 15 minutes. Not there in a few minutes? Look in spam, or ask again.',
    invalidEmail: 'Enter the email you registered with, like name@example.com.',
    limited: 'Too many links were asked for just now. Wait an hour, or call admissions on {phone} on a working day.',
  },
  signIn: {
    metaTitle: 'Sign in to your page | RealWork Technologies',
    title: 'Sign in to your page',
    intro: 'Your registrations, batches, fees, invoices and certificate with RealWork Technologies, in one place.',
    submit: 'Sign in',
    usedTitle: 'This link has been used or has expired',
    used: 'A sign-in link works once, for 15 minutes. Ask for a new one with the email you registered with.',
    askAgain: 'Ask for a new link',
  },
  bookings: {
    heading: 'Your calls and demo classes',
    call: 'Counselling call: {purpose}',
    demo: 'Free demo class: {topic}',
    course: 'Course: {course}',
    reference: 'Reference {reference}',
    phone: 'Your counsellor calls you on {phone}.',
    video: 'Your counsellor meets you on the video link in your confirmation mail.',
    join: 'Join the class',
    changeCall: 'To move or cancel the call, open the link in the mail that confirmed it.',
    changeSeat: 'Cannot come? Open the link in the mail that confirmed your seat to give it to someone else.',
  },
  signedInAs: 'Signed in as {email}.',
  signOut: 'Sign out',
  batches: {
    heading: 'Your batches',
    none: 'You are not in a batch yet.',
    registered:
      'We have your registration of {day} for {course}. Our admissions team calls you about a batch within two working days.',
    registeredNoCourse:
      'We have your registration of {day}. Our admissions team calls you about a batch within two working days.',
    reference: 'Reference',
    dates: 'Dates',
    datesValue: '{from} to {to}',
    status: 'Status',
    waitlistPlace: '{state}, number {place} in line',
    paid: 'Paid',
    left: 'Still to pay',
    nextDue: 'Next due',
    nextDueValue: '{amount} by {day}',
    pay: 'Pay your fee',
    documents: 'Invoices, receipts and credit notes',
    document: '{title} {number} (PDF)',
  },
  states: {
    waitlisted: 'On the waitlist',
    offered: 'Seat offered: confirm it with admissions',
    enrolled: 'Enrolled',
    completed: 'Completed',
    withdrawn: 'Withdrawn',
  } as Record<string, string>,
  certificates: {
    heading: 'Your certificates',
    none: 'Your certificate appears here when you complete your course and its final project.',
    revoked: 'Withdrawn by RealWork Technologies',
    view: 'Verify page',
    pdf: 'Download the PDF',
    issued: '{course}, completed on {day}',
  },
  rights: {
    heading: 'Your data',
    intro:
      'Under India’s Digital Personal Data Protection Act you can have a copy of what you sent us, have a mistake corrected, or have your data erased. An owner of the company handles each request; we acknowledge it within 2 working days and complete it within 30 days.',
    right: 'What would you like?',
    choices: [
      {
        value: 'copy',
        label: 'A copy of my data',
        description:
          'Your messages and registrations as a JSON file with the files you uploaded, in one ZIP archive mailed to this email.',
      },
      {
        value: 'correct',
        label: 'Correct something',
        description: 'A name spelt wrong, an old phone number: tell us below what it should say.',
      },
      {
        value: 'erase',
        label: 'Erase my data',
        description:
          'Your registrations, messages, files and our notes about you removed for good, unless the law makes us keep a record. In a batch? Talk to admissions first: the batch cannot continue without your details.',
      },
    ],
    details: 'What should we know?',
    detailsHelp:
      'Needed for a correction: what is wrong and what it should say, e.g. “my name is spelt Divya, not Dvya”.',
    submit: 'Send my request',
    sent: 'Received: your request for {what} is with our owners. We reply to {email} within 2 working days.',
    what: { copy: 'a copy of your data', correct: 'a correction', erase: 'erasure' },
    errors: {
      right: 'Choose what you would like us to do.',
      details: 'Tell us what is wrong and what it should say.',
      limited: 'You have sent several requests today. We have them all; wait for our reply, or call us on {phone}.',
      unavailable:
        'Sorry, we could not send your request just now. Nothing was sent. Try again in a minute, or email legal@realworktech.in.',
    },
  },
  mails: {
    toOwnersSubject: 'Data request from a student: {what}',
    toOwners: [
      'A signed-in student asked for {what} from their page on the website. Their email was confirmed by the sign-in link we mailed them.',
      '',
      'Email: {email}',
      'Request: {what}',
      '{details}',
      '',
      'Find them on the privacy desk: {link}',
      'The privacy policy promises an acknowledgement within 2 working days and the request done within 30 days.',
    ],
    toStudentSubject: 'We have your request: {what}',
    toStudent: [
      'Hello,',
      '',
      'We have your request for {what}, sent from your page on our website. One of our owners handles it: we will write to you at this address within 2 working days, and complete it within 30 days as our privacy policy promises.',
      '',
      'If you did not send it, reply to this mail and tell us.',
      '',
      'RealWork Technologies, Bengaluru',
    ],
  },
} as const

export type DataRight = keyof typeof studentPageCopy.rights.what
