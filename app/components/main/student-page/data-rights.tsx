import { Form, useNavigation } from 'react-router'
import { RadioGroupField, TextAreaField } from '~/components/forms/field'
import { SubmitButton } from '~/components/forms/submit-button'
import { Icon } from '~/components/ui/icon'
import type { DataRight, studentPageCopy } from '~/content/student-page'
import { fillTemplate } from '~/lib/format'
import { LIMITS } from '~/forms/limits'

export interface DataRightsAnswer {
  errors: { right?: string; details?: string; form?: string }
  values: Record<string, string>
}

/** "Your data" on the student page: a copy, a correction or an erasure asked for from a signed-in email. */
export function DataRights({
  copy,
  email,
  asked,
  answer,
}: {
  copy: typeof studentPageCopy
  email: string
  asked: DataRight | null
  answer: DataRightsAnswer | null
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'data-right'
  const errors = answer?.errors ?? {}
  return (
    <section id="your-data" aria-labelledby="your-data-title" className="mt-12 scroll-mt-24">
      <h2 id="your-data-title" className="text-xl font-bold text-slate-900">
        {copy.rights.heading}
      </h2>
      <p className="mt-2 text-slate-800">{copy.rights.intro}</p>
      {asked ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900"
        >
          <Icon name="badge-check" className="mt-0.5 h-5 w-5 shrink-0" />
          <span className="min-w-0 break-words">
            {fillTemplate(copy.rights.sent, { what: copy.rights.what[asked], email })}
          </span>
        </p>
      ) : null}
      <Form
        key={answer ? JSON.stringify(answer.values) : (asked ?? 'fresh')}
        method="post"
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-describedby={errors.form ? 'your-data-alert' : undefined}
      >
        {errors.form ? (
          <p id="your-data-alert" role="alert" className="font-semibold text-red-700">
            {errors.form}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="data-right" />
        <RadioGroupField
          name="right"
          label={copy.rights.right}
          error={errors.right}
          required
          defaultValue={answer?.values.right}
          options={copy.rights.choices}
        />
        <TextAreaField
          name="details"
          label={copy.rights.details}
          hint={copy.rights.detailsHelp}
          error={errors.details}
          rows={3}
          maxLength={LIMITS.message}
          defaultValue={answer?.values.details}
        />
        <SubmitButton submitting={submitting} label={copy.rights.submit} className="sm:w-auto sm:justify-self-start" />
      </Form>
    </section>
  )
}
