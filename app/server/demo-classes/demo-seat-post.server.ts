import { data, redirect } from 'react-router'
import { demoClassesPage } from '~/content/demo-classes'
import { pathTo } from '~/content/site-routes'
import { UNDECIDED_BOOTCAMP } from '~/content/studio/registration-tracks'
import { DemoSeatSchema, type DemoSeatField } from '~/forms/demo-seat.schema'
import { fieldErrors, type FieldErrors } from '~/forms/fields'
import { BodyError, readSmallForm } from '~/server/body.server'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { isCrossSite } from '~/server/http.server'
import { formLimit, takeLimit } from '~/server/rate-limit.server'
import { SOURCE_FIELD_NAMES } from '~/lib/lead-source'
import { submittedSource } from '~/server/forms.server'
import { bookSeat } from './demo-classes.server'

// The demo classes page's post (issue 54, item 6), as the call booking's: the same plain form with or without
// JavaScript, read within limits, refused cross-site, rate-limited per address, parsed by its one schema, then booked
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
  if (isCrossSite(request)) return fail(403, copy.unavailable)
  let form: FormData
  try {
    form = await readSmallForm(request, [...FIELDS, ...SOURCE_FIELD_NAMES])
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return fail(error.status, error.message)
  }
  const values: DemoSeatAnswer['values'] = {}
  for (const name of FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.replaceAll('\0', '')
  }

  const { db } = await getDatabase()
  try {
    const limit = await takeLimit(db, formLimit(), `demo-seat:${context?.clientAddress ?? 'unknown'}`)
    if (!limit.allowed) return fail(429, copy['rate-limited'], values)
  } catch (error) {
    console.error('Checking the demo seat rate limit failed', error)
    return fail(503, copy.unavailable, values)
  }

  const parsed = DemoSeatSchema.safeParse({ ...values, course: values.course || undefined })
  if (!parsed.success) return fail(400, copy.form, values, fieldErrors(parsed.error))
  const seat = parsed.data
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
