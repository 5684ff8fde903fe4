import type { Kysely } from 'kysely'
import { recordGoal } from '~/server/analytics/goals.server'
import { leadSourceOf } from '~/staff/shell/server/lead-source.server'
import type { Database } from '~/server/db/schema.server'
/**
 * The one place an enrolment is known to be committed (a seat taken, the lead Enrolled/Won). Listeners run after the
 * transaction, never inside it, and a listener's failure never undoes the enrolment: analytics can record its goal
 * here with `onEnrolled` without touching the store.
 */
export interface EnrolledEvent {
  enrolmentId: string
  reference: string
  batchId: string
  courseId: string
  submissionId: string
  feePaise: number
  at: string
}

type Listener = (event: EnrolledEvent) => void | Promise<void>
const listeners = new Set<Listener>()

/** Calls `listener` after every committed enrolment; returns the way to stop. */
export function onEnrolled(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Records the enrolment's goal for analytics, with its lead's source, then tells the listeners (after the commit). */
export async function enrolmentCommitted(event: EnrolledEvent, db?: Kysely<Database>): Promise<void> {
  if (db) {
    try {
      await recordGoal(db, {
        goal: 'enrolment',
        source: await leadSourceOf(db, event.submissionId),
        at: new Date(event.at),
      })
    } catch (error) {
      console.error('Recording an enrolment goal failed:', error instanceof Error ? error.message : error)
    }
  }
  for (const listener of listeners) {
    try {
      await listener(event)
    } catch (error) {
      console.error('An enrolment listener failed:', error instanceof Error ? error.message : error)
    }
  }
}
