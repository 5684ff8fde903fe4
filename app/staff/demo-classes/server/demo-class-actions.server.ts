import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import type { FieldErrors } from '~/forms/fields'
import { serverNow } from '~/server/clock.server'
import { AttendanceSchema, demoClassSchema } from '~/staff/demo-classes/forms/demo-class.schema'
import { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import { done, intent } from '~/staff/shell/server/staff-action.server'
import { fillTemplate } from '~/lib/format'
import { plural } from '~/lib/plural'
import { formatIst } from '~/lib/ist'
import { CancelDemoClassSchema } from '~/staff/demo-classes/forms/demo-class.schema'
import { cancelDemoClass, changeDemoClass } from './demo-class-changes.server'
import { createDemoClass, markAttendance } from './demo-classes.server'

/** What a refused new class answers: the message above the form, each field's message, and what was sent. */
export interface DemoClassRefusal {
  /** Which form on the class's page was refused (the class's own form when absent). */
  form?: 'cancel'
  error: string
  errors: FieldErrors
  values: Record<string, string>
}

const textValues = (raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : '']))

/** Announcing a class; the schema is made for the request's moment (a start later than now). */
export function createDemoClassIntent() {
  return intent(
    demoClassSchema(serverNow()),
    async (input, { db, user }) => {
      const id = await createDemoClass(db, input, user.id, serverNow())
      return done(`${staffPathTo('staffDemoClass', { id })}?saved=created`, {
        audit: { action: 'demo-class-create', target: id, detail: `${input.topic} (${input.seats} seats)` },
      })
    },
    {
      invalid: (errors, raw) => refusal(400, staffDemoClassesPage.refused, raw, errors),
    },
  )
}

const refusal = (
  status: number,
  error: string,
  raw: Record<string, unknown>,
  errors: FieldErrors = {},
  form?: 'cancel',
) => data<DemoClassRefusal>({ form, error, errors, values: textValues(raw) }, { status })

/** Changing a class: what passes the new class's schema, seats never below those booked (the store's refusal). */
export function changeDemoClassIntent(classId: string) {
  const copy = staffDemoClassesPage
  return intent(
    demoClassSchema(serverNow()),
    async (input, { db, posted }) => {
      const answer = await changeDemoClass(db, classId, input, serverNow())
      if ('refused' in answer) {
        if (answer.refused === 'not-found') throw data(copy.notFound, { status: 404 })
        if (answer.refused === 'closed') return refusal(409, copy.closed, posted)
        const seats = fillTemplate(copy.seatsAtLeast, { count: answer.booked })
        return refusal(409, plural(answer.booked, copy.belowBooked), posted, { seats })
      }
      const { mailed } = answer.changed
      return done(`${staffPathTo('staffDemoClass', { id: classId })}?saved=changed&count=${mailed}`, {
        audit: {
          action: 'demo-class-change',
          target: classId,
          detail: `${input.topic}, ${formatIst(input.startsAt)}, ${input.minutes} min, ${input.seats} seats; ${mailed} mailed`,
        },
      })
    },
    { invalid: (errors, raw) => refusal(400, copy.refused, raw, errors) },
  )
}

/** Cancelling a class with the reason its seat holders are given. */
export function cancelDemoClassIntent(classId: string) {
  const copy = staffDemoClassesPage
  return intent(
    CancelDemoClassSchema,
    async ({ reason }, { db, posted }) => {
      const answer = await cancelDemoClass(db, classId, reason, serverNow())
      if ('refused' in answer) {
        if (answer.refused === 'not-found') throw data(copy.notFound, { status: 404 })
        return refusal(409, copy.closed, posted, {}, 'cancel')
      }
      const { mailed } = answer.cancelled
      return done(`${staffPathTo('staffDemoClass', { id: classId })}?saved=cancelled&count=${mailed}`, {
        audit: { action: 'demo-class-cancel', target: classId, detail: `${reason} (${mailed} mailed)` },
      })
    },
    { invalid: (errors, raw) => refusal(400, copy.refused, raw, errors, 'cancel') },
  )
}

/** Marking who came to one class. */
export function attendanceIntent(classId: string) {
  return intent(AttendanceSchema, async ({ came }, { db, user }) => {
    const count = await markAttendance(db, classId, came, user.id, serverNow())
    if (count === null) throw data(staffDemoClassesPage.notFound, { status: 404 })
    if (count === 'cancelled') throw data(staffDemoClassesPage.noAttendanceCancelled, { status: 409 })
    return done(`${staffPathTo('staffDemoClass', { id: classId })}?saved=attendance&count=${count}`, {
      audit: { action: 'demo-attendance', target: classId, detail: `${count} came` },
    })
  })
}
