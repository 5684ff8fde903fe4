import { Form } from 'react-router'
import { TextField } from '~/components/forms/field'
import { buttonClass } from '~/components/ui/button'
import { sitePaths } from '~/content/site-routes'
import type { verifyPage } from '~/content/verify'

/** The certificate look-up: one real form posting to /verify, which sends a well-formed ID on to its page. */
export function VerifyLookup({
  copy,
  typed,
  error,
  className,
}: {
  copy: Pick<typeof verifyPage, 'label' | 'hint' | 'submit'>
  typed?: string
  error?: string
  className?: string
}) {
  return (
    <Form method="post" action={sitePaths.verify} className={className} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          name="id"
          label={copy.label}
          hint={copy.hint}
          required
          maxLength={200}
          autoComplete="off"
          placeholder="RW-XXXX-XXXX-XXXX-XXXX"
          defaultValue={typed}
          error={error}
          className="flex-1"
        />
        <button type="submit" className={buttonClass({ size: 'lg', className: 'sm:mt-7' })}>
          {copy.submit}
        </button>
      </div>
    </Form>
  )
}
