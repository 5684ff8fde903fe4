import { isSecureRequest } from '../http.server'
import { STUDENT_SESSION_SECONDS } from './sign-in.server'

/** The student's cookie: another name than the staff one, so neither side ever reads the other's session. */
export const STUDENT_COOKIE = 'rw_student'

/** The session token in the request's cookie, if any. */
export function studentCookieToken(request: Request): string | undefined {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === STUDENT_COOKIE) return decodeURIComponent(value.join('=')) || undefined
  }
  return undefined
}

/** Set-Cookie for a new session (HttpOnly, SameSite=Lax, Secure behind HTTPS), or one that clears it. */
export function studentCookie(request: Request, token: string | null): string {
  const parts = [
    `${STUDENT_COOKIE}=${token ? encodeURIComponent(token) : ''}`,
    // '/', not '/my': client navigations fetch /my.data, which a '/my' path would not cover.
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${token ? STUDENT_SESSION_SECONDS : 0}`,
  ]
  if (isSecureRequest(request)) parts.push('Secure')
  return parts.join('; ')
}
