import { useEffect, useRef, useState, type FormEvent } from 'react'
import { pathTo } from '~/content/site-routes'
import type { FieldErrors } from '~/forms/fields'
import type { FormKind } from '~/forms/registry'
import type { FormResult } from '~/forms/result'
import { useHydrated } from '~/components/ui/use-hydrated'

export type SubmissionPhase = 'idle' | 'submitting' | 'sent'

/** The sent state shows for 3 seconds, then the form returns with its fields cleared. */
export const SENT_RESET_MS = 3000

const NETWORK_ERROR =
  'We could not reach our server. Check your internet connection and press Send again: your message is still here.'

/**
 * Enhances a native form: with scripts, it posts to `/api/forms/{kind}` (a kind of ~/forms/registry) and tracks
 * idle → submitting → sent → (after 3 s) idle with cleared fields. Values stay in the form on any failure. Without
 * scripts the form posts to its page action instead, and `initial` carries the server's answer. With `keepSent` (the
 * drawer) the sent state stays until the visitor closes the drawer or asks for a fresh form with `reset`; with
 * `onSent` (the registration, which goes to its confirmation page) it stays and `onSent` takes the server's answer.
 */
export function useFormSubmission(
  kind: FormKind,
  initial?: FormResult,
  {
    keepSent = false,
    onSent,
  }: { keepSent?: boolean; onSent?: (result: Extract<FormResult, { ok: true }>) => void } = {},
) {
  const [phase, setPhase] = useState<SubmissionPhase>('idle')
  const [failure, setFailure] = useState<{ errors: FieldErrors; formError: string } | undefined>(
    initial && !initial.ok ? { errors: initial.errors, formError: initial.formError } : undefined,
  )
  const [formKey, setFormKey] = useState(0)
  const hydrated = useHydrated()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function reset() {
    setPhase('idle')
    setFormKey((k) => k + 1) // remounts the form: fields cleared
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase === 'submitting') return
    const form = event.currentTarget
    setPhase('submitting')
    let result: FormResult
    try {
      const response = await fetch(pathTo('formsApi', { kind }), { method: 'POST', body: new FormData(form) })
      result = (await response.json()) as FormResult
    } catch {
      result = { ok: false, errors: {}, values: {}, formError: NETWORK_ERROR }
    }
    if (result.ok) {
      setFailure(undefined)
      setPhase('sent')
      onSent?.(result)
      if (!keepSent && !onSent) timer.current = setTimeout(reset, SENT_RESET_MS)
    } else {
      setFailure({ errors: result.errors, formError: result.formError })
      setPhase('idle')
      const firstInvalid = Object.keys(result.errors)[0]
      const target = firstInvalid ? form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`) : null
      target?.focus()
    }
  }

  return {
    phase,
    errors: failure?.errors ?? {},
    formError: failure?.formError,
    /** Server-kept values after a failed no-script post. */
    values: initial && !initial.ok ? initial.values : {},
    formKey,
    hydrated,
    onSubmit,
    reset,
  }
}
