import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'
import type { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import { DEMO_CLASS_LIMITS, type DemoClassField } from '~/staff/demo-classes/forms/demo-class-limits'

/** A new class's fields as the form shows them (text, as posted). */
export type DemoClassFormValues = Record<DemoClassField, string>

/** A class's form: one real form that announces a class (intent `create`) or changes one (intent `change`). */
export function DemoClassForm({
  copy,
  courses,
  values,
  errors,
  error,
  submitting,
  intent = 'create',
}: {
  copy: typeof staffDemoClassesPage
  courses: { id: string; title: string }[]
  values: DemoClassFormValues
  errors: Partial<Record<string, string>>
  error?: string
  submitting: boolean
  intent?: 'create' | 'change'
}) {
  const number = (name: 'minutes' | 'seats', min: number, max: number) => (
    <StaffField id={`demo-${name}`} label={copy.labels[name]} hint={copy.hints[name]} error={errors[name]}>
      {(wiring) => (
        <input
          {...wiring}
          name={name}
          type="number"
          min={min}
          max={max}
          defaultValue={values[name]}
          required
          className={STAFF_INPUT}
        />
      )}
    </StaffField>
  )
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffTextField
          id="demo-topic"
          name="topic"
          label={copy.labels.topic}
          hint={copy.hints.topic}
          value={values.topic}
          error={errors.topic}
          maxLength={DEMO_CLASS_LIMITS.topic}
          required
          className="sm:col-span-2"
        />
        <StaffTextField
          id="demo-description"
          name="description"
          label={copy.labels.description}
          hint={copy.hints.description}
          value={values.description}
          error={errors.description}
          maxLength={DEMO_CLASS_LIMITS.description}
          rows={4}
          required
          className="sm:col-span-2"
        />
        <StaffField id="demo-courseId" label={copy.labels.courseId} error={errors.courseId}>
          {(wiring) => (
            <select {...wiring} name="courseId" defaultValue={values.courseId} required className={STAFF_INPUT}>
              <option value="">{copy.chooseCourse}</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffTextField
          id="demo-startsAt"
          name="startsAt"
          type="datetime-local"
          label={copy.labels.startsAt}
          value={values.startsAt}
          error={errors.startsAt}
          required
        />
        {number('minutes', DEMO_CLASS_LIMITS.minMinutes, DEMO_CLASS_LIMITS.maxMinutes)}
        {number('seats', 1, DEMO_CLASS_LIMITS.maxSeats)}
        <StaffTextField
          id="demo-joinLink"
          name="joinLink"
          type="url"
          label={copy.labels.joinLink}
          hint={copy.hints.joinLink}
          value={values.joinLink}
          error={errors.joinLink}
          maxLength={DEMO_CLASS_LIMITS.joinLink}
          required
          className="sm:col-span-2"
        />
      </div>
      <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
        {intent === 'create' ? copy.create : copy.change}
      </button>
    </Form>
  )
}
