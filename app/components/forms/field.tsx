import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

const control =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none'

interface BaseProps {
  name: string
  label: string
  error?: string
  hint?: string
  required?: boolean
  defaultValue?: string
  className?: string
}

function FieldShell({ name, label, error, hint, required, className, children }: BaseProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={`f-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {hint && !error ? (
        <p id={`f-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`f-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(name: string, error?: string, hint?: string) {
  if (error) return `f-${name}-error`
  return hint ? `f-${name}-hint` : undefined
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
    <FieldShell {...base}>
      <input
        id={`f-${base.name}`}
        name={base.name}
        type={type}
        required={base.required}
        defaultValue={base.defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.name, base.error, base.hint)}
        className={cn(control, base.error ? 'border-red-600' : 'border-slate-300')}
      />
    </FieldShell>
  )
}

export function TextAreaField({
  rows = 5,
  maxLength,
  placeholder,
  ...base
}: BaseProps & { rows?: number; maxLength?: number; placeholder?: string }) {
  return (
    <FieldShell {...base}>
      <textarea
        id={`f-${base.name}`}
        name={base.name}
        rows={rows}
        required={base.required}
        defaultValue={base.defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.name, base.error, base.hint)}
        className={cn(control, 'resize-y', base.error ? 'border-red-600' : 'border-slate-300')}
      />
    </FieldShell>
  )
}

export function SelectField({
  options,
  placeholder = 'Choose one',
  ...base
}: BaseProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldShell {...base}>
      <select
        id={`f-${base.name}`}
        name={base.name}
        required={base.required}
        defaultValue={base.defaultValue ?? ''}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.name, base.error, base.hint)}
        className={cn(control, base.error ? 'border-red-600' : 'border-slate-300')}
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
    </FieldShell>
  )
}

export function FileField({ accept, ...base }: BaseProps & { accept: string }) {
  return (
    <FieldShell {...base}>
      <input
        id={`f-${base.name}`}
        name={base.name}
        type="file"
        accept={accept}
        required={base.required}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={describedBy(base.name, base.error, base.hint)}
        className={cn(
          control,
          'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:font-semibold file:text-indigo-700',
          base.error ? 'border-red-600' : 'border-slate-300',
        )}
      />
    </FieldShell>
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
  const described = [hint ? `f-${name}-hint` : '', error ? `f-${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset
      id={`f-${name}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      className="outline-none"
    >
      <legend className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`f-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
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
              aria-describedby={`f-${name}-${option.value}-text`}
              className="mt-1 h-4 w-4 shrink-0 accent-indigo-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{option.label}</span>
              <span id={`f-${name}-${option.value}-text`} className="mt-1 block text-sm leading-6 text-slate-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`f-${name}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
