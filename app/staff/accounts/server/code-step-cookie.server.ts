import { createCookie } from 'react-router'
import { CHALLENGE_LIFETIME_MS } from './challenges.server'
import { isSecureRequest } from '~/server/http.server'
import { staffPaths } from '~/content/staff-routes'

/**
 * The second step's cookie: the random token of a password sign-in waiting for its second factor (the database keeps
 * only its hash, for ten minutes). Path /staff: the step page and the passkey options (/staff/passkey-options) read it.
 */
function stepCookie(request: Request) {
  return createCookie('rw_staff_step', {
    httpOnly: true,
    sameSite: 'lax',
    path: staffPaths.staff,
    secure: isSecureRequest(request),
    maxAge: CHALLENGE_LIFETIME_MS['code-step'] / 1000,
  })
}

export function codeStepCookie(request: Request, token: string): Promise<string> {
  return stepCookie(request).serialize(token)
}

export async function readCodeStepCookie(request: Request): Promise<string> {
  const value: unknown = await stepCookie(request).parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? value : ''
}

export function clearCodeStepCookie(request: Request): Promise<string> {
  return stepCookie(request).serialize('', { maxAge: 0 })
}
