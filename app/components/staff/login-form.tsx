import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'

/** Sign-in with the one staff password, or a note that the inbox is switched off. */
export function LoginForm({ configured, next, error }: { configured: boolean; next: string; error?: string }) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  return (
    <div className="mx-auto max-w-sm pt-6 sm:pt-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Icon name="lock-keyhole" className="h-8 w-8 text-indigo-700" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Staff sign-in</h1>
        {configured ? (
          <>
            <p className="mt-2 text-slate-700">Enquiries, contact messages and registrations from the website.</p>
            <Form method="post" className="mt-6 space-y-4">
              <FormAlert message={error} />
              <input type="hidden" name="next" value={next} />
              <div>
                <label htmlFor="staff-password" className="block text-sm font-semibold text-slate-800">
                  Password
                </label>
                <input
                  id="staff-password"
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  aria-invalid={error ? true : undefined}
                  className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none"
                />
              </div>
              <button type="submit" disabled={submitting} className={buttonClass({ size: 'md', className: 'w-full' })}>
                {submitting ? 'Signing in...' : 'Sign in'}
              </button>
            </Form>
          </>
        ) : (
          <div className="mt-4 space-y-3 text-slate-700" role="status">
            <p className="font-semibold text-slate-900">The staff inbox is not configured.</p>
            <p>
              Nobody can sign in until the server has an{' '}
              <code className="rounded bg-slate-100 px-1">ADMIN_PASSWORD</code> and a{' '}
              <code className="rounded bg-slate-100 px-1">SESSION_SECRET</code> of at least 32 characters. Submissions
              are still stored.
            </p>
          </div>
        )}
      </div>
    </div>
  )
}
