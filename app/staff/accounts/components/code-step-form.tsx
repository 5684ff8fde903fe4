import { Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { PRIMARY_BUTTON, StaffCard, StaffInput } from './account-fields'
import { PasskeySignIn } from './passkey-sign-in'
import { staffPaths } from '~/content/staff-routes'
import { CODE_STEP_MAX } from '~/staff/shell/forms/limits'

/**
 * The second step of a password sign-in: the account's passkey, or the Code from its authenticator app, or one
 * recovery code; each offered only when the account has it.
 */
export function CodeStepForm({
  next,
  app,
  passkey,
  error,
  passkeyError,
  expired,
}: {
  next: string
  /** The account has an authenticator app (and so recovery codes). */
  app: boolean
  /** The account has at least one passkey. */
  passkey: boolean
  error?: string
  passkeyError?: string
  expired: boolean
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'passkey'
  const title = app ? 'Enter your code' : 'Confirm with your passkey'
  const intro = app
    ? passkey
      ? 'Your password is right. Now use your passkey, or type the six-digit code your authenticator app shows for RealWork staff.'
      : 'Your password is right. Open your authenticator app and type the six-digit code it shows for RealWork staff.'
    : 'Your password is right. Your account also has a passkey: use it to finish signing in.'
  return (
    <StaffCard
      icon={<Icon name={app ? 'smartphone' : 'fingerprint'} className="h-8 w-8 text-indigo-700" />}
      title={title}
    >
      <p className="mt-2 text-slate-700">{intro}</p>
      {expired ? (
        <div className="mt-6 space-y-4">
          <FormAlert message={error ?? passkeyError} />
          <Link to={`${staffPaths.staffLogin}?next=${encodeURIComponent(next)}`} className={PRIMARY_BUTTON}>
            Sign in again
          </Link>
        </div>
      ) : (
        <>
          {passkey ? (
            <div className="mt-6">
              <PasskeySignIn purpose="step" next={next} error={passkeyError} />
            </div>
          ) : null}
          {app ? (
            <Form
              method="post"
              className={passkey ? 'mt-6 space-y-4 border-t border-slate-200 pt-6' : 'mt-6 space-y-4'}
            >
              <FormAlert message={error} />
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="next" value={next} />
              <StaffInput
                id="staff-code"
                label="Code"
                name="code"
                required
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={CODE_STEP_MAX}
                hint="Six digits from the app. Without your phone, type one of your recovery codes (xxxxx-xxxxx) instead."
                invalid={Boolean(error)}
                autoFocus={!passkey}
              />
              <button type="submit" disabled={submitting} className={PRIMARY_BUTTON}>
                {submitting ? 'Checking...' : 'Continue'}
              </button>
            </Form>
          ) : null}
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {app
          ? 'Lost your phone and your recovery codes? An owner can remove your account and invite you again.'
          : 'Lost the device that holds your passkey? An owner can remove your account and invite you again.'}
      </p>
    </StaffCard>
  )
}
