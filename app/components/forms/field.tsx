// The one field kit of every form, public and staff: a labelled field whose control carries its wiring (id,
// aria-invalid, aria-describedby naming the hint and the error), the control's look, and the fields built on it.
import { createContext, useContext, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A form's text input, textarea or select; its border turns red while it is aria-invalid. */
export const FIELD_CONTROL =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none aria-[invalid=true]:border-red-600'

/** What a field's control carries so that its label, hint and error belong to it. */
export interface ControlWiring {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export interface FieldProps {
  id: string
  label: string
  hint?: string
  error?: string
  /** The public forms mark each field required (a red *) or optional; the staff forms mark none. */
  mark?: 'required' | 'optional'
  /** Classes of the field's wrapper, for its place in a grid or row. */
  className?: string
  children: (wiring: ControlWiring) => ReactNode
}

/** The ids a field's hint and error carry, as its control's aria-describedby names them. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function Mark({ mark }: { mark?: 'required' | 'optional' }) {
  if (mark === 'required')
    return (
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    )
  return mark === 'optional' ? <span className="font-normal text-slate-600"> (optional)</span> : null
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
      {hint}
    </p>
  ) : null
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null
}

/**
 * A labelled field: the label, the control that `children` renders with its wiring (spread it on the input, textarea
 * or select), then the hint and the error, both read with the control.
 */
export function Field({ id, label, hint, error, mark, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        <Mark mark={mark} />
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  )
}

/**
 * What the ids of the public fields below it start with: a form shown on a page that has a form of its own (the contact
 * drawer's enquiry form, over the careers or booking page) keeps ids of its own, so each label names its own control.
 */
export const FieldIdPrefix = createContext('')

/** The id of a public form's control named `name`. */
export const useFieldId = (name: string) => `${useContext(FieldIdPrefix)}f-${name}`

/** A public form's field: named `name`, its control's id `f-<name>` (after the FieldIdPrefix), required or optional. */
interface BaseProps {
  name: string
  label: string
  error?: string
  hint?: string
  required?: boolean
  defaultValue?: string
  className?: string
}

function PublicField({
  name,
  label,
  hint,
  error,
  required,
  className,
  children,
}: BaseProps & { children: FieldProps['children'] }) {
  return (
    <Field
      id={useFieldId(name)}
      label={label}
      hint={hint}
      error={error}
      mark={required ? 'required' : 'optional'}
      className={className}
    >
      {children}
    </Field>
  )
}

interface InputProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'url'
  autoComplete?: string
  maxLength?: number
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  placeholder?: string
}

export function TextField({ type = 'text', autoComplete, maxLength, inputMode, placeholder, ...base }: InputProps) {
  return (
    <PublicField {...base}>
      {(wiring) => (
        <input
          {...wiring}
          name={base.name}
          type={type}
          required={base.required}
          defaultValue={base.defaultValue}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputMode}
          placeholder={placeholder}
          className={FIELD_CONTROL}
        />
      )}
    </PublicField>
  )
}

export function TextAreaField({
  rows = 5,
  maxLength,
  placeholder,
  ...base
}: BaseProps & { rows?: number; maxLength?: number; placeholder?: string }) {
  return (
    <PublicField {...base}>
      {(wiring) => (
        <textarea
          {...wiring}
          name={base.name}
          rows={rows}
          required={base.required}
          defaultValue={base.defaultValue}
          maxLength={maxLength}
          placeholder={placeholder}
          className={cn(FIELD_CONTROL, 'resize-y')}
        />
      )}
    </PublicField>
  )
}

export function SelectField({
  options,
  placeholder = 'Choose one',
  ...base
}: BaseProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <PublicField {...base}>
      {(wiring) => (
        <select
          {...wiring}
          name={base.name}
          required={base.required}
          defaultValue={base.defaultValue ?? ''}
          className={FIELD_CONTROL}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </PublicField>
  )
}

export function FileField({ accept, ...base }: BaseProps & { accept: string }) {
  return (
    <PublicField {...base}>
      {(wiring) => (
        <input
          {...wiring}
          name={base.name}
          type="file"
          accept={accept}
          required={base.required}
          className={cn(
            FIELD_CONTROL,
            'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:font-semibold file:text-indigo-700',
          )}
        />
      )}
    </PublicField>
  )
}

/**
 * A required choice shown as radio buttons, each option explained beside it (a select hides its explanations until
 * opened, and a list elsewhere on the page sits below the Submit button on a phone).
 */
export function RadioGroupField({
  name,
  label,
  hint,
  error,
  required,
  defaultValue,
  options,
}: Omit<BaseProps, 'className'> & { options: readonly { value: string; label: string; description: string }[] }) {
  const id = useFieldId(name)
  return (
    <fieldset
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className="outline-none"
    >
      <legend className="text-sm font-semibold text-slate-800">
        {label}
        <Mark mark={required ? 'required' : undefined} />
      </legend>
      <Hint id={id} hint={hint} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600/40',
              error ? 'border-red-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              defaultChecked={defaultValue === option.value}
              aria-describedby={`${id}-${option.value}-text`}
              className="mt-1 h-4 w-4 shrink-0 accent-indigo-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{option.label}</span>
              <span id={`${id}-${option.value}-text`} className="mt-1 block text-sm leading-6 text-slate-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
