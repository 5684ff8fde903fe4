import { Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { PasskeySignIn } from './passkey-sign-in'
import { PRIMARY_BUTTON, useClearedPasswords, StaffCard, StaffInput } from './account-fields'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { staffPaths } from '~/content/staff-routes'

/** Sign-in with a staff member's own email and password, or a note that the staff side is switched off. */
export function LoginForm({
  configured,
  next,
  email,
  notice,
  error,
  passkeyError,
}: {
  configured: boolean
  next: string
  /** What was typed before a failed attempt (never the password). */
  email?: string
  notice?: string | null
  error?: string
  passkeyError?: string
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const form = useClearedPasswords(navigation.state)
  return (
    <StaffCard icon={<Icon name="lock-keyhole" className="h-8 w-8 text-indigo-700" />} title="Staff sign-in">
      {configured ? (
        <>
          <p className="mt-2 text-slate-700">Enquiries, registrations, the lead pipeline and the blog.</p>
          {notice && !error ? <StaffNotice>{notice}</StaffNotice> : null}
          <Form ref={form} method="post" className="mt-6 space-y-4">
            <FormAlert message={error} />
            <input type="hidden" name="next" value={next} />
            <StaffInput
              id="staff-email"
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={email}
              invalid={Boolean(error)}
            />
            <StaffInput
              id="staff-password"
              label="Password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              invalid={Boolean(error)}
            />
            <button type="submit" disabled={submitting} className={PRIMARY_BUTTON}>
              {submitting ? 'Signing in...' : 'Sign in'}
            </button>
          </Form>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PasskeySignIn next={next} error={passkeyError} />
          </div>
          <p className="mt-4 text-sm">
            <Link to={staffPaths.staffForgot} className="font-semibold text-indigo-700 hover:underline">
              Forgot your password?
            </Link>
          </p>
        </>
      ) : (
        <div className="mt-4 space-y-3 text-slate-700" role="status">
          <p className="font-semibold text-slate-900">The staff inbox is not configured.</p>
          <p>
            Nobody can sign in until whoever runs the website’s server gives it a session secret and the first owner’s
            email and password, as the site’s operations guide describes. Forms sent meanwhile are still stored.
          </p>
        </div>
      )}
    </StaffCard>
  )
}
