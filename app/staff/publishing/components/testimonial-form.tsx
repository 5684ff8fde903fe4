import { staffPaths } from '~/content/staff-routes'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { PhotoField, ConsentAndShownFields } from '~/staff/publishing/components/publish-fields'
import { fillTemplate } from '~/lib/format'
import { STAFF_INPUT, StaffField, StaffFormActions, StaffTextField } from '~/components/forms/field'
import type { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'
import type { TestimonialFormValues } from '~/staff/publishing/forms/testimonial.schema'

type Copy = typeof staffTestimonialsPage
type TextName = 'name' | 'role' | 'company' | 'linkedin' | 'github'
const TEXT_MAX: Record<TextName, number> = {
  name: TESTIMONIAL_LIMITS.name,
  role: TESTIMONIAL_LIMITS.role,
  company: TESTIMONIAL_LIMITS.company,
  linkedin: TESTIMONIAL_LIMITS.url,
  github: TESTIMONIAL_LIMITS.url,
}

/**
 * A testimonial's add or edit form: one real multipart form (works without scripts), the server's parse the gate.
 * `values` are the posted or stored values; `photo` the current photo's address, if any.
 */
export function TestimonialForm({
  copy,
  values,
  errors,
  error,
  photo,
  submit,
}: {
  copy: Copy
  values: TestimonialFormValues
  errors: Record<string, string>
  error?: string
  photo: string | null
  submit: string
}) {
  const submitting = useNavigation().state === 'submitting'
  const hints: Partial<Record<string, string>> = copy.hints
  const text = (name: TextName, type: 'text' | 'url' = 'text') => (
    <StaffTextField
      id={`testimonial-${name}`}
      label={copy.labels[name]}
      hint={hints[name]}
      error={errors[name]}
      name={name}
      value={values[name]}
      type={type}
      maxLength={TEXT_MAX[name]}
      autoComplete="off"
    />
  )
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <FormAlert message={error} />
      <StaffField id="testimonial-page" label={copy.labels.page} error={errors.page}>
        {(wiring) => (
          <select {...wiring} name="page" defaultValue={values.page} className={STAFF_INPUT}>
            <option value="studio">{copy.pages.studio}</option>
            <option value="services">{copy.pages.services}</option>
          </select>
        )}
      </StaffField>
      {text('name')}
      {text('role')}
      {text('company')}
      <StaffTextField
        id="testimonial-text"
        label={copy.labels.text}
        hint={copy.hints.text}
        error={errors.text}
        name="text"
        value={values.text}
        rows={6}
        maxLength={TESTIMONIAL_LIMITS.quoteMax}
      />
      <StaffField id="testimonial-rating" label={copy.labels.rating} error={errors.rating}>
        {(wiring) => (
          <select {...wiring} name="rating" defaultValue={values.rating} className={`${STAFF_INPUT} max-w-48`}>
            <option value="">{copy.noRating}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={String(n)}>
                {n === 1 ? copy.stars.one : fillTemplate(copy.stars.other, { n })}
              </option>
            ))}
          </select>
        )}
      </StaffField>
      {text('linkedin', 'url')}
      {text('github', 'url')}
      <PhotoField
        idPrefix="testimonial"
        copy={copy}
        photo={photo}
        size={56}
        error={errors.photo}
        removeChecked={values.removePhoto === 'on'}
      />
      <ConsentAndShownFields
        idPrefix="testimonial"
        copy={copy}
        consentOn={values.consentOn}
        shown={values.shown === 'on'}
        error={errors.consentOn}
      />
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffTestimonials, label: copy.back }}
      />
    </Form>
  )
}
