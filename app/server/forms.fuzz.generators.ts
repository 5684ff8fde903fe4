// Generators for the form fuzz test (forms.fuzz.test.ts): a valid submission for each registered form, built from
// its zod schema's shape with field-name hints, and hostile variants of it. Every generated value carries a class
// ('valid', 'blank', 'text', 'long' or 'unknown') so the test can work out, from these choices alone, whether the
// server must accept the submission (fieldsAccepted below); it never asks the server's parser. A new form needs
// nothing here unless one of its fields needs values the hints cannot guess; then add an override to FIELD_OVERRIDES
// and say in FIELD_KINDS what kind of field it is.
import fc from 'fast-check'
import type { z } from 'zod'
import type { FormEntry } from '~/forms/registry'

type Arb = fc.Arbitrary<string>

/** The open job opening the fuzz test's store holds, so a job application can name one (forms.fuzz.test.ts). */
export const FUZZ_OPENING = 'fuzz-opening'

/** Per kind, per field: values that are valid for that field. Everything else is derived from the schema. */
const FIELD_OVERRIDES: Record<string, Record<string, Arb>> = {
  registration: { yearOfPassing: fc.integer({ min: 1990, max: new Date().getFullYear() }).map(String) },
  // An application names the open opening (or, left out, is a talent-pool entry); LinkedIn is an https profile.
  'job-application': {
    opening: fc.constant(FUZZ_OPENING),
    linkedin: fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/).map((name) => `https://www.linkedin.com/in/${name}`),
  },
}

/**
 * Fields whose kind the name hints cannot tell: a year accepts only four digits, an opening only an open opening's
 * slug, LinkedIn only an https profile address, so free text is wrong there.
 */
const FIELD_KINDS: Record<string, Record<string, FieldKind>> = {
  registration: { yearOfPassing: 'coded' },
  'job-application': { opening: 'coded', linkedin: 'coded' },
}

const words = fc.constantFrom(
  'Asha',
  'Ravi',
  'Meera',
  'Kiran',
  'Rao',
  'Nair',
  'Kumar',
  "D'Souza",
  'Ünal',
  'José',
  'ರವಿ',
  'आशा',
  '李',
  'Ng',
)
const text = (max: number): Arb =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: words },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((parts) => parts.join(' ').slice(0, Math.max(1, max)))
    // Control characters are the 'unknown' class's business (a NUL is dropped by the server, for one).
    .filter((s) => s.trim().length > 0 && ![...s].some((ch) => ch < ' ' || ch === '\u007f'))
const phone: Arb = fc
  .tuple(fc.constantFrom('+91 ', '0', ''), fc.stringMatching(/^[6-9]\d{4}[ -]?\d{5}$/))
  .map(([prefix, digits]) => `${prefix}${digits}`)
const emailLocal: Arb = fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}[a-z0-9]$/).filter((s) => !s.includes('..'))

/**
 * What a field accepts, as the generator sees it: 'text' takes any non-blank text up to its maximum length; 'email',
 * 'phone', 'choice' and 'coded' take only their own format, never free text; 'lenient' drops a value it does not know
 * (a hidden field such as ?bootcamp=), so no value makes the submission invalid.
 */
export type FieldKind = 'text' | 'email' | 'phone' | 'choice' | 'coded' | 'lenient'

export interface FieldInfo {
  name: string
  kind: FieldKind
  optional: boolean
  options?: readonly string[]
  maxLength?: number
}

interface ZodDef {
  type: string
  innerType?: ZodNode
  in?: ZodNode
  shape?: Record<string, ZodNode>
  entries?: Record<string, string>
}

interface ZodNode {
  _zod: { def: ZodDef }
  options?: readonly string[]
  maxLength?: number | null
}

/** Looks through optional/catch/default/pipe wrappers for an enum's options or a string's maximum length. */
function describeField(kind: string, name: string, schema: ZodNode): FieldInfo {
  const info: FieldInfo = { name, kind: 'text', optional: false }
  let lenient = false
  let node: ZodNode | undefined = schema
  for (let depth = 0; node && depth < 10; depth++) {
    const def: ZodDef = node._zod.def
    if (def.type === 'optional' || def.type === 'default') info.optional = true
    if (def.type === 'catch') lenient = info.optional = true // an unknown value is dropped, never an error
    if (def.type === 'enum') info.options = node.options ?? Object.values(def.entries ?? {})
    if (def.type === 'string' && typeof node.maxLength === 'number') info.maxLength = node.maxLength
    node = def.innerType ?? def.in
  }
  info.kind =
    FIELD_KINDS[kind]?.[name] ??
    (lenient
      ? 'lenient'
      : isEmailField(name)
        ? 'email'
        : /phone|mobile/i.test(name)
          ? 'phone'
          : info.options
            ? 'choice'
            : 'text')
  return info
}

const isEmailField = (name: string) => /e-?mail|replyto/i.test(name)

export function schemaFields(kind: string, schema: z.ZodType): FieldInfo[] {
  const shape = (schema as unknown as ZodNode)._zod.def.shape ?? {}
  return Object.entries(shape).map(([name, node]) => describeField(kind, name, node))
}

/** The field holding the visitor's email (the token that identifies a fuzzed submission goes in it). */
export function emailFieldName(kind: string, spec: FormEntry): string | undefined {
  return schemaFields(kind, spec.schema).find((f) => f.kind === 'email')?.name
}

function fieldArb(kind: string, field: FieldInfo, token: string): Arb {
  const override = FIELD_OVERRIDES[kind]?.[field.name]
  if (override) return override
  if (field.kind === 'email') return emailLocal.map((local) => `${local}.${token}@example.com`)
  if (field.kind === 'phone') return phone
  if (field.options) return fc.constantFrom(...field.options)
  return text(Math.min(field.maxLength ?? 60, 200))
}

/** A submission every field of which is valid by construction. */
export function validValues(kind: string, spec: FormEntry, token: string): fc.Arbitrary<Record<string, string>> {
  const entries = schemaFields(kind, spec.schema).map((field) => {
    const arb = fieldArb(kind, field, token)
    // Optional fields left out a third of the time; an email field always stays, it carries the token.
    return field.optional && field.kind !== 'email'
      ? fc.option(arb, { freq: 3, nil: undefined }).map((v) => [field.name, v] as const)
      : arb.map((v) => [field.name, v] as const)
  })
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as Record<string, string>)
}

/**
 * A value put into a field, with what the generator knows about it: 'blank' is empty or only spaces, 'text' is
 * non-blank text without surrounding spaces (hostile to people and programs, but text), 'long' is longer than the
 * field allows, 'unknown' is anything at all (control characters, random code units): for those the test only checks
 * that the server answers consistently with what it stored.
 */
export type ValueClass = 'valid' | 'blank' | 'text' | 'long' | 'unknown'
export interface Value {
  value: string
  cls: ValueClass
}

const blank = fc.constantFrom<Value>({ value: '', cls: 'blank' }, { value: '   ', cls: 'blank' })
const hostileText = fc
  .constantFrom(
    "'; drop table submissions; --",
    '<script>alert(1)</script>',
    '=HYPERLINK("http://evil.example","click")',
    '+cmd|" /C calc"!A0',
    '@SUM(1+1)*cmd|" /C calc"!A0',
    'line\r\nBcc: victim@example.com',
    '\u202Egnp.exe',
    '😀'.repeat(200),
    '%00%0d%0a',
    '{{7*7}}${7*7}',
    '../../../../etc/passwd',
    'a'.repeat(5001),
    'x'.repeat(20_000),
  )
  .map((value): Value => ({ value, cls: 'text' }))
// Near misses for formatted fields (a year, an email, 7 to 15 digits, a choice), though fine as free text.
const nearMiss = fc
  .constantFrom('1969', '2O24', 'asha@example', 'asha.example.com', '12345', '+91 1234567890123456', 'Web')
  .map((value): Value => ({ value, cls: 'text' }))
const anything = fc
  .oneof(fc.constant('\u0000\u0001\u0002'), fc.string({ unit: 'binary', maxLength: 300 }))
  .map((value): Value => ({ value, cls: 'unknown' }))
const nasty: fc.Arbitrary<Value> = fc.oneof(
  { weight: 1, arbitrary: blank },
  { weight: 2, arbitrary: hostileText },
  { weight: 2, arbitrary: nearMiss },
  { weight: 1, arbitrary: anything },
)

/** One way to spoil (or merely stress) a valid submission; `field` picks one of the form's fields (modulo their number). */
export type Mutation =
  | { type: 'drop'; field: number }
  | { type: 'replace'; field: number; value: Value }
  | { type: 'oversize'; field: number; extra: number }
  | { type: 'extra'; key: string; value: Value }
  | { type: 'duplicate'; field: number; value: Value }
  | { type: 'honeypot'; value: string }

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ type: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({ type: fc.constant('replace' as const), field: fc.nat(), value: nasty }),
  fc.record({ type: fc.constant('oversize' as const), field: fc.nat(), extra: fc.integer({ min: 1, max: 300 }) }),
  fc.record({
    type: fc.constant('extra' as const),
    key: fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'id',
      'kind',
      'created_at',
      'handled_at',
      'a'.repeat(300),
    ),
    value: nasty,
  }),
  fc.record({
    type: fc.constant('duplicate' as const),
    field: fc.nat(),
    value: fc.oneof(
      nasty,
      text(40).map((value): Value => ({ value: value.trim(), cls: 'text' })),
    ),
  }),
  fc.record({ type: fc.constant('honeypot' as const), value: fc.constantFrom('https://spam.example', 'x', ' y ') }),
)

/** One field of a submission as sent: its name, its value and the class of the value. */
export interface SentField extends Value {
  name: string
}

/**
 * Applies the mutations in order to the form's fields (honeypot mutations are the caller's). When a name is sent
 * twice the last one counts, so a duplicate replaces the value.
 */
export function applyMutations(fields: SentField[], mutations: Mutation[], info: FieldInfo[]): SentField[] {
  const out = [...fields]
  const limits = new Map(info.map((f) => [f.name, f.maxLength ?? 5000]))
  for (const m of mutations) {
    const i = out.length > 0 && 'field' in m ? m.field % out.length : -1
    if (m.type === 'drop' && i >= 0) out.splice(i, 1)
    else if (m.type === 'replace' && i >= 0) out[i] = { name: out[i]!.name, ...m.value }
    else if (m.type === 'oversize' && i >= 0) {
      const { name, value } = out[i]!
      out[i] = { name, value: `${value} ${'y'.repeat((limits.get(name) ?? 5000) + m.extra)}`, cls: 'long' }
    } else if (m.type === 'duplicate' && i >= 0) out.push({ name: out[i]!.name, ...m.value })
    else if (m.type === 'extra') out.push({ name: m.key, ...m.value })
  }
  return out
}

/** Whether a field's final value is acceptable, from the field's kind and the value's class; undefined: can't tell. */
function fieldAccepts(field: FieldInfo, sent: SentField | undefined): boolean | undefined {
  if (field.kind === 'lenient') return true
  if (sent === undefined || sent.cls === 'blank') return field.optional
  if (sent.cls === 'valid') return true
  if (sent.cls === 'long') return false
  if (sent.cls === 'unknown') return undefined
  return field.kind === 'text' && sent.value.length <= (field.maxLength ?? Infinity)
}

/** Whether the fields as sent make a valid submission: true, false, or undefined when some value's class can't tell. */
export function fieldsAccepted(info: FieldInfo[], sent: SentField[]): boolean | undefined {
  let verdict: boolean | undefined = true
  for (const field of info) {
    const accepts = fieldAccepts(
      field,
      sent.findLast((s) => s.name === field.name),
    )
    if (accepts === false) return false
    if (accepts === undefined) verdict = undefined
  }
  return verdict
}

export interface FakeFile {
  name: string
  type: string
  head: readonly number[]
  /** What the file is by its first bytes; undefined when it only pretends; 'none' when it is sent without bytes. */
  really: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'none' | undefined
}

/** A small file for an upload field: a real PDF/PNG/JPEG/WebP header, or something that only pretends to be one. */
export const fileArb: fc.Arbitrary<FakeFile> = fc.constantFrom<FakeFile>(
  {
    name: 'cv.pdf',
    type: 'application/pdf',
    head: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34],
    really: 'application/pdf',
  },
  { name: 'id.png', type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], really: 'image/png' },
  { name: 'id.jpg', type: 'image/jpeg', head: [0xff, 0xd8, 0xff, 0xe0], really: 'image/jpeg' },
  {
    name: 'id.webp',
    type: 'image/webp',
    head: [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    really: 'image/webp',
  },
  { name: 'cv.pdf', type: 'application/pdf', head: [0x4d, 0x5a, 0x90, 0x00], really: undefined }, // an .exe named .pdf
  { name: '<img src=x>.pdf', type: 'text/html', head: [0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e], really: undefined },
  { name: 'empty.pdf', type: 'application/pdf', head: [], really: 'none' }, // a file input left empty sends no bytes
)

/** The bytes after a file's header: random for most, none at all for the empty one. */
export const fileWithBodyArb = fileArb.chain((file) =>
  (file.really === 'none' ? fc.constant(new Uint8Array()) : fc.uint8Array({ maxLength: 2048 })).map((body) => ({
    file,
    body,
  })),
)

/**
 * An upload field's file, or none: for a required file, mostly one of the types it accepts (else nearly every case of a
 * form that requires a PDF would be refused for its file, and its valid submissions would go untested).
 */
export function uploadArb(rule: { accept: readonly string[]; required?: boolean }) {
  const any = fc.option(fileWithBodyArb, { freq: 2, nil: undefined })
  if (!rule.required) return any
  const fitting = fileWithBodyArb.filter(({ file }) => file.really !== undefined && rule.accept.includes(file.really))
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: any })
}
