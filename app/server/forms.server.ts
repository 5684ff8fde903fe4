import { data, redirect } from 'react-router'
import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { fieldErrors, HONEYPOT, type FieldErrors } from '~/forms/fields'
import { JS_FLAG, type FormResult } from '~/forms/result'
import { MAX_UPLOAD_BYTES, formatBytes, sniffFileType, type SniffedType } from '~/lib/file-type'
import { getDatabase } from './db/database.server'
import type { SubmissionKind } from './db/schema.server'
import { formLimiter } from './rate-limit.server'
import { saveSubmission, type StoredFileInput } from './submissions.server'

export interface UploadRule {
  field: string
  label: string
  accept: SniffedType[]
  required?: boolean
}

export interface SubmissionSpec<S extends z.ZodType> {
  kind: SubmissionKind
  schema: S
  /** Where a visitor without scripts lands after a stored submission (post/redirect/get). */
  successPath: string
  /** Picks the name, email and phone columns out of the parsed fields. */
  contact: (fields: z.output<S>) => { name: string; email: string; phone: string }
  uploads?: UploadRule[]
}

// Three uploads at most 5 MB each plus text; anything larger is refused before it is read.
const MAX_BODY_BYTES = 16 * 1024 * 1024
const GENERIC_ERROR = 'Please check the highlighted fields and try again.'

export interface SubmissionOutcome {
  status: number
  result: FormResult
}

function fail(status: number, errors: FieldErrors, values: Record<string, string>, formError = GENERIC_ERROR): SubmissionOutcome {
  return { status, result: { ok: false, errors, values, formError } }
}

/**
 * The one path every public form takes: size limit, rate limit, honeypot, schema parse, upload sniffing, store.
 * It answers ok only after the store has committed the submission.
 */
export async function processSubmission<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext | undefined,
  spec: SubmissionSpec<S>,
): Promise<SubmissionOutcome> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) {
    return fail(413, {}, {}, `That was too large to send (over ${formatBytes(MAX_BODY_BYTES)}). Attach smaller files, each at most ${formatBytes(MAX_UPLOAD_BYTES)}.`)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return fail(400, {}, {}, 'We could not read that form. Please try again.')
  }

  const values: Record<string, string> = {}
  for (const [key, value] of form) {
    // NUL characters go: PostgreSQL text cannot hold them (the fuzz test found a 503), and no visitor means them.
    if (typeof value === 'string' && key !== HONEYPOT && key !== JS_FLAG) values[key] = value.replaceAll('\0', '').slice(0, 10_000)
  }

  const address = context?.clientAddress ?? 'unknown'
  if (!formLimiter.take(`${address}:${spec.kind}`)) {
    return fail(429, {}, values, 'You have sent several messages in a short time. Please wait ten minutes and try again, or call us.')
  }

  // Bots fill the hidden field; they get the ordinary answer and nothing is stored.
  const honeypot = form.get(HONEYPOT)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { status: 200, result: { ok: true } }

  const parsed = spec.schema.safeParse(values)
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
  const files: StoredFileInput[] = []
  for (const rule of spec.uploads ?? []) {
    const result = await readUpload(form.get(rule.field), rule)
    if (typeof result === 'string') errors[rule.field] = result
    else if (result) files.push(result)
  }
  if (!parsed.success || Object.keys(errors).length > 0) return fail(400, errors, values)

  const fields = parsed.data as z.output<S>
  try {
    const { db } = await getDatabase()
    await saveSubmission(db, {
      kind: spec.kind,
      ...spec.contact(fields),
      fields: fields as Record<string, unknown>,
      userAgent: request.headers.get('user-agent'),
      files,
    })
  } catch (error) {
    console.error(`Storing a ${spec.kind} submission failed`, error)
    return fail(503, {}, values, 'Sorry, we could not save your message just now. Nothing was sent. Please try again in a minute, or call or email us.')
  }
  return { status: 200, result: { ok: true } }
}

/** Page action adapter: without scripts, a stored submission redirects to the thank-you state (post/redirect/get). */
export async function submitFromPage<S extends z.ZodType>(request: Request, context: AppLoadContext | undefined, spec: SubmissionSpec<S>) {
  const { status, result } = await processSubmission(request, context, spec)
  if (result.ok) throw redirect(spec.successPath, 303)
  return data<FormResult>(result, { status })
}

/** A checked upload, an error message, or undefined when an optional file was left out. */
async function readUpload(value: FormDataEntryValue | null, rule: UploadRule): Promise<StoredFileInput | string | undefined> {
  if (!(value instanceof File) || value.size === 0) {
    return rule.required ? `Please attach your ${rule.label}.` : undefined
  }
  if (value.size > MAX_UPLOAD_BYTES) {
    return `Your ${rule.label} is ${formatBytes(value.size)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}. Please attach a smaller file.`
  }
  const bytes = new Uint8Array(await value.arrayBuffer())
  const type = sniffFileType(bytes)
  if (!type || !rule.accept.includes(type)) {
    const kinds = rule.accept.map((t) => t.split('/')[1]!.toUpperCase()).join(', ')
    return `Your ${rule.label} must be a ${kinds.replace(/, ([^,]*)$/, ' or $1')} file. The file you chose is not.`
  }
  return { field: rule.field, filename: value.name || rule.field, contentType: type, data: bytes }
}
