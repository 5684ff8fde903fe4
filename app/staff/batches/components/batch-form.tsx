import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { BATCH_MODE_LABELS, BATCH_MODES, BATCH_STATUSES } from '~/lib/batch-states'
import { BATCH_STATUS_LABELS } from '~/staff/batches/content/batch-labels'
import type { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import { BATCH_LIMITS, type BatchField } from '~/staff/batches/forms/batch-limits'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'

type Copy = typeof staffBatchesPage

/** A batch's fields as the form shows them (text, as posted or stored). */
export type BatchFormValues = Record<BatchField, string>

/** The batch form (new or change): one real form, posted with intent `save` (or `create` on the list page). */
export function BatchForm({
  copy,
  courses,
  values,
  errors,
  error,
  intent,
  submit,
  submitting,
  editedFrom,
}: {
  copy: Copy
  courses: { id: string; title: string }[]
  values: BatchFormValues
  errors: Partial<Record<string, string>>
  error?: string
  intent: string
  submit: string
  submitting: boolean
  /** A change's form: the batch as the page showed it (`batchStamp`), so a save over someone else's change is refused. */
  editedFrom?: string
}) {
  const text = (name: BatchField, type: 'text' | 'date' = 'text', hint?: string) => (
    <StaffTextField
      id={`batch-${name}`}
      name={name}
      label={copy.labels[name]}
      type={type}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      required={type === 'date' && name !== 'earlyUntil'}
    />
  )
  return (
    <Form method="post" noValidate className="space-y-4">
      <FormAlert message={error} />
      {editedFrom === undefined ? null : <input type="hidden" name="editedFrom" value={editedFrom} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffField id="batch-courseId" label={copy.labels.courseId} error={errors.courseId} className="sm:col-span-2">
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
        {text('startsOn', 'date')}
        {text('endsOn', 'date')}
        {text('enrolBy', 'date')}
        <StaffField id="batch-seats" label={copy.labels.seats} hint={copy.hints.seats} error={errors.seats}>
          {(wiring) => (
            <input
              {...wiring}
              name="seats"
              type="number"
              min={1}
              max={BATCH_LIMITS.maxSeats}
              defaultValue={values.seats}
              required
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <StaffField id="batch-mode" label={copy.labels.mode} error={errors.mode}>
          {(wiring) => (
            <select {...wiring} name="mode" defaultValue={values.mode} className={STAFF_INPUT}>
              {BATCH_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {BATCH_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField id="batch-status" label={copy.labels.status} hint={copy.hints.status} error={errors.status}>
          {(wiring) => (
            <select {...wiring} name="status" defaultValue={values.status} className={STAFF_INPUT}>
              {BATCH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {BATCH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        {text('fee', 'text', copy.hints.fee)}
        {text('earlyFee')}
        {text('earlyUntil', 'date')}
      </div>
      <button type="submit" name="intent" value={intent} disabled={submitting} className={STAFF_PRIMARY}>
        {submit}
      </button>
    </Form>
  )
}
