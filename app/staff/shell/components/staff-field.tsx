import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'

/** A staff form's text input, textarea or select; its border turns red while it is aria-invalid. */
export const STAFF_INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none aria-[invalid=true]:border-red-600'
/** A staff form's main and other submit buttons, dimmed while a submission is on its way. */
export const STAFF_PRIMARY = buttonClass({ size: 'md', className: 'disabled:opacity-60' })
export const STAFF_SECONDARY = buttonClass({ variant: 'outline', size: 'md', className: 'disabled:opacity-60' })

/** What a field's control carries so that its label, hint and error belong to it. */
export interface ControlWiring {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A labelled field of a staff form: the label, the control that `children` renders with its wiring (spread it on the
 * input, textarea or select), then the hint and the error, both read with the control.
 */
export function StaffField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  /** Classes of the field's wrapper, for its place in a grid or row. */
  className?: string
  children: (wiring: ControlWiring) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

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
}: {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  name: string
  value?: string
  type?: 'text' | 'url' | 'email' | 'datetime-local' | 'date'
  rows?: number
  maxLength?: number
  required?: boolean
  autoComplete?: string
}) {
  const control = { name, maxLength, required, autoComplete, defaultValue: value, className: STAFF_INPUT }
  return (
    <StaffField {...field}>
      {(wiring) =>
        rows ? <textarea {...wiring} {...control} rows={rows} /> : <input {...wiring} {...control} type={type} />
      }
    </StaffField>
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
