import { useEffect, useRef, type ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none'

/** A labelled input of the staff account forms; a hint sits under the label and is read with the field. */
export function StaffInput({
  id,
  label,
  hint,
  invalid,
  ...input
}: {
  id: string
  label: string
  hint?: string
  invalid?: boolean
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={invalid ? true : undefined}
        className={INPUT}
        {...input}
      />
    </div>
  )
}

/** The narrow card the sign-in, reset and invitation pages sit in. */
export function StaffCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-sm pt-6 sm:pt-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {icon}
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  )
}

export function StaffNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
      {children}
    </p>
  )
}

export const PRIMARY_BUTTON = buttonClass({ size: 'md', className: 'w-full' })

/**
 * Empties a form's password fields whenever a submission has finished: the server never sends a password back, and
 * after a failed attempt the browser should not keep it in the page either.
 */
export function useClearedPasswords(state: 'idle' | 'loading' | 'submitting') {
  const form = useRef<HTMLFormElement>(null)
  const previous = useRef(state)
  useEffect(() => {
    const finished = state === 'idle' && previous.current !== 'idle'
    previous.current = state
    if (!finished) return
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? [])
      input.value = ''
  }, [state])
  return form
}
