import { Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { PRIMARY_BUTTON, StaffCard, StaffInput } from './account-fields'
import { staffPaths } from '~/content/staff-routes'
import { CODE_STEP_MAX } from '~/staff/forms/limits'

/** The second step of a password sign-in: the Code from the authenticator app, or one recovery code. */
export function CodeStepForm({ next, error, expired }: { next: string; error?: string; expired: boolean }) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  return (
    <StaffCard icon={<Icon name="smartphone" className="h-8 w-8 text-indigo-700" />} title="Enter your code">
      <p className="mt-2 text-slate-700">
        Your password is right. Open your authenticator app and type the six-digit code it shows for RealWork staff.
      </p>
      {expired ? (
        <div className="mt-6 space-y-4">
          <FormAlert message={error} />
          <Link to={`${staffPaths.staffLogin}?next=${encodeURIComponent(next)}`} className={PRIMARY_BUTTON}>
            Sign in again
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <FormAlert message={error} />
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
            autoFocus
          />
          <button type="submit" disabled={submitting} className={PRIMARY_BUTTON}>
            {submitting ? 'Checking...' : 'Continue'}
          </button>
        </Form>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Lost your phone and your recovery codes? An owner can remove your account and invite you again.
      </p>
    </StaffCard>
  )
}
