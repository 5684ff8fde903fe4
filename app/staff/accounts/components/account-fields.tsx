import { useEffect, useRef, type ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'

/** A labelled input of the staff account forms (StaffField), its hint read with it. */
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
    <StaffField id={id} label={label} hint={hint}>
      {(wiring) => <input {...wiring} aria-invalid={invalid ? true : undefined} className={STAFF_INPUT} {...input} />}
    </StaffField>
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
