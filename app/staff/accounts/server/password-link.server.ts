import type { Kysely } from 'kysely'
import { firstMessage } from '~/staff/shell/forms/form-text'
import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import type { Database } from '~/server/db/schema.server'
import { NameAndPasswordSchema, NewPasswordSchema } from '~/staff/accounts/forms/password.schema'
import { done, openIntent, staffAction } from '~/staff/shell/server/staff-action.server'

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
      save: openIntent(
        (askName ? NameAndPasswordSchema : NewPasswordSchema) as typeof NameAndPasswordSchema,
        async (values, { db }) => {
          const name = askName ? values.name : ''
          const result = await save(db, { name, password: values.password })
          if (!result.ok) return data({ error: result.error, ...echo(name) }, { status: result.status })
          return done(`${staffPaths.staffLogin}?done=${welcome}`)
        },
        {
          // The name typed comes back as typed, so it need not be typed again; the passwords never do.
          invalid: (errors, raw) =>
            data(
              {
                error: firstMessage(errors),
                ...echo(typeof raw.name === 'string' ? raw.name : ''),
              },
              { status: 400 },
            ),
        },
      ),
    },
  })
}
