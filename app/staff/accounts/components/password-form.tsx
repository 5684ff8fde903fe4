import { Icon } from '~/components/ui/icon'
import { Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '~/staff/shell/forms/limits'
import { PRIMARY_BUTTON, useClearedPasswords, StaffCard, StaffInput } from './account-fields'
import { staffPaths } from '~/content/staff-routes'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'

/**
 * Choosing a password through a one-time link: accepting an invitation (with the name) or a password reset. The
 * password fields always come back empty after an error; the name is kept.
 */
export function PasswordForm({
  title,
  intro,
  email,
  name,
  askName,
  submitLabel,
  error,
  expired,
}: {
  title: string
  intro: string
  email?: string
  name?: string
  askName: boolean
  submitLabel: string
  error?: string
  /** The link is no longer valid: say so and offer the way on instead of a form. */
  expired?: string
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const form = useClearedPasswords(navigation.state)
  return (
    <StaffCard
      icon={<Icon name="key-round" className="h-8 w-8 text-indigo-700" />}
      title={expired ? 'This link no longer works' : title}
    >
      {expired ? (
        <div className="mt-4 space-y-3 text-slate-700">
          <p role="alert">{expired}</p>
          {askName ? (
            <p>Ask the owner who invited you to send a new invitation: it comes with a fresh link.</p>
          ) : (
            <p>
              <Link to={staffPaths.staffForgot} className="font-semibold text-indigo-700 hover:underline">
                Ask for a new password link
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{intro}</p>
          {email ? (
            <p className="mt-2 text-sm text-slate-700">
              Account: <strong className="break-all">{email}</strong>
            </p>
          ) : null}
          <Form ref={form} method="post" className="mt-6 space-y-4">
            <FormAlert message={error} />
            {email ? (
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            ) : null}
            {askName ? (
              <StaffInput
                id="account-name"
                label="Your name"
                name="name"
                required
                maxLength={ACCOUNT_LIMITS.name}
                autoComplete="name"
                defaultValue={name}
              />
            ) : null}
            <StaffInput
              id="new-password"
              label="New password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              name="password"
              type="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
              autoComplete="new-password"
              invalid={Boolean(error)}
            />
            <StaffInput
              id="confirm-password"
              label="Confirm password"
              name="confirm"
              type="password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
              autoComplete="new-password"
              invalid={Boolean(error)}
            />
            <button type="submit" disabled={submitting} className={PRIMARY_BUTTON}>
              {submitLabel}
            </button>
          </Form>
        </>
      )}
    </StaffCard>
  )
}
