import { bootcamps } from './bootcamps'
import { UNDECIDED_BOOTCAMP } from './registration-tracks'

/** The studio contact form's course value for any crash course (the card's own course travels as ?crash=). */
export const CRASH_COURSE_CHOICE = 'crash-course'

/**
 * Options of the studio contact form's "Course Interest": the ten bootcamps by name, as the courses page and the
 * registration list them (value: the bootcamp id), then a crash course and "not sure yet".
 */
export const contactCourseOptions: readonly { value: string; label: string }[] = [
  ...bootcamps.map((bootcamp) => ({ value: bootcamp.id, label: bootcamp.title })),
  { value: CRASH_COURSE_CHOICE, label: 'A crash course (one to one and a half months)' },
  { value: UNDECIDED_BOOTCAMP, label: 'Not sure yet: help me choose' },
]
