import { useRef, useState } from 'react'
import { useSubmit } from 'react-router'
import { passkeyCeremony, PasskeyError, type PasskeyPurpose } from './passkey-client'

/**
 * A form whose submit first runs a passkey ceremony, then posts the form's fields with the browser's answer in
 * `response`. Without JavaScript the form posts as it is, and the server answers that passkeys need JavaScript.
 */
export function usePasskeyForm(purpose: PasskeyPurpose, failed: string) {
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(undefined)
    setBusy(true)
    try {
      const data = new FormData(form.current!)
      data.set('response', await passkeyCeremony(purpose))
      await submit(data, { method: 'post' })
    } catch (failure) {
      setProblem(failure instanceof PasskeyError ? failure.message : failed)
    } finally {
      setBusy(false)
    }
  }
  return { form, onSubmit, problem, busy }
}
