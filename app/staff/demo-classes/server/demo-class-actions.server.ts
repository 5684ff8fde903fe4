import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import type { FieldErrors } from '~/forms/fields'
import { serverNow } from '~/server/clock.server'
import { AttendanceSchema, demoClassSchema } from '~/staff/demo-classes/forms/demo-class.schema'
import { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import { done, intent } from '~/staff/shell/server/staff-action.server'
import { createDemoClass, markAttendance } from './demo-classes.server'

/** What a refused new class answers: the message above the form, each field's message, and what was sent. */
export interface DemoClassRefusal {
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
      invalid: (errors, raw) =>
        data<DemoClassRefusal>(
          { error: staffDemoClassesPage.refused, errors, values: textValues(raw) },
          { status: 400 },
        ),
    },
  )
}

/** Marking who came to one class. */
export function attendanceIntent(classId: string) {
  return intent(AttendanceSchema, async ({ came }, { db, user }) => {
    const count = await markAttendance(db, classId, came, user.id, serverNow())
    if (count === null) throw data(staffDemoClassesPage.notFound, { status: 404 })
    return done(`${staffPathTo('staffDemoClass', { id: classId })}?saved=attendance&count=${count}`, {
      audit: { action: 'demo-attendance', target: classId, detail: `${count} came` },
    })
  })
}
