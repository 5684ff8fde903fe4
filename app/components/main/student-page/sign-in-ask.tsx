import { Form, useNavigation } from 'react-router'
import { TextField } from '~/components/forms/field'
import { SubmitButton } from '~/components/forms/submit-button'
import { Icon } from '~/components/ui/icon'
import type { studentPageCopy } from '~/content/student-page'

/** The student page before sign-in: the ask for a mailed link (a plain form post, so it works without scripts). */
export function SignInAsk({
  copy,
  sent,
  error,
  email,
}: {
  copy: typeof studentPageCopy
  sent: boolean
  error: string | undefined
  email: string | undefined
}) {
  const navigation = useNavigation()
  return (
    <article className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-800">{copy.ask.intro}</p>
      {sent ? (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
        >
          <Icon name="badge-check" className="mt-0.5 h-5 w-5 shrink-0" />
          {copy.ask.sent}
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="ask" />
        <TextField
          name="email"
          type="email"
          label={copy.ask.email}
          hint={copy.ask.emailHelp}
          error={error}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={email}
        />
        <SubmitButton submitting={navigation.state === 'submitting'} label={copy.ask.submit} />
      </Form>
    </article>
  )
}
