import { data } from 'react-router'
import type { Route } from './+types/staff.passkey-options'
import type { Kysely } from 'kysely'
import { NoFieldsSchema } from '~/staff/shell/forms/form-text'
import type { Database } from '~/server/db/schema.server'
import { openIntent, staffAction } from '~/staff/shell/server/staff-action.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffReady } from '~/staff/accounts/server/auth.server'
import {
  PASSKEY_OPTIONS_LIMIT,
  passkeyAddOptions,
  passkeySignInOptions,
  passkeyStepOptions,
} from '~/staff/accounts/server/passkeys.server'
import { readCodeStepCookie } from '~/staff/accounts/server/code-step-cookie.server'
import { codeStepAccount, STEP_EXPIRED } from '~/staff/accounts/server/second-factor.server'
import { takeLimit } from '~/server/rate-limit.server'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * The WebAuthn options (with a fresh challenge, kept server-side for five minutes) that the browser needs before it
 * asks for a passkey: `purpose=add` for the signed-in account (its own passkeys excluded), `purpose=sign-in` for anyone,
 * `purpose=step` for the second step of a password sign-in (that account's passkeys only, read from the step's cookie).
 */
export async function action({ request, context }: Route.ActionArgs) {
  /** Options without a session store a challenge each: past the address's limit, refused before that. */
  const tooMany = async (db: Kysely<Database>) =>
    !(await takeLimit(db, PASSKEY_OPTIONS_LIMIT, context?.clientAddress ?? 'unknown')).allowed &&
    data({ error: staffSignInCopy.login.passkeyTooMany }, { status: 429 })
  return staffAction({
    request,
    // Open: signing in needs options before there is a session; adding a passkey checks the session itself.
    gate: 'anyone',
    bodyError: (error) => data({ error: error.message }, { status: error.status, headers: noStore }),
    intentField: 'purpose',
    fallback: 'sign-in',
    intents: {
      add: openIntent(NoFieldsSchema, async (_, { db }) => {
        const me = await requireStaff(request, { resource: true, beforeSecondFactor: true })
        return data(await passkeyAddOptions(db, me), { headers: noStore })
      }),
      'sign-in': openIntent(NoFieldsSchema, async (_, { db }) => {
        if (!(await staffReady()).ok) return data({ error: staffSignInCopy.notConfigured }, { status: 403 })
        return (await tooMany(db)) || data(await passkeySignInOptions(db), { headers: noStore })
      }),
      step: openIntent(NoFieldsSchema, async (_, { db }) => {
        const accountId = await codeStepAccount(db, await readCodeStepCookie(request))
        if (!accountId) return data({ error: STEP_EXPIRED }, { status: 401, headers: noStore })
        return (await tooMany(db)) || data(await passkeyStepOptions(db, accountId), { headers: noStore })
      }),
    },
  })
}

/** GET has nothing to show. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', ...noStore } })
}
