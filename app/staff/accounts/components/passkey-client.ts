/**
 * The browser half of a passkey ceremony: fetch the options (a fresh server-side challenge), let the browser ask for
 * the passkey, and return the response as JSON text for a form field. The WebAuthn helper loads only when needed.
 */
import { staffPaths } from '~/content/staff-routes'

/** Add a passkey, sign in with one alone, or prove one at the second step of a password sign-in. */
export type PasskeyPurpose = 'add' | 'sign-in' | 'step'

export async function passkeyCeremony(purpose: PasskeyPurpose): Promise<string> {
  const answer = await fetch(staffPaths.staffPasskeyOptions, {
    method: 'POST',
    body: new URLSearchParams({ purpose }),
    headers: { Accept: 'application/json' },
  })
  const options: unknown = await answer.json().catch(() => ({}))
  if (!answer.ok) {
    const error = (options as { error?: unknown }).error
    throw new PasskeyError(typeof error === 'string' ? error : 'The server could not start this. Please try again.')
  }
  const browser = await import('@simplewebauthn/browser')
  if (!browser.browserSupportsWebAuthn()) throw new PasskeyError('This browser cannot use passkeys.')
  try {
    const response =
      purpose === 'add'
        ? await browser.startRegistration({
            optionsJSON: options as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
          })
        : await browser.startAuthentication({
            optionsJSON: options as Parameters<typeof browser.startAuthentication>[0]['optionsJSON'],
          })
    return JSON.stringify(response)
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
      throw new PasskeyError('The passkey request was cancelled or timed out.')
    if (error instanceof Error && error.name === 'InvalidStateError')
      throw new PasskeyError('This device already holds a passkey for your account.')
    throw new PasskeyError('The browser could not use a passkey. Please try again.')
  }
}

/** A failure to tell the person, in words they can act on. */
export class PasskeyError extends Error {}
