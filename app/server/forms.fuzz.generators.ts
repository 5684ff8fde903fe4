// Generators for the form fuzz test (forms.fuzz.test.ts): a valid submission for each registered form, built from
// its zod schema with field-name hints, and hostile variants of it. A new form needs nothing here unless one of its
// fields needs values the hints cannot guess; then add an override to FIELD_OVERRIDES.
import fc from 'fast-check'
import type { z } from 'zod'
import type { SubmissionSpec } from './forms.server'

type Arb = fc.Arbitrary<string>

/** Per kind, per field: values that are valid for that field. Everything else is derived from the schema. */
const FIELD_OVERRIDES: Record<string, Record<string, Arb>> = {
  registration: { yearOfPassing: fc.integer({ min: 1990, max: new Date().getFullYear() }).map(String) },
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
    .filter((s) => s.trim().length > 0)
const phone: Arb = fc
  .tuple(fc.constantFrom('+91 ', '0', ''), fc.stringMatching(/^[6-9]\d{4}[ -]?\d{5}$/))
  .map(([prefix, digits]) => `${prefix}${digits}`)
const emailLocal: Arb = fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}[a-z0-9]$/).filter((s) => !s.includes('..'))

interface FieldInfo {
  name: string
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
function describeField(name: string, schema: ZodNode): FieldInfo {
  const info: FieldInfo = { name, optional: false }
  let node: ZodNode | undefined = schema
  for (let depth = 0; node && depth < 10; depth++) {
    const def: ZodDef = node._zod.def
    if (def.type === 'optional' || def.type === 'default') info.optional = true
    if (def.type === 'catch') info.optional = true // an unknown value is dropped, never an error
    if (def.type === 'enum') info.options = node.options ?? Object.values(def.entries ?? {})
    if (def.type === 'string' && typeof node.maxLength === 'number') info.maxLength = node.maxLength
    node = def.innerType ?? def.in
  }
  return info
}

export function schemaFields(schema: z.ZodType): FieldInfo[] {
  const shape = (schema as unknown as ZodNode)._zod.def.shape ?? {}
  return Object.entries(shape).map(([name, node]) => describeField(name, node))
}

/** The field holding the visitor's email (the token that identifies a fuzzed submission goes in it). */
export function emailFieldName(spec: SubmissionSpec<z.ZodObject>): string | undefined {
  return schemaFields(spec.schema).find((f) => /e-?mail|replyto/i.test(f.name))?.name
}

function fieldArb(kind: string, field: FieldInfo, token: string): Arb {
  const override = FIELD_OVERRIDES[kind]?.[field.name]
  if (override) return override
  if (/e-?mail|replyto/i.test(field.name)) return emailLocal.map((local) => `${local}.${token}@example.com`)
  if (/phone|mobile/i.test(field.name)) return phone
  if (field.options) return fc.constantFrom(...field.options)
  return text(Math.min(field.maxLength ?? 60, 200))
}

/** A submission that passes the schema (as far as the hints go; the test re-checks with the schema itself). */
export function validValues(
  kind: string,
  spec: SubmissionSpec<z.ZodObject>,
  token: string,
): fc.Arbitrary<Record<string, string>> {
  const entries = schemaFields(spec.schema).map((field) => {
    const arb = fieldArb(kind, field, token)
    // Optional fields left out a third of the time; an email field always stays, it carries the token.
    return field.optional && !/e-?mail|replyto/i.test(field.name)
      ? fc.option(arb, { freq: 3, nil: undefined }).map((v) => [field.name, v] as const)
      : arb.map((v) => [field.name, v] as const)
  })
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as Record<string, string>)
}

const nasty = fc.constantFrom(
  "'; drop table submissions; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example","click")',
  '+cmd|" /C calc"!A0',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  'line\r\nBcc: victim@example.com',
  '\u0000\u0001\u0002',
  '\u202Egnp.exe',
  '   ',
  '',
  '😀'.repeat(200),
  '%00%0d%0a',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'a'.repeat(5001),
  'x'.repeat(20_000),
)

/** One way to spoil (or merely stress) a valid submission. */
export type Mutation =
  | { type: 'drop'; field: number }
  | { type: 'replace'; field: number; value: string }
  | { type: 'oversize'; field: number; extra: number }
  | { type: 'extra'; key: string; value: string }
  | { type: 'duplicate'; field: number; value: string }
  | { type: 'honeypot'; value: string }

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ type: fc.constant('drop' as const), field: fc.nat() }),
  fc.record({
    type: fc.constant('replace' as const),
    field: fc.nat(),
    value: fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 300 })),
  }),
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
  fc.record({ type: fc.constant('duplicate' as const), field: fc.nat(), value: fc.oneof(nasty, text(40)) }),
  fc.record({ type: fc.constant('honeypot' as const), value: fc.constantFrom('https://spam.example', 'x', ' y ') }),
)

export interface FakeFile {
  name: string
  type: string
  head: readonly number[]
}

/** A small file for an upload field: a real PDF/PNG/JPEG/WebP header, or something that only pretends to be one. */
export const fileArb: fc.Arbitrary<FakeFile> = fc.constantFrom<FakeFile>(
  { name: 'cv.pdf', type: 'application/pdf', head: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34] },
  { name: 'id.png', type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'id.jpg', type: 'image/jpeg', head: [0xff, 0xd8, 0xff, 0xe0] },
  { name: 'id.webp', type: 'image/webp', head: [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50] },
  { name: 'cv.pdf', type: 'application/pdf', head: [0x4d, 0x5a, 0x90, 0x00] }, // an .exe named .pdf
  { name: '<img src=x>.pdf', type: 'text/html', head: [0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e] },
  { name: 'empty.pdf', type: 'application/pdf', head: [] },
)

export const fileBodyArb = fc.uint8Array({ maxLength: 2048 })
