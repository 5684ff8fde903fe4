import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import type { staffCataloguePage } from '~/staff/publishing/content/staff-catalogue'
import { STAFF_INPUT, StaffField, StaffFormActions } from '~/staff/shell/components/staff-fields'
import { staffPaths } from '~/content/staff-routes'

type Copy = typeof staffCataloguePage
type Label = keyof Copy['labels']

/** One field of a catalogue form: what control it is. */
export type CatalogueField =
  | { name: Label; kind: 'text' | 'price' }
  | { name: Label; kind: 'textarea' | 'lines'; rows: number }
  | { name: Label; kind: 'select'; options: readonly { value: string; label: string }[] }
  | { name: 'shown'; kind: 'checkbox' }

/**
 * A course's edit form: one real form (works without scripts), the server's parse the gate. `values` are the posted
 * or stored values; `shown` is 'on' when ticked.
 */
export function CatalogueForm({
  copy,
  fields,
  values,
  errors,
  error,
  submit,
  submitting,
}: {
  copy: Copy
  fields: readonly CatalogueField[]
  values: Partial<Record<string, string>>
  errors: Record<string, string>
  error?: string
  submit: string
  submitting: boolean
}) {
  const hints: Partial<Record<string, string>> = copy.hints
  return (
    <Form method="post" className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
      <FormAlert message={error} />
      {fields.map((field) => {
        const id = `catalogue-${field.name}`
        if (field.kind === 'checkbox')
          return (
            <div key={field.name}>
              <label className="flex items-center gap-3 font-semibold text-slate-800">
                <input
                  id={id}
                  type="checkbox"
                  name="shown"
                  defaultChecked={values.shown === 'on'}
                  aria-describedby={`${id}-hint`}
                  className="h-5 w-5 rounded border-slate-400 text-indigo-700"
                />
                {copy.labels.shown}
              </label>
              <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
                {copy.hints.shown}
              </p>
            </div>
          )
        const hint = field.kind === 'lines' ? copy.hints.lines : hints[field.name]
        return (
          <StaffField key={field.name} id={id} label={copy.labels[field.name]} hint={hint} error={errors[field.name]}>
            {(wiring) =>
              field.kind === 'select' ? (
                <select {...wiring} name={field.name} defaultValue={values[field.name] ?? ''} className={STAFF_INPUT}>
                  <option value="">{copy.chooseCategory}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'textarea' || field.kind === 'lines' ? (
                <textarea
                  {...wiring}
                  name={field.name}
                  rows={field.rows}
                  defaultValue={values[field.name] ?? ''}
                  className={STAFF_INPUT}
                />
              ) : (
                <input
                  {...wiring}
                  name={field.name}
                  type="text"
                  inputMode={field.kind === 'price' ? 'numeric' : undefined}
                  defaultValue={values[field.name] ?? ''}
                  className={`${STAFF_INPUT} ${field.kind === 'price' ? 'max-w-48' : ''}`}
                />
              )
            }
          </StaffField>
        )
      })}
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffCatalogue, label: copy.back }}
      />
    </Form>
  )
}

/** A course's edit page: its heading and form, showing the posted values and errors after a refused save. */
export function CatalogueEditPage({
  copy,
  title,
  fields,
  values,
  failed,
  submit,
}: {
  copy: Copy
  title: string
  fields: readonly CatalogueField[]
  values: Partial<Record<string, string>>
  failed?: { values: Partial<Record<string, string>>; errors: Record<string, string>; error: string }
  submit: string
}) {
  const submitting = useNavigation().state === 'submitting'
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <CatalogueForm
        key={JSON.stringify(shown)}
        copy={copy}
        fields={fields}
        values={shown}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        submit={submit}
        submitting={submitting}
      />
    </>
  )
}
