import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { STAFF_SECONDARY } from './staff-field'
import { usePasskeyForm } from './use-passkey-form'

/**
 * Sign in with a passkey: no email or password; the browser offers the passkeys it holds for this site. It needs the
 * browser's passkey API, so JavaScript; without it the button's post answers with a message saying so.
 */
export function PasskeySignIn({ next, error }: { next: string; error?: string }) {
  const navigation = useNavigation()
  const { form, onSubmit, problem, busy } = usePasskeyForm('sign-in', 'Signing in with a passkey failed.')
  const working = busy || navigation.formData?.get('intent') === 'passkey'
  return (
    <Form ref={form} method="post" onSubmit={onSubmit} className="space-y-3">
      <FormAlert message={problem ?? error} />
      <input type="hidden" name="intent" value="passkey" />
      <input type="hidden" name="next" value={next} />
      <button type="submit" disabled={working} className={`${STAFF_SECONDARY} w-full`}>
        <Icon name="fingerprint" className="h-5 w-5" />
        {working ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
      <p className="text-sm text-slate-600">Passkeys use your browser’s JavaScript; without it, use your password.</p>
    </Form>
  )
}
