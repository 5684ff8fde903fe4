import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { APP_CODE_MAX } from '~/staff/shell/forms/limits'
import { StaffInput } from './account-fields'
import { STAFF_PRIMARY, STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import { SecuritySection } from './security-view'
import type { SecurityAnswer, SecurityData } from './security-types'

/** The authenticator app: set-up (QR code, Setup key, Code), the recovery codes shown once, Regenerate, turning off. */
export function AppSection({ app, answer }: { app: SecurityData['app']; answer: SecurityAnswer | null }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const codes = answer?.codes
  return (
    <SecuritySection id="app" title="Authenticator app">
      {codes ? (
        <RecoveryCodes codes={codes} fresh={answer?.intent === 'codes-new'} />
      ) : app.on ? (
        <p className="mt-2 text-slate-700">
          <strong>On.</strong> After your password, sign-in asks for the code your app shows.{' '}
          {app.codesLeft === 1 ? 'One recovery code is' : `${app.codesLeft} recovery codes are`} left.
        </p>
      ) : app.setup ? null : (
        <p className="mt-2 text-slate-700">
          An app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis shows a new six-digit code
          every 30 seconds. With it on, a stolen password alone opens nothing.
        </p>
      )}
      {app.on ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="codes-new" />
            <p className="text-sm text-slate-700">New recovery codes replace all the old ones, used or not.</p>
            <button type="submit" disabled={busy} className={STAFF_SECONDARY}>
              Regenerate recovery codes
            </button>
          </Form>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="app-off" />
            <StaffInput
              id="app-off-password"
              label="Your password"
              name="current"
              type="password"
              required
              autoComplete="current-password"
              invalid={answer?.intent === 'app-off'}
            />
            {answer?.intent === 'app-off' ? <FormAlert message={answer.error} /> : null}
            <button type="submit" disabled={busy} className={STAFF_SECONDARY}>
              Turn off the authenticator app
            </button>
          </Form>
        </div>
      ) : app.setup ? (
        <div className="mt-3 space-y-4">
          <ol className="list-decimal space-y-1 pl-5 text-slate-700">
            <li>In your authenticator app, add an account and scan this QR code.</li>
            <li>Or, if you cannot scan, type the Setup key instead (the app may call it a secret key).</li>
            <li>Type the six-digit code the app now shows, then press Turn on.</li>
          </ol>
          <div className="flex flex-wrap items-start gap-6">
            <img
              src={app.setup.qr}
              alt="QR code for your authenticator app. If you cannot scan it, type the Setup key shown beside it."
              width={200}
              height={200}
              className="rounded-lg border border-slate-200 bg-white"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-800" id="setup-key-label">
                Setup key
              </p>
              <p
                aria-labelledby="setup-key-label"
                className="mt-1 font-mono text-lg tracking-wide break-words text-slate-900"
                data-setup-key
              >
                {app.setup.setupKey}
              </p>
              <p className="mt-1 text-sm text-slate-700">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
          <Form method="post" className="max-w-xs space-y-3">
            <input type="hidden" name="intent" value="app-confirm" />
            <StaffInput
              id="app-code"
              label="Code"
              name="code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={APP_CODE_MAX}
              invalid={answer?.intent === 'app-confirm'}
            />
            {answer?.intent === 'app-confirm' ? <FormAlert message={answer.error} /> : null}
            <button type="submit" disabled={busy} className={STAFF_PRIMARY}>
              Turn on
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="app-cancel" />
            <button type="submit" disabled={busy} className="text-sm font-semibold text-indigo-700 hover:underline">
              Cancel set-up
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="app-start" />
          <button type="submit" disabled={busy} className={STAFF_PRIMARY}>
            Set up an authenticator app
          </button>
        </Form>
      )}
    </SecuritySection>
  )
}

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
function RecoveryCodes({ codes, fresh }: { codes: string[]; fresh: boolean }) {
  return (
    <div className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4" role="status">
      <p className="font-semibold text-emerald-900">
        {fresh ? 'New recovery codes: the old ones no longer work.' : 'The authenticator app is on.'} Save these codes
        now.
      </p>
      <p className="mt-1 text-sm text-emerald-900">
        Each code signs you in once instead of the app’s code, for the day your phone is lost. This page shows them only
        this once: print them or keep them in your password manager.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-slate-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center ring-1 ring-emerald-200">
            {code}
          </li>
        ))}
      </ul>
    </div>
  )
}
