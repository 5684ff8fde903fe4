/** Free demo classes (migration 032, docs/decisions/029). Times are ISO instants. */
export type DemoClassStatus = 'open' | 'cancelled'

export interface DemoClassTable {
  id: string
  /** 'Your first React component'. */
  topic: string
  description: string
  /** The bootcamp it belongs to (app/content/studio/bootcamps.ts). */
  course_id: string
  starts_at: string
  minutes: number
  /** The video link every seat holder joins by. */
  join_link: string
  seats: number
  /** Booked seats; changed only by the conditional updates in demo-classes.server.ts. */
  seats_taken: number
  status: DemoClassStatus
  created_by: string | null
  created_at: string
  updated_at: string
  /** Raised by each change of time, length or link (migration 033): the seats' invitations' SEQUENCE. */
  sequence: number
  /** When staff cancelled the class (status 'cancelled'), and the reason its seat holders were given. */
  cancelled_at: string | null
  cancel_reason: string | null
}

export type DemoSeatStatus = 'booked' | 'cancelled'

export interface DemoSeatTable {
  id: string
  /** What the visitor quotes: 'DEMO-7KQ4MZ'. */
  reference: string
  class_id: string
  status: DemoSeatStatus
  name: string
  email: string
  phone: string
  course: string | null
  question: string | null
  /** SHA-256 (hex) of the token in the seat's link. */
  token_hash: string
  submission_id: string | null
  /** null until staff mark it: 1 came, 0 did not. */
  attended: number | null
  attended_by: string | null
  created_at: string
  updated_at: string
  cancelled_at: string | null
}

/**
 * A seat holder's mails in the outbox: an invitation (METHOD:REQUEST: the confirmation, or a class's changed time or
 * link), a cancellation (METHOD:CANCEL: theirs, or the class's), and a reminder a day and an hour before.
 */
export type DemoSeatMailPurpose = 'demo-seat' | 'demo-seat-cancel'
export type DemoMailPurpose = DemoSeatMailPurpose | 'demo-reminder'
