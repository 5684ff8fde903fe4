import { data, redirect } from 'react-router'
import { firstMessage } from '~/staff/shell/forms/form-text'
import type { Route } from './+types/staff.login'
import { LoginForm } from '~/staff/accounts/components/login-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { getAccount } from '~/staff/shell/server/staff-account.server'
import { isStaff } from '~/staff/shell/server/session.server'
import { safeNext, signIn, staffReady, startStaffSession } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { verifyPasskeySignIn } from '~/staff/accounts/server/passkeys.server'
import { done, openIntent, staffAction } from '~/staff/shell/server/staff-action.server'
import { staffPaths } from '~/content/staff-routes'
import { PasskeySignInSchema, PasswordSignInSchema } from '~/staff/accounts/forms/sign-in.schema'

const copy = staffSignInCopy.login

// Open to everyone: the sign-in form (or that the staff side is not configured), nothing else.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const next = safeNext(url.searchParams.get('next'))
  if (!(await staffReady()).ok) return { configured: false, next, notice: null }
  if (await isStaff(request)) throw redirect(next)
  return { configured: true, next, notice: copy.notices[url.searchParams.get('done') ?? ''] ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'anyone',
    // A sign-in form is small: anything bigger is refused as it is read, chunked or not.
    bodyError: (error) => data({ error: error.message, email: '' }, { status: error.status }),
    fallback: 'password',
    intents: {
      passkey: openIntent(
        PasskeySignInSchema,
        ({ response, next }) => passkeySignIn(request, response, next, context?.clientAddress),
        {
          invalid: (errors) => data({ error: firstMessage(errors), email: '', passkey: true }, { status: 400 }),
        },
      ),
      password: openIntent(
        PasswordSignInSchema,
        async ({ email, password, next }) => {
          const result = await signIn(request, email, password, context?.clientAddress ?? 'unknown')
          if (result.ok && result.codeStep)
            return done(`${staffPaths.staffLoginCode}?next=${encodeURIComponent(safeNext(next))}`, {
              headers: { 'Set-Cookie': result.cookie },
            })
          if (result.ok) return done(safeNext(next), { headers: { 'Set-Cookie': result.cookie } })
          // The email comes back so it need not be typed again; the password never does.
          return data({ error: result.error, email }, { status: result.status })
        },
        {
          invalid: (errors, raw) =>
            data(
              {
                error: firstMessage(errors),
                email: typeof raw.email === 'string' ? raw.email : '',
              },
              { status: 400 },
            ),
        },
      ),
    },
  })
}

/** Sign in with a passkey: the browser's signed answer to a server-side challenge; a fresh session on success. */
async function passkeySignIn(request: Request, response: string, next: string, clientAddress = 'unknown') {
  if (!(await staffReady()).ok)
    return data({ error: staffSignInCopy.notConfigured, email: '', passkey: true }, { status: 403 })
  const { db } = await getDatabase()
  const result = await verifyPasskeySignIn(db, response, clientAddress)
  const account = result.ok ? await getAccount(db, result.value) : undefined
  if (!account)
    return data({ error: result.ok ? copy.accountGone : result.error, email: '', passkey: true }, { status: 401 })
  const cookie = await startStaffSession(request, account, clientAddress, 'passkey')
  throw redirect(safeNext(next), { status: 303, headers: { 'Set-Cookie': cookie } })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      configured={loaderData.configured}
      next={loaderData.next}
      notice={loaderData.notice}
      email={actionData?.email}
      error={actionData && !('passkey' in actionData) ? actionData.error : undefined}
      passkeyError={actionData && 'passkey' in actionData ? actionData.error : undefined}
    />
  )
}
