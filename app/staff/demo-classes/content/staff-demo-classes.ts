import { demoTopics } from '~/content/demo-classes'

/** Copy of the staff demo classes desk (/staff/demo-classes and each class's page). */
export const staffDemoClassesPage = {
  title: 'Demo classes',
  lead: 'Free live classes visitors book a seat in at /demo-classes. A class shows there with its seats left until it starts; when every seat is taken it says Full and takes no more bookings.',
  empty: 'No demo classes yet. Announce the first one below.',
  columns: { topic: 'Class', course: 'Course', starts: 'Starts (IST)', seats: 'Seats taken', came: 'Came' },
  newTitle: 'Announce a demo class',
  create: 'Announce class',
  suggestionsLead:
    'Start from a tried topic (it fills in the topic, what the class covers and the course), or write your own:',
  labels: {
    topic: 'Topic',
    description: 'What the class covers',
    courseId: 'Course',
    startsAt: 'Starts (India time)',
    minutes: 'Length in minutes',
    joinLink: 'Joining link',
    seats: 'Seats',
  },
  hints: {
    topic: `One small real piece of the course, e.g. “${demoTopics[0]!.topic}” or “${demoTopics[2]!.topic}”.`,
    description: 'Two sentences a student choosing a bootcamp would find useful: what they build, what they learn.',
    joinLink: 'The Google Meet or Zoom link every seat holder joins by; it goes in their mail and invitation.',
    minutes: 'Between 15 and 240; most demo classes run 45 to 90 minutes, questions included.',
    seats: 'At most 500. Bookings stop when they are all taken.',
  },
  chooseCourse: 'Choose a course',
  refused: 'Please correct the fields marked below.',
  back: 'All demo classes',
  booked: 'Booked seats',
  noSeats: 'No one has booked a seat yet.',
  seatColumns: {
    came: 'Came',
    name: 'Name',
    contact: 'Phone and email',
    course: 'Interested in',
    question: 'Question',
    lead: 'Lead',
  },
  openLead: 'Open lead',
  noLead: 'No lead yet',
  saveAttendance: 'Save attendance',
  attendanceHint: 'Tick everyone who joined; everyone else is recorded as not come.',
  cancelledSeatsHint:
    'The class was cancelled, so no attendance is taken. These are the people who had a seat and were mailed.',
  noAttendanceCancelled: 'This class was cancelled, so attendance cannot be recorded for it.',
  attendanceSaved: 'Attendance saved: {count} came.',
  notFound: 'There is no such demo class.',
  changeTitle: 'Change this class',
  changeLead:
    'A new time, length or joining link mails every seat holder an updated calendar invitation and moves their reminders to the new time. A new topic, description, course or number of seats mails no one.',
  change: 'Save changes',
  changed: {
    one: 'Class changed. {count} seat holder was mailed the updated invitation.',
    other: 'Class changed. {count} seat holders were mailed the updated invitation.',
  },
  changedQuietly: 'Class changed. The time and joining link are as they were, so no one was mailed.',
  belowBooked: {
    one: '{count} seat is already booked, so the class needs at least {count} seat. To make it smaller, the seat holder must cancel first.',
    other:
      '{count} seats are already booked, so the class needs at least {count} seats. To make it smaller, seat holders must cancel first.',
  },
  seatsAtLeast: 'At least {count}: that many are booked.',
  closed: 'This class has started or was cancelled, so it can no longer be changed or cancelled.',
  cancelTitle: 'Cancel this class',
  cancelLead:
    'Every seat holder is mailed an apology with your reason, a calendar cancellation, and links to the other demo classes and to book a call with a counsellor. The class leaves /demo-classes at once and no reminders go out. A cancelled class cannot be opened again: announce a new one instead.',
  reasonLabel: 'Reason seat holders are given',
  reasonHint: 'One line, at most 200 characters, e.g. “Our mentor is unwell; we will announce a new date this week.”',
  cancel: 'Cancel class and mail seat holders',
  cancelled: {
    one: 'Class cancelled. {count} seat holder was mailed.',
    other: 'Class cancelled. {count} seat holders were mailed.',
  },
  cancelledBanner: 'Cancelled on {when}. Reason given: {reason}',
  cancelledTag: 'Cancelled',
}
