import { data, redirect } from 'react-router'
import { demoClassesPage } from '~/content/demo-classes'
import { pathTo } from '~/content/site-routes'
import { UNDECIDED_BOOTCAMP } from '~/content/studio/registration-tracks'
import { DemoSeatSchema, type DemoSeatField } from '~/forms/demo-seat.schema'
import type { FieldErrors } from '~/forms/fields'
import { readBookingPost } from '~/server/booking-post.server'
import { serverNow } from '~/server/clock.server'
import { submittedSource } from '~/server/forms.server'
import { bookSeat } from './demo-classes.server'

// The demo classes page's post (issue 54, item 6), as the call booking's: the same plain form with or without
// JavaScript, read, checked and parsed as every public booking post is (booking-post.server.ts), then booked
// in the class's locked transaction (demo-classes.server.ts). Booked: a redirect to the seat's own page, whose link is
// the visitor's key. Full, started or already held: the form again, as typed, with the reason.

const FIELDS = ['classId', 'name', 'email', 'phone', 'course', 'question'] as const satisfies readonly DemoSeatField[]

export interface DemoSeatAnswer {
  values: Partial<Record<DemoSeatField, string>>
  errors: FieldErrors
  formError: string
}

const copy = demoClassesPage.errors

const fail = (status: number, formError: string, values: DemoSeatAnswer['values'] = {}, errors: FieldErrors = {}) =>
  data({ seat: { values, errors, formError } satisfies DemoSeatAnswer }, { status })

export async function postDemoSeat(request: Request, context: { clientAddress?: string } | undefined) {
  const post = await readBookingPost(request, context, {
    fields: FIELDS,
    schema: DemoSeatSchema,
    limitName: 'demo-seat',
    copy,
  })
  if ('refused' in post) {
    const { status, formError, values, errors } = post.refused
    return fail(status, formError, values, errors)
  }
  const { db, form, values, parsed: seat } = post
  const answer = await bookSeat(
    db,
    {
      classId: seat.classId,
      name: seat.name,
      email: seat.email,
      phone: seat.phone,
      // 'Not sure yet' is no course of interest.
      course: seat.course && seat.course !== UNDECIDED_BOOTCAMP ? seat.course : null,
      question: seat.question ?? null,
      // The visit's source, as every form's lead carries it: the goal is counted under it.
      source: submittedSource(form, request),
    },
    serverNow(),
  )
  if ('booked' in answer) return redirect(pathTo('demoSeat', { token: answer.booked.token }))
  const { classId: _refused, ...kept } = values
  return fail(409, copy[answer.refused], answer.refused === 'already' ? values : kept)
}
