import { data, redirect } from 'react-router'
import { pathTo } from '~/content/site-routes'
import { talkPage } from '~/content/talk'
import { CallBookingSchema, type CallBookingField } from '~/forms/call-booking.schema'
import type { FieldErrors } from '~/forms/fields'
import { INDIA_ZONE, isTimeZone } from '~/lib/booking-times'
import { browserSummary } from '~/lib/user-agent'
import { readBookingPost } from '~/server/booking-post.server'
import { serverNow } from '~/server/clock.server'
import { submittedSource } from '~/server/forms.server'
import { clearBookingPass } from './booking-pass.server'
import { bookCall } from './calls.server'

// The booking page's post (issue 54): the same plain form with or without JavaScript. Read, checked and parsed as
// every public booking post is (booking-post.server.ts), then booked in
// the counsellor's locked transaction (calls.server.ts). Booked: a redirect to the call's own page, whose link is the
// visitor's key. Taken in between: the form again with the next free times.

const FIELDS = [
  'purpose',
  'startsAt',
  'name',
  'email',
  'phone',
  'course',
  'question',
  'zone',
] as const satisfies readonly CallBookingField[]

export interface CallBookingAnswer {
  values: Partial<Record<CallBookingField, string>>
  errors: FieldErrors
  formError: string
  /** After a start was taken: the next free ones, offered first. */
  nextFree?: string[]
}

const copy = talkPage.errors

const fail = (
  status: number,
  formError: string,
  values: CallBookingAnswer['values'] = {},
  more: Partial<CallBookingAnswer> = {},
) => data({ booking: { values, errors: {}, formError, ...more } satisfies CallBookingAnswer }, { status })

export async function postCallBooking(request: Request, context: { clientAddress?: string } | undefined) {
  const post = await readBookingPost(request, context, {
    fields: FIELDS,
    schema: CallBookingSchema,
    limitName: 'call-booking',
    copy,
  })
  if ('refused' in post) {
    const { status, formError, values, errors } = post.refused
    return fail(status, formError, values, { errors })
  }
  const { db, form, values, parsed: booking } = post
  const zone = booking.zone && isTimeZone(booking.zone) && booking.zone !== INDIA_ZONE ? booking.zone : null
  const answer = await bookCall(
    db,
    {
      startsAt: booking.startsAt,
      purpose: booking.purpose,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      course: booking.course ?? null,
      question: booking.question ?? null,
      visitorZone: zone,
      // The lead's source and browser, as every public form stores them.
      source: submittedSource(form, request),
      userAgent: browserSummary(request.headers.get('user-agent')),
    },
    serverNow(),
  )
  // Booked: the registration's booking pass, if any, has done its work (the page's post with scripts is not sent it, so
  // it is cleared on every booking).
  if ('booked' in answer)
    return redirect(pathTo('talkCall', { token: answer.booked.token }), {
      headers: { 'Set-Cookie': await clearBookingPass(db, request) },
    })
  const { startsAt: _taken, ...kept } = values
  return fail(409, answer.nextFree.length > 0 ? copy.taken : copy.gone, kept, { nextFree: answer.nextFree })
}
