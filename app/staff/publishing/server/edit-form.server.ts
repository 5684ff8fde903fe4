// What the staff side's edit forms share (catalogue, careers, testimonials): their text fields read as one zod
// object, the refused save's answer, and the audit line that names each changed field before → after.
import { data } from 'react-router'
import { z } from 'zod'
import { formatRupees } from '~/lib/format'
import { formText } from '~/staff/shell/forms/form-text'

/** The form's text fields, NUL characters dropped (every edit form of the staff side reads its fields so). */
export function textFields<K extends string>(fields: readonly K[]) {
  return z.object(
    Object.fromEntries(fields.map((name) => [name, formText({ dropNul: true })])) as Record<
      K,
      ReturnType<typeof formText>
    >,
  )
}

/** A refused save's answer: the posted values, each field's message, and the form's message. */
export interface EditFormData<V> {
  values: V
  errors: Record<string, string>
  error: string
}

/** A refused save (400): the posted values and each field's message. */
export function refused<V>(values: V, errors: Record<string, string>) {
  return data<EditFormData<V>>(
    { values, errors, error: 'Nothing was saved. Please correct the fields marked below.' },
    { status: 400 },
  )
}

/** A refused save from a schema's issues: each field's first message. */
export function failed<V>(values: V, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message
  return refused(values, errors)
}

type Shown = string | number | boolean | readonly string[]
const show = (value: Shown, price: boolean): string =>
  typeof value === 'boolean'
    ? value
      ? 'shown'
      : 'hidden'
    : price
      ? formatRupees(Number(value))
      : Array.isArray(value)
        ? value.join(', ')
        : String(value).length > 40
          ? `“${String(value).slice(0, 40)}…”`
          : `“${String(value)}”`

const FIELD_NAMES: Partial<Record<string, string>> = { discountPrice: 'price', originalPrice: 'original price' }

/** The audit line: each changed field, before → after (long text cut short; the row keeps 500 characters). */
export function describeChanges<T extends Record<string, Shown>>(
  before: T,
  after: T,
  prices: readonly (keyof T)[] = [],
): string | null {
  const parts = (Object.keys(after) as (keyof T & string)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(
      (key) =>
        `${FIELD_NAMES[key] ?? key}: ${show(before[key]!, prices.includes(key))} → ${show(after[key]!, prices.includes(key))}`,
    )
  return parts.length ? parts.join('; ') : null
}
