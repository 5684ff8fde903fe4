// The one way to write a staff action: who may post (session and role), the body read within its limits, one zod
// schema per intent, the handler, its audit entry and the 303 redirect. Every action under app/staff/routes uses it;
// no route reads form fields by hand. See staff-action.test.ts for each step's answer.
import type { Kysely } from 'kysely'
import { data, redirect } from 'react-router'
import { type z } from 'zod'
import { fieldErrors, type FieldErrors } from '~/forms/fields'
import { recordAudit, type AuditNote } from '~/server/audit.server'
import { BodyError, readForm, type BodyLimits } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { isCrossSite } from '~/server/http.server'
import type { Database } from '~/server/db/schema.server'
import { requireOwner, requireStaff, type StaffUser } from '~/staff/shell/server/session.server'

/**
 * Who may post. 'anyone': no session (sign-in, invitation, password reset); 'staff': a signed-in account whose
 * second factor is in order; 'owner': an owner (requireOwner's 403 otherwise). The object form passes requireStaff's
 * options, and `owner` with its own refusal message.
 */
export type StaffGate =
  | 'anyone'
  | 'staff'
  | 'owner'
  | { beforeSecondFactor?: boolean; resource?: boolean; owner?: string }

/** An audit entry an intent asks for: written with the signed-in account as actor, before the answer goes out. */
export type { AuditNote }

export interface StaffActionContext<User extends StaffUser | null = StaffUser> {
  request: Request
  user: User
  db: Kysely<Database>
  /** Writes an audit entry now (for an intent that answers with data rather than redirecting). */
  audit(note: AuditNote): Promise<void>
  /** The intent's text fields as posted, before the schema: a refusal shows the form again with them. */
  posted: Record<string, string>
}

/** An intent's successful end: an audit entry (optional) and a 303 redirect. */
export interface StaffDone {
  readonly kind: 'staff-done'
  to: string
  audit?: AuditNote | readonly AuditNote[] | null | false
  headers?: HeadersInit
}

/** Ends an intent: writes the `audit` entries (when given, in order) and redirects to `to` with 303 See Other. */
export function done(to: string, { audit, headers }: Pick<StaffDone, 'audit' | 'headers'> = {}): StaffDone {
  return { kind: 'staff-done', to, audit, headers }
}

export interface StaffIntent<User extends StaffUser | null, Result> {
  readonly session: boolean
  readonly schema: z.ZodObject
  handle(input: unknown, ctx: StaffActionContext<User>): Promise<Result | StaffDone> | Result | StaffDone
  /** The answer when the schema refuses the body (see Refused); without it, a 400 with the first message. */
  invalid?(errors: FieldErrors, raw: Record<string, unknown>, ctx: StaffActionContext<User>): Promise<Result> | Result
}

/**
 * The answer to a body the schema refused: each field's first message, the fields as posted (to show the form again)
 * and the context (a form that shows stored values beside the posted ones reads them).
 */
type Refused<User extends StaffUser | null, Result> = (
  errors: FieldErrors,
  raw: Record<string, unknown>,
  ctx: StaffActionContext<User>,
) => Promise<Result> | Result

type Handler<S extends z.ZodObject, User extends StaffUser | null, Result> = (
  input: z.output<S>,
  ctx: StaffActionContext<User>,
) => Promise<Result | StaffDone> | Result | StaffDone

interface IntentOptions<User extends StaffUser | null, Result> {
  invalid?: Refused<User, Result>
}

/** An intent of a signed-in staff action: `ctx.user` is the account. */
export function intent<S extends z.ZodObject, Result = never>(
  schema: S,
  handle: Handler<S, StaffUser, Result>,
  options: IntentOptions<StaffUser, Result> = {},
): StaffIntent<StaffUser, Result> {
  return { session: true, schema, handle: handle as StaffIntent<StaffUser, Result>['handle'], ...options }
}

/** An intent of an action open without a session (gate 'anyone'): `ctx.user` is null. */
export function openIntent<S extends z.ZodObject, Result = never>(
  schema: S,
  handle: Handler<S, null, Result>,
  options: IntentOptions<null, Result> = {},
): StaffIntent<null, Result> {
  return { session: false, schema, handle: handle as StaffIntent<null, Result>['handle'], ...options }
}

type AnyIntent = StaffIntent<StaffUser, unknown> | StaffIntent<null, unknown>
type ResultOf<I> = I extends StaffIntent<StaffUser | null, infer R> ? Exclude<R, StaffDone> : never

/** Body limits beyond the default small form (16 KB, each field at most 8 KB, fields + 4 parts). */
export type StaffBodyLimits = Omit<BodyLimits, 'fields' | 'maxFields'> & { maxFields?: number }

export interface StaffActionOptions<I extends Record<string, AnyIntent>, BodyAnswer> {
  request: Request
  gate: StaffGate
  /** The intents by the value of the form's `intent` field (or `intentField`'s). */
  intents: I
  /** null: the form has no intent field, and `fallback` always runs. */
  intentField?: string | null
  /** An action that takes no form (sign-out): nothing is read, and the `fallback` intent runs on an empty input. */
  noBody?: boolean
  /** The intent for a missing or unknown `intent` value; without it, 400 "Unknown action". */
  fallback?: keyof I & string
  /** Fields the form sends that no schema reads (a password manager's `username`): read past, counted in the limits. */
  alsoSent?: readonly string[]
  limits?: StaffBodyLimits
  /** The answer to a body refused while read (400, 413, 415); without it, that status with the message as text. */
  bodyError?: (error: BodyError) => BodyAnswer
}

const SMALL_FORM: StaffBodyLimits = { maxBytes: 16 * 1024, maxFieldBytes: 8 * 1024 }

/** The fields a form may send: `intent` and every schema's keys, in a stable order. */
function formFields(intents: Record<string, AnyIntent>, intentField: string | null, alsoSent: readonly string[]) {
  const names = new Set<string>(intentField ? [intentField] : [])
  for (const one of Object.values(intents)) for (const key of Object.keys(one.schema.shape)) names.add(key)
  for (const key of alsoSent) names.add(key)
  return [...names]
}

async function gateUser(request: Request, gate: StaffGate): Promise<StaffUser | null> {
  // requireStaff refuses another site's post for the gated actions; the open ones (sign-in, a password link) too.
  if (gate === 'anyone') {
    if (isCrossSite(request, { staff: true })) throw data('Forbidden', { status: 403 })
    return null
  }
  if (gate === 'owner') return requireOwner(request)
  if (gate === 'staff') return requireStaff(request)
  const user = await requireStaff(request, gate)
  if (gate.owner && user.role !== 'owner') throw data(gate.owner, { status: 403 })
  return user
}

/** Runs one staff action; see the file's head. Returns what the intent answers; a `done()` becomes a thrown redirect. */
export async function staffAction<I extends Record<string, AnyIntent>, BodyAnswer = never>(
  options: StaffActionOptions<I, BodyAnswer>,
): Promise<ResultOf<I[keyof I]> | BodyAnswer> {
  const { request, gate, intents } = options
  const user = await gateUser(request, gate)
  const intentField = options.intentField === undefined ? 'intent' : options.intentField
  const files = new Set(options.limits?.files ?? [])
  const fields = formFields(intents, intentField, options.alsoSent ?? []).filter((name) => !files.has(name))
  const { maxFields = fields.length + 4, ...limits } = options.limits ?? SMALL_FORM
  let form = new FormData()
  try {
    if (!options.noBody) form = await readForm(request, { ...limits, maxFields, fields })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    if (options.bodyError) return options.bodyError(error)
    throw data(error.message, { status: error.status })
  }
  const name = intentField ? form.get(intentField) : null
  const chosen =
    (typeof name === 'string' && Object.hasOwn(intents, name) ? intents[name] : undefined) ??
    (options.fallback ? intents[options.fallback] : undefined)
  if (!chosen) throw data('Unknown action', { status: 400 })
  if (chosen.session && !user) throw new TypeError('An intent that needs a session sits behind the gate "anyone".')

  const raw = Object.fromEntries(
    Object.entries(chosen.schema.shape).map(([key, field]) => [
      key,
      isArrayField(field) ? form.getAll(key) : (form.get(key) ?? undefined),
    ]),
  )
  const parsed = chosen.schema.safeParse(raw)
  const { db } = await getDatabase()
  const audit = (note: AuditNote) => recordAudit(db, user, note.action, note)
  const posted = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const ctx = { request, user, db, audit, posted } as StaffActionContext<StaffUser> & StaffActionContext<null>
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    if (chosen.invalid) return (await chosen.invalid(errors, raw, ctx)) as ResultOf<I[keyof I]>
    throw data(parsed.error.issues[0]?.message ?? 'Please check the form.', { status: 400 })
  }

  const outcome = await chosen.handle(parsed.data, ctx)
  if (isDone(outcome)) {
    for (const note of [outcome.audit ?? []].flat()) if (note) await audit(note)
    throw redirect(outcome.to, { status: 303, headers: outcome.headers })
  }
  return outcome as ResultOf<I[keyof I]>
}

/** A schema field that is an array (ticked checkboxes of one name) reads every value the form sent under it. */
function isArrayField(field: unknown): boolean {
  return (field as { def?: { type?: string } }).def?.type === 'array'
}

function isDone(value: unknown): value is StaffDone {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'staff-done'
}
