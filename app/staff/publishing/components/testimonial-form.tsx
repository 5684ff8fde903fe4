import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import {
  PublishedForm,
  publishedTextField,
  type PublishedFormProps,
} from '~/staff/publishing/components/published-form'
import type { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'
import type { TestimonialFormValues } from '~/staff/publishing/forms/testimonial.schema'

type TextName = 'name' | 'role' | 'company' | 'linkedin' | 'github'
const TEXT_MAX: Record<TextName, number> = {
  name: TESTIMONIAL_LIMITS.name,
  role: TESTIMONIAL_LIMITS.role,
  company: TESTIMONIAL_LIMITS.company,
  linkedin: TESTIMONIAL_LIMITS.url,
  github: TESTIMONIAL_LIMITS.url,
}

/** A testimonial's add or edit form, with a photo. */
export function TestimonialForm({
  copy,
  ...form
}: PublishedFormProps<TestimonialFormValues> & { copy: typeof staffTestimonialsPage }) {
  const { values, errors } = form
  const field = publishedTextField('testimonial', copy, values, errors)
  const text = (name: TextName, type: 'text' | 'url' = 'text') =>
    field(name, { maxLength: TEXT_MAX[name], type, autoComplete: 'off' })
  return (
    <PublishedForm
      idPrefix="testimonial"
      copy={copy}
      back={staffPaths.staffTestimonials}
      photoSize={56}
      consent
      {...form}
    >
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
      {field('text', { maxLength: TESTIMONIAL_LIMITS.quoteMax, rows: 6 })}
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
    </PublishedForm>
  )
}
