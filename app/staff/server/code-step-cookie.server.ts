import { createCookie } from 'react-router'
import { CHALLENGE_LIFETIME_MS } from './challenges.server'
import { isSecureRequest } from '~/server/http.server'
import { staffPaths } from '~/content/staff-routes'

/**
 * The code step's cookie: the random token of a password sign-in waiting for its code (the database keeps only its
 * hash, for ten minutes). Only /staff/login paths see it.
 */
function stepCookie(request: Request) {
  return createCookie('rw_staff_step', {
    httpOnly: true,
    sameSite: 'lax',
    path: staffPaths.staffLogin,
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
