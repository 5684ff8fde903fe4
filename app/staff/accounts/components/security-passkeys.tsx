import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { PASSKEY_NAME_MAX } from '~/staff/shell/forms/limits'
import { StaffInput } from './account-fields'
import { STAFF_INPUT, STAFF_PRIMARY } from '~/staff/shell/components/staff-fields'
import { SecuritySection } from './security-view'
import type { SecurityAnswer, SecurityData } from './security-types'
import { usePasskeyForm } from './use-passkey-form'

const SMALL = 'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60'

/** The account's passkeys: name, when added and last used, rename and remove; and Add a passkey. */
export function PasskeysSection({
  passkeys,
  answer,
}: {
  passkeys: SecurityData['passkeys']
  answer: SecurityAnswer | null
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <SecuritySection id="passkeys" title="Passkeys">
      <p className="mt-2 text-slate-700">
        A passkey signs you in with your fingerprint, face or device PIN: no password, nothing to phish, and it counts
        as two factors. Passkeys use your browser’s JavaScript.
      </p>
      {passkeys.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {passkeys.map((key) => {
            const renameError = answer?.intent === `passkey-rename:${key.id}` ? answer.error : undefined
            return (
              <li key={key.id} className="p-4">
                <p className="flex items-center gap-2 font-semibold break-words text-slate-900">
                  <Icon name="fingerprint" className="h-5 w-5 shrink-0 text-indigo-700" />
                  {key.name}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  Added {key.added}. Last used: {key.lastUsed}.
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="passkey-rename" />
                    <input type="hidden" name="passkey" value={key.id} />
                    <div>
                      <label htmlFor={`rename-${key.id}`} className="block text-sm font-semibold text-slate-800">
                        Name<span className="sr-only"> of passkey {key.name}</span>
                      </label>
                      <input
                        id={`rename-${key.id}`}
                        name="name"
                        defaultValue={key.name}
                        required
                        maxLength={PASSKEY_NAME_MAX}
                        aria-invalid={renameError ? true : undefined}
                        className={`${STAFF_INPUT} py-1.5`}
                      />
                    </div>
                    <button type="submit" disabled={busy} className={SMALL}>
                      Rename<span className="sr-only"> passkey {key.name}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="passkey-remove" />
                    <input type="hidden" name="passkey" value={key.id} />
                    <button type="submit" disabled={busy} className={`${SMALL} text-red-800`}>
                      Remove<span className="sr-only"> passkey {key.name}</span>
                    </button>
                  </Form>
                </div>
                {renameError ? (
                  <div className="mt-2">
                    <FormAlert message={renameError} />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">You have no passkey yet.</p>
      )}
      <AddPasskey error={answer?.intent === 'passkey-add' ? answer.error : undefined} />
    </SecuritySection>
  )
}

/** Add a passkey: the person names it, the browser makes it, the server checks and stores its public key. */
function AddPasskey({ error }: { error?: string }) {
  const { form, onSubmit, problem, busy } = usePasskeyForm('add', 'The passkey was not added.')
  const message = problem ?? error
  return (
    <Form ref={form} method="post" onSubmit={onSubmit} className="mt-5 max-w-sm space-y-3">
      <input type="hidden" name="intent" value="passkey-add" />
      <StaffInput
        id="passkey-name"
        label="Name for the new passkey"
        name="name"
        required
        maxLength={PASSKEY_NAME_MAX}
        placeholder="Work laptop"
        hint="So you can tell your passkeys apart, such as the device it lives on."
        invalid={Boolean(message)}
      />
      <FormAlert message={message} />
      <button type="submit" disabled={busy} className={STAFF_PRIMARY}>
        <Icon name="fingerprint" className="h-5 w-5" />
        {busy ? 'Waiting for your device...' : 'Add a passkey'}
      </button>
    </Form>
  )
}
