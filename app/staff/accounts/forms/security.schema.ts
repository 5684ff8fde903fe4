import { z } from 'zod'
import { staffSecurityCopy } from '~/staff/accounts/content/staff-account-pages'
import { APP_CODE_MAX, PASSKEY_NAME_MAX } from '~/staff/shell/forms/limits'
import { oneLineText, postedId, postedText, trimmedText, within } from '~/staff/shell/forms/form-text'

// The security page's forms besides the password (password.schema.ts) and ending a session (account.schema.ts).

/** The authenticator app's first code, with room for a space. */
export const AppCodeSchema = z.object({
  code: trimmedText.pipe(z.string().max(APP_CODE_MAX, staffSecurityCopy.wrongAppCode)),
})

const passkeyName = (empty: string) =>
  oneLineText.pipe(z.string().min(1, empty).max(PASSKEY_NAME_MAX, within(PASSKEY_NAME_MAX, 'name')))

/** A new passkey: its name and the browser's signed answer (only the passkey API makes one). */
export const NewPasskeySchema = z.object({
  name: passkeyName('Give the passkey a name, such as “Work laptop” or “Phone”.'),
  response: postedText.pipe(z.string().min(1, staffSecurityCopy.passkeyNeedsScript)),
})

export const RenamePasskeySchema = z.object({ passkey: postedId, name: passkeyName('Give the passkey a name.') })

export const PasskeyRefSchema = z.object({ passkey: postedId })
