import { Icon } from '~/components/ui/icon'
import { Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { PRIMARY_BUTTON, StaffCard, StaffInput } from './account-fields'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { staffPaths } from '~/content/staff-routes'

/** "Forgot your password?": asks for the email; the answer never tells whether it has an account. */
export function ForgotForm({ configured, sent, error }: { configured: boolean; sent: boolean; error?: string }) {
  const navigation = useNavigation()
  return (
    <StaffCard icon={<Icon name="mail" className="h-8 w-8 text-indigo-700" />} title="Forgot your password?">
      {!configured ? (
        <p className="mt-4 text-slate-700" role="status">
          The staff inbox is not configured.
        </p>
      ) : sent ? (
        <StaffNotice>
          If an account exists for that email, we have sent a link to reset its password. The link works once, for one
          hour. No mail after a few minutes? Check the spam folder, or ask an owner.
        </StaffNotice>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Enter the email you sign in with. We will send a link to choose a new password.
          </p>
          <Form method="post" className="mt-6 space-y-4">
            <FormAlert message={error} />
            <StaffInput id="reset-email" label="Email" name="email" type="email" required autoComplete="username" />
            <button type="submit" disabled={navigation.state === 'submitting'} className={PRIMARY_BUTTON}>
              Send the link
            </button>
          </Form>
        </>
      )}
      <p className="mt-4 text-sm">
        <Link to={staffPaths.staffLogin} className="font-semibold text-indigo-700 hover:underline">
          Back to sign-in
        </Link>
      </p>
    </StaffCard>
  )
}
