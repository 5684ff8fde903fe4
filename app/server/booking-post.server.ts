import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from '~/forms/fields'
import { SOURCE_FIELD_NAMES } from '~/lib/lead-source'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'
import { isCrossSite } from '~/server/http.server'
import { formLimit, takeLimit } from '~/server/rate-limit.server'

// What a public booking post (a counselling call, a demo class seat: issue 54) goes through before it is booked, in
// one place: refused cross-site, read within limits, its fields kept as typed (NUL bytes dropped), rate-limited per
// address like every public form, parsed by its one schema (an empty course is no course). What happens next, the
// booking in its locked transaction, is each post's own.

/** The words a booking form shows when its post is refused before booking. */
export interface BookingPostCopy {
  form: string
  'rate-limited': string
  unavailable: string
}

/** Why a post was refused, with what it showed the visitor again. */
export interface BookingRefusal<Field extends string> {
  status: number
  formError: string
  values: Partial<Record<Field, string>>
  errors: FieldErrors
}

export type BookingPost<Field extends string, Parsed> =
  | { refused: BookingRefusal<Field> }
  | { db: Kysely<Database>; form: FormData; values: Partial<Record<Field, string>>; parsed: Parsed }

export async function readBookingPost<Field extends string, Schema extends z.ZodType>(
  request: Request,
  context: { clientAddress?: string } | undefined,
  {
    fields,
    schema,
    limitName,
    copy,
  }: { fields: readonly Field[]; schema: Schema; limitName: string; copy: BookingPostCopy },
): Promise<BookingPost<Field, z.infer<Schema>>> {
  const refused = (status: number, formError: string, values = {}, errors: FieldErrors = {}) => ({
    refused: { status, formError, values, errors },
  })
  if (isCrossSite(request)) return refused(403, copy.unavailable)
  let form: FormData
  try {
    form = await readSmallForm(request, [...fields, ...SOURCE_FIELD_NAMES])
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return refused(error.status, error.message)
  }
  const values: Partial<Record<Field, string>> = {}
  for (const name of fields) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.replaceAll('\0', '')
  }

  const { db } = await getDatabase()
  try {
    const limit = await takeLimit(db, formLimit(), `${limitName}:${context?.clientAddress ?? 'unknown'}`)
    if (!limit.allowed) return refused(429, copy['rate-limited'], values)
  } catch (error) {
    console.error(`Checking the ${limitName} rate limit failed`, error)
    return refused(503, copy.unavailable, values)
  }

  const course = (values as Record<string, string | undefined>).course
  const parsed = schema.safeParse({ ...values, course: course || undefined })
  if (!parsed.success) return refused(400, copy.form, values, fieldErrors(parsed.error))
  return { db, form, values, parsed: parsed.data }
}
