import { useContext } from 'react'
import { FieldIdPrefix } from '~/components/forms/field'
import { HONEYPOT } from '~/forms/limits'
import { JS_FLAG } from '~/forms/result'
import { SOURCE_FIELDS } from '~/lib/lead-source'
import { visitSource } from '~/lib/visit-source'

/**
 * The hidden honeypot, the scripts flag and, once scripts run, where this visit came from (visit-source.ts; the server cleans it), which
 * every public form carries.
 */
export function FormExtras({ hydrated }: { hydrated: boolean }) {
  const source = hydrated ? visitSource() : {}
  const honeypotId = `${useContext(FieldIdPrefix)}hp-${HONEYPOT}`
  return (
    <>
      {Object.entries(SOURCE_FIELDS).map(([part, name]) => {
        const value = source[part as keyof typeof SOURCE_FIELDS]
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null
      })}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={JS_FLAG} value={hydrated ? '1' : '0'} />
    </>
  )
}

/** The message above a form after a failed submission; announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  )
}
