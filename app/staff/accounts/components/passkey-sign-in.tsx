import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import { usePasskeyForm } from './use-passkey-form'

const WORDS = {
  'sign-in': {
    button: 'Sign in with a passkey',
    note: 'Passkeys use your browser’s JavaScript; without it, use your password.',
  },
  step: {
    button: 'Use your passkey',
    note: 'Your browser asks for your fingerprint, face, device PIN or security key. It needs JavaScript.',
  },
} as const

/**
 * Sign in with a passkey (`sign-in`: no email or password; the browser offers the passkeys it holds for this site), or
 * prove one at the second step of a password sign-in (`step`: only that account's passkeys). It needs the browser's
 * passkey API, so JavaScript; without it the button's post answers with a message saying so.
 */
export function PasskeySignIn({
  next,
  error,
  purpose = 'sign-in',
}: {
  next: string
  error?: string
  purpose?: 'sign-in' | 'step'
}) {
  const navigation = useNavigation()
  const { form, onSubmit, problem, busy } = usePasskeyForm(purpose, 'Signing in with a passkey failed.')
  const working = busy || navigation.formData?.get('intent') === 'passkey'
  const words = WORDS[purpose]
  return (
    <Form ref={form} method="post" onSubmit={onSubmit} className="space-y-3">
      <FormAlert message={problem ?? error} />
      <input type="hidden" name="intent" value="passkey" />
      <input type="hidden" name="next" value={next} />
      <button type="submit" disabled={working} className={`${STAFF_SECONDARY} w-full`}>
        <Icon name="fingerprint" className="h-5 w-5" />
        {working ? 'Waiting for your passkey...' : words.button}
      </button>
      <p className="text-sm text-slate-600">{words.note}</p>
    </Form>
  )
}
