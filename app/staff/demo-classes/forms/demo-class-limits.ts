// The demo class form's bounds, without zod, so the form's markup can share them with its schema.

export const DEMO_CLASS_LIMITS = {
  topic: 120,
  description: 600,
  joinLink: 500,
  minMinutes: 15,
  maxMinutes: 240,
  maxSeats: 500,
  maxSeatsMarked: 500,
  cancelReason: 200,
} as const

/** The new class form's fields. */
export const DEMO_CLASS_FIELDS = [
  'topic',
  'description',
  'courseId',
  'startsAt',
  'minutes',
  'joinLink',
  'seats',
] as const
export type DemoClassField = (typeof DEMO_CLASS_FIELDS)[number]
