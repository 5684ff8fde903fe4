import { SelectField, TextAreaField, TextField } from '~/components/forms/field'
import { CALL_QUESTION_MAX, LIMITS } from '~/forms/limits'

type VisitorField = 'name' | 'email' | 'phone' | 'course' | 'question'

/**
 * Who is booking, as a counselling call and a demo-class seat ask it: name, email, phone, the course of interest and
 * an optional question, filled in again with what was posted after a refusal.
 */
export function VisitorFields({
  labels,
  courses,
  values,
  errors,
}: {
  labels: Record<VisitorField | 'legend' | 'emailHint' | 'courseUndecided', string>
  courses: { value: string; label: string }[]
  values: Partial<Record<VisitorField, string>>
  errors: Partial<Record<VisitorField, string>>
}) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-sm font-semibold text-slate-800">{labels.legend}</legend>
      <TextField
        name="name"
        label={labels.name}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        name="email"
        type="email"
        label={labels.email}
        hint={labels.emailHint}
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        name="phone"
        type="tel"
        label={labels.phone}
        required
        autoComplete="tel"
        maxLength={LIMITS.phone}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <SelectField
        name="course"
        label={labels.course}
        options={courses}
        placeholder={labels.courseUndecided}
        defaultValue={values.course}
        error={errors.course}
      />
      <TextAreaField
        name="question"
        label={labels.question}
        rows={3}
        maxLength={CALL_QUESTION_MAX}
        defaultValue={values.question}
        error={errors.question}
      />
    </fieldset>
  )
}
