// The staff pages' form parts, on the one field kit of every form (~/components/forms/field): StaffField is Field (a
// staff form passes ids and marks no field), STAFF_INPUT the one control look, and the staff forms' buttons and rows.
import { Link } from 'react-router'
import { Field, FIELD_CONTROL, type FieldProps } from '~/components/forms/field'
import { buttonClass } from '~/components/ui/button'

export { Field as StaffField }
export const STAFF_INPUT = FIELD_CONTROL
/** A staff form's main and other submit buttons, dimmed while a submission is on its way. */
export const STAFF_PRIMARY = buttonClass({ size: 'md', className: 'disabled:opacity-60' })
export const STAFF_SECONDARY = buttonClass({ variant: 'outline', size: 'md', className: 'disabled:opacity-60' })

/**
 * A StaffField with one text control filled from `value`: an input of `type` (text by default), or a textarea when
 * `rows` is given. For controls with handlers or extra classes, use StaffField itself.
 */
export function StaffTextField({
  name,
  value,
  type = 'text',
  rows,
  maxLength,
  required,
  autoComplete,
  ...field
}: Omit<FieldProps, 'children' | 'mark'> & {
  name: string
  value?: string
  type?: 'text' | 'url' | 'email' | 'datetime-local' | 'date'
  rows?: number
  maxLength?: number
  required?: boolean
  autoComplete?: string
}) {
  const control = { name, maxLength, required, autoComplete, defaultValue: value, className: FIELD_CONTROL }
  return (
    <Field {...field}>
      {(wiring) =>
        rows ? <textarea {...wiring} {...control} rows={rows} /> : <input {...wiring} {...control} type={type} />
      }
    </Field>
  )
}

/** An edit form's last row: its submit button (dimmed while sending) and the link back to its list. */
export function StaffFormActions({
  submit,
  submitting,
  back,
}: {
  submit: string
  submitting: boolean
  back: { href: string; label: string }
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
        {submit}
      </button>
      <Link to={back.href} className="font-semibold text-indigo-800 underline underline-offset-2">
        {back.label}
      </Link>
    </div>
  )
}
