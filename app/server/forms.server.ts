import { serverNow } from './clock.server'
import { data, redirect } from 'react-router'
import type { Kysely } from 'kysely'
import type { AppLoadContext } from 'react-router'
import { HONEYPOT, type FieldErrors } from '~/forms/fields'
import type { FormEntry, FormKind } from '~/forms/registry'
import { JS_FLAG, type FormResult } from '~/forms/result'
import { submissionReference } from '~/lib/submission-reference'
import { acceptedNames, type UploadRule } from '~/forms/uploads'
import { MAX_UPLOAD_BYTES, fileNameFor, formatBytes, sniffFileType } from '~/lib/file-type'
import {
  cleanLeadSource,
  SOURCE_FIELD_NAMES,
  SOURCE_FIELDS,
  sourceFromAddress,
  type LeadSource,
} from '~/lib/lead-source'
import { BodyError, readForm } from './body.server'
import { bookingPassCookie } from './counselling/booking-pass.server'
import { checkJobApplication, type FieldCheck } from './careers/application.server'
import { getDatabase } from './db/database.server'
import type { Database } from './db/schema.server'
import { isCrossSite } from './http.server'
import { formLimit, takeLimit } from './rate-limit.server'
import { saveWithinLimit, type StoredFileInput } from './submissions.server'
import { browserSummary } from '~/lib/user-agent'

// A form's body: its text fields (the longest is a 5,000-character message, up to 4 bytes a character in UTF-8) plus
// its uploads. Bounds are counted on the bytes read, so a chunked body cannot pass them either.
const TEXT_BODY_BYTES = 64 * 1024
const MAX_FIELD_BYTES = 24 * 1024
const MULTIPART_OVERHEAD_BYTES = 4 * 1024
/** Fields a form may carry beyond its schema: the honeypot, the scripts flag, and a few a browser extension adds. */
const EXTRA_FIELDS = 6
const GENERIC_ERROR = 'Please check the highlighted fields and try again.'

/** Checks of a form's parsed fields against the database (a job application's opening must be open). */
const FIELD_CHECKS: Partial<Record<FormKind, (fields: Record<string, unknown>) => Promise<FieldCheck>>> = {
  'job-application': checkJobApplication,
}

export interface SubmissionOutcome {
  status: number
  result: FormResult
  /** Set-Cookie of a stored registration: the booking pass that fills in the call's form (decision 029). */
  setCookie?: string
}

function fail(
  status: number,
  errors: FieldErrors,
  values: Record<string, string>,
  formError = GENERIC_ERROR,
): SubmissionOutcome {
  return { status, result: { ok: false, errors, values, formError } }
}

/**
 * The one path every public form (an entry of ~/forms/registry) takes: size limit, honeypot, schema parse, upload
 * sniffing, store, with the rate limit counting every post (in the store's transaction when it stores). It answers
 * ok only after the store has committed the submission.
 */
export async function processSubmission(
  request: Request,
  context: AppLoadContext | undefined,
  spec: FormEntry,
): Promise<SubmissionOutcome> {
  if (isCrossSite(request))
    return fail(403, {}, {}, 'This form can only be sent from our own pages. Please reload the page and try again.')
  const { fieldNames, uploads } = spec
  let form: FormData
  try {
    form = await readForm(request, {
      maxBytes: TEXT_BODY_BYTES + uploads.length * (MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES),
      maxFields: fieldNames.length + SOURCE_FIELD_NAMES.length + EXTRA_FIELDS,
      maxFieldBytes: MAX_FIELD_BYTES,
      fields: [...fieldNames, HONEYPOT, JS_FLAG, ...SOURCE_FIELD_NAMES],
      files: uploads.map((rule) => rule.field),
      maxFileBytes: MAX_UPLOAD_BYTES,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const hint =
      error.status === 413 && uploads.length > 0
        ? ` Attach smaller files, each at most ${formatBytes(MAX_UPLOAD_BYTES)}.`
        : ''
    return fail(error.status, {}, {}, error.message + hint)
  }

  // Only the form's own fields are kept and echoed back; readForm dropped the rest.
  const values: Record<string, string> = {}
  for (const [key, value] of form) {
    // NUL characters go: PostgreSQL text cannot hold them (the fuzz test found a 503), and no visitor means them.
    if (typeof value === 'string' && fieldNames.includes(key)) values[key] = value.replaceAll('\0', '')
  }

  const unavailable = () =>
    fail(
      503,
      {},
      values,
      'Sorry, we could not save your message just now. Nothing was sent. Please try again in a minute, or call or email us.',
    )
  const tooMany = () =>
    fail(
      429,
      {},
      values,
      'You have sent several messages in a short time. Please wait ten minutes and try again, or call us.',
    )
  let db: Kysely<Database>
  try {
    db = (await getDatabase()).db
  } catch (error) {
    console.error(`Opening the store for a ${spec.kind} submission failed`, error)
    return unavailable()
  }
  // Every post counts against the form's per-address limit: a stored one in its own transaction (saveWithinLimit, one
  // commit), any other here; over the limit, its answer comes before any other.
  const limit = { rule: formLimit(), key: `${spec.kind}:${context?.clientAddress ?? 'unknown'}` }
  const unlessLimited = async (answer: SubmissionOutcome): Promise<SubmissionOutcome> => {
    try {
      return (await takeLimit(db, limit.rule, limit.key)).allowed ? answer : tooMany()
    } catch (error) {
      console.error(`Checking the ${spec.kind} rate limit failed`, error)
      return unavailable()
    }
  }

  // Bots fill the hidden field; they get the ordinary answer and nothing is stored.
  const honeypot = form.get(HONEYPOT)
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return unlessLimited({ status: 200, result: { ok: true } })

  const parsed = spec.parse(values)
  const errors: FieldErrors = parsed.success ? {} : { ...parsed.errors }
  const files: StoredFileInput[] = []
  for (const rule of uploads) {
    const result = await readUpload(form.get(rule.field), rule)
    if (typeof result === 'string') errors[rule.field] = result
    else if (result) files.push(result)
  }
  if (!parsed.success || Object.keys(errors).length > 0) return unlessLimited(fail(400, errors, values))

  let fields = parsed.fields
  const check = FIELD_CHECKS[spec.kind]
  if (check) {
    let checked: FieldCheck
    try {
      checked = await check(fields)
    } catch (error) {
      console.error(`Checking a ${spec.kind} submission failed`, error)
      return unlessLimited(unavailable())
    }
    if ('refused' in checked) return unlessLimited(fail(400, {}, values, checked.refused))
    fields = checked.fields
  }

  let id: string | undefined
  try {
    id = await saveWithinLimit(
      db,
      {
        kind: spec.kind,
        ...parsed.contact,
        fields,
        // A summary ('Chrome 131 on Android (phone)'), never the user agent itself (docs/decisions/021).
        userAgent: browserSummary(request.headers.get('user-agent')),
        files,
        source: submittedSource(form, request),
        clientAddress: context?.clientAddress ?? 'unknown',
      },
      limit,
      // The lead desk's time: a test server's clock (TEST_CLOCK_FILE) dates the lead as the desk reads it.
      serverNow(),
    )
  } catch (error) {
    console.error(`Storing a ${spec.kind} submission failed`, error)
    return unavailable()
  }
  if (id === undefined) return tooMany()
  return { status: 200, result: confirmation(spec, id, fields), setCookie: await passFor(db, request, spec, id) }
}

/**
 * The registration's confirmation offers a counselling call with the visitor's details filled in: its stored post
 * answers with the booking pass. Nothing is lost without it (the booking form is then empty), so a failure is logged.
 */
async function passFor(db: Kysely<Database>, request: Request, spec: FormEntry, id: string) {
  if (spec.kind !== 'registration') return undefined
  try {
    return await bookingPassCookie(db, request, id, serverNow())
  } catch (error) {
    console.error('Making the booking pass failed', error)
    return undefined
  }
}

/** A stored submission's answer: for a form that confirms (the registration), its reference and thank-you page. */
function confirmation(spec: FormEntry, id: string, fields: Record<string, unknown>): FormResult {
  if (!spec.confirms) return { ok: true }
  const reference = submissionReference(id)
  const params = new URLSearchParams({ ref: reference })
  for (const field of spec.confirms) {
    const value = fields[field]
    if (typeof value === 'string' && value !== '') params.set(field, value)
  }
  return { ok: true, reference, sentPath: `${spec.successPath}&${params}` }
}

/** Page action adapter: without scripts, a stored submission redirects to the thank-you state (post/redirect/get). */
export async function submitFromPage(request: Request, context: AppLoadContext | undefined, spec: FormEntry) {
  const { status, result, setCookie } = await processSubmission(request, context, spec)
  if (result.ok)
    throw redirect(result.sentPath ?? spec.successPath, {
      status: 303,
      headers: setCookie ? { 'Set-Cookie': setCookie } : undefined,
    })
  return data<FormResult>(result, { status })
}

/**
 * Where the lead came from: the hidden fields the page's script filled in from this visit; without them (no scripts,
 * storage off), the form page's own path and UTM tags from the post's Referer, when that is one of our pages.
 */
export function submittedSource(form: FormData, request: Request): LeadSource {
  const sent = cleanLeadSource(
    Object.fromEntries(Object.entries(SOURCE_FIELDS).map(([part, name]) => [part, form.get(name)])),
  )
  const referer = request.headers.get('referer')
  if (sent.landing || !referer) return sent
  try {
    if (new URL(referer).host !== new URL(request.url).host) return sent
  } catch {
    return sent
  }
  return { ...sourceFromAddress(referer, undefined, ''), ...sent }
}

/** A checked upload (size, then its type sniffed from its first bytes), an error message, or undefined when an optional file was left out. */
export async function readUpload(
  value: FormDataEntryValue | null,
  rule: UploadRule,
): Promise<StoredFileInput | string | undefined> {
  if (!(value instanceof File) || value.size === 0) {
    return rule.required ? `Please attach your ${rule.label}.` : undefined
  }
  if (value.size > MAX_UPLOAD_BYTES) {
    // readForm keeps at most one byte past the limit, so the real size is not known here, only that it is over.
    return `Your ${rule.label} is larger than ${formatBytes(MAX_UPLOAD_BYTES)}, the limit. Please attach a smaller file.`
  }
  const bytes = new Uint8Array(await value.arrayBuffer())
  const type = sniffFileType(bytes)
  if (!type || !rule.accept.includes(type)) {
    return `Your ${rule.label} must be a ${acceptedNames(rule)} file. The file you chose is not.`
  }
  return { field: rule.field, filename: fileNameFor(value.name || rule.field, type), contentType: type, data: bytes }
}
