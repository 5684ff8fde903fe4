import { staffPaths } from '~/content/staff-routes'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { ConsentAndShownFields } from '~/staff/publishing/components/publish-fields'
import { StaffFormActions, StaffTextField } from '~/components/forms/field'
import type { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { CASE_STUDY_LIMITS } from '~/staff/shell/forms/limits'
import type { CaseStudyFormValues } from '~/staff/publishing/forms/case-study.schema'

type Copy = typeof staffCaseStudiesPage
type Name = Exclude<keyof CaseStudyFormValues, 'shown' | 'consentOn'>
const LIST_MAX = CASE_STUDY_LIMITS.lines * (CASE_STUDY_LIMITS.line + 1)
const MAX: Record<Name, number> = {
  title: CASE_STUDY_LIMITS.title,
  client: CASE_STUDY_LIMITS.client,
  sector: CASE_STUDY_LIMITS.sector,
  problem: CASE_STUDY_LIMITS.text,
  built: CASE_STUDY_LIMITS.text,
  stack: LIST_MAX,
  results: LIST_MAX,
  liveUrl: CASE_STUDY_LIMITS.url,
}
const ROWS: Partial<Record<Name, number>> = { problem: 5, built: 5, stack: 4, results: 4 }

/** A case study's add or edit form: one real form (works without scripts), the server's parse the gate. */
export function CaseStudyForm({
  copy,
  values,
  errors,
  error,
  submit,
}: {
  copy: Copy
  values: CaseStudyFormValues
  errors: Record<string, string>
  error?: string
  submit: string
}) {
  const submitting = useNavigation().state === 'submitting'
  const field = (name: Name) => (
    <StaffTextField
      key={name}
      id={`case-study-${name}`}
      label={copy.labels[name]}
      hint={copy.hints[name]}
      error={errors[name]}
      name={name}
      value={values[name]}
      type={name === 'liveUrl' ? 'url' : 'text'}
      rows={ROWS[name]}
      maxLength={MAX[name]}
      autoComplete="off"
    />
  )
  return (
    <Form method="post" className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
      <FormAlert message={error} />
      {(['title', 'client', 'sector', 'problem', 'built', 'stack', 'results', 'liveUrl'] as const).map(field)}
      <ConsentAndShownFields
        idPrefix="case-study"
        copy={copy}
        consentOn={values.consentOn}
        shown={values.shown === 'on'}
        error={errors.consentOn}
      />
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffCaseStudies, label: copy.back }}
      />
    </Form>
  )
}
