import type { Kysely } from 'kysely'
import { data } from 'react-router'
import { z } from 'zod'
import { staffPaths } from '~/content/staff-routes'
import { formText } from '~/staff/shell/forms/form-text'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'
import type { Database } from '~/server/db/schema.server'
import { passwordProblem } from '~/staff/accounts/server/passwords.server'
import { done, openIntent, staffAction } from '~/staff/shell/server/staff-action.server'

const NewPassword = z.object({ password: formText(), confirm: formText() })
const NameAndPassword = NewPassword.extend({ name: formText({ max: ACCOUNT_LIMITS.name }) })

type Saved = { ok: true } | { ok: false; error: string; status: number }

/**
 * The one form of the invitation and password-reset pages, open to whoever holds the link: a new password twice
 * (and, on the invitation, the person's name, which comes back with an error). `save` spends the link's token;
 * success goes to the sign-in page with `?done=<welcome>`.
 */
export function passwordLinkAction<Echo extends object>(
  request: Request,
  {
    askName,
    echo,
    save,
    welcome,
  }: {
    askName: boolean
    echo: (name: string) => Echo
    save: (db: Kysely<Database>, values: { name: string; password: string }) => Promise<Saved>
    welcome: string
  },
) {
  return staffAction({
    request,
    gate: 'anyone',
    // A password manager sends the account's email as `username`: read past, never used.
    alsoSent: ['username'],
    intentField: null,
    bodyError: (error) => data({ error: error.message, ...echo('') }, { status: error.status }),
    fallback: 'save',
    intents: {
      // Without a name the form's fields (and so its limits) are the password's two alone.
      save: openIntent((askName ? NameAndPassword : NewPassword) as typeof NameAndPassword, async (values, { db }) => {
        const name = askName ? values.name : ''
        const problem = passwordProblem(values.password, values.confirm)
        if (problem) return data({ error: problem, ...echo(name) }, { status: 400 })
        const result = await save(db, { name, password: values.password })
        if (!result.ok) return data({ error: result.error, ...echo(name) }, { status: result.status })
        return done(`${staffPaths.staffLogin}?done=${welcome}`)
      }),
    },
  })
}
