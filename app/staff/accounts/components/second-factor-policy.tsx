import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/** The owner's switch: require a passkey or an authenticator app of everyone, or leave it to each person. */
export function SecondFactorPolicy({
  required,
  without,
  submitting,
}: {
  required: boolean
  /** How many accounts have neither a passkey nor an app. */
  without: number
  submitting: boolean
}) {
  return (
    <section aria-labelledby="policy" className="mt-10 max-w-2xl">
      <h2 id="policy" className="text-lg font-bold text-slate-900">
        Second factor
      </h2>
      <p className="mt-1 text-slate-700">
        {required
          ? 'Required: everyone needs a passkey or an authenticator app. An account without one can open only its Security page until it sets one up.'
          : 'Optional: each person chooses. Requiring it means an account without a passkey or an authenticator app can open only its Security page until it sets one up.'}{' '}
        {without === 0
          ? 'Every account has one now.'
          : without === 1
            ? 'One account has none yet.'
            : `${without} accounts have none yet.`}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="policy" />
        <input type="hidden" name="require" value={required ? '0' : '1'} />
        <Button type="submit" disabled={submitting} variant={required ? 'outline' : 'primary'} size="md">
          {required ? 'Make the second factor optional' : 'Require a second factor for everyone'}
        </Button>
      </Form>
    </section>
  )
}
