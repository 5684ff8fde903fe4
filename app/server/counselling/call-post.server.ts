import { data, redirect } from 'react-router'
import { pathTo } from '~/content/site-routes'
import { talkPage } from '~/content/talk'
import { CallBookingSchema, type CallBookingField } from '~/forms/call-booking.schema'
import { fieldErrors, type FieldErrors } from '~/forms/fields'
import { INDIA_ZONE, isTimeZone } from '~/lib/booking-times'
import { SOURCE_FIELD_NAMES } from '~/lib/lead-source'
import { browserSummary } from '~/lib/user-agent'
import { BodyError, readSmallForm } from '~/server/body.server'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { submittedSource } from '~/server/forms.server'
import { isCrossSite } from '~/server/http.server'
import { formLimit, takeLimit } from '~/server/rate-limit.server'
import { clearBookingPass } from './booking-pass.server'
import { bookCall } from './calls.server'

// The booking page's post (issue 54): the same plain form with or without JavaScript. Read within limits, checked
// against a cross-site post, rate-limited per address like every public form, parsed by its one schema, then booked in
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

const fail = (status: number, formError: string, values: CallBookingAnswer['values'] = {}, more = {}) =>
  data({ booking: { values, errors: {}, formError, ...more } satisfies CallBookingAnswer }, { status })

export async function postCallBooking(request: Request, context: { clientAddress?: string } | undefined) {
  if (isCrossSite(request)) return fail(403, copy.unavailable)
  let form: FormData
  try {
    form = await readSmallForm(request, [...FIELDS, ...SOURCE_FIELD_NAMES])
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return fail(error.status, error.message)
  }
  const values: CallBookingAnswer['values'] = {}
  for (const name of FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.replaceAll('\0', '')
  }

  const { db } = await getDatabase()
  try {
    const limit = await takeLimit(db, formLimit(), `call-booking:${context?.clientAddress ?? 'unknown'}`)
    if (!limit.allowed) return fail(429, copy['rate-limited'], values)
  } catch (error) {
    console.error('Checking the call booking rate limit failed', error)
    return fail(503, copy.unavailable, values)
  }

  const parsed = CallBookingSchema.safeParse({ ...values, course: values.course || undefined })
  if (!parsed.success) return fail(400, copy.form, values, { errors: fieldErrors(parsed.error) })
  const booking = parsed.data
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
