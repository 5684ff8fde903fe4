import { staffPaths } from '~/content/staff-routes'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import {
  PublishedForm,
  publishedTextField,
  type PublishedFormProps,
} from '~/staff/publishing/components/published-form'
import type { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { PROFILE_LIMITS } from '~/staff/shell/forms/limits'
import type { ProfileFormValues } from '~/staff/publishing/forms/profile.schema'

/** A mentor or team profile's add or edit form, with a photo. */
export function ProfileForm({
  copy,
  ...form
}: PublishedFormProps<ProfileFormValues> & { copy: typeof staffProfilesPage }) {
  const { values, errors } = form
  const text = publishedTextField('profile', copy, values, errors)
  return (
    <PublishedForm idPrefix="profile" copy={copy} back={staffPaths.staffProfiles} photoSize={96} consent {...form}>
      <StaffField id="profile-kind" label={copy.labels.kind} error={errors.kind}>
        {(wiring) => (
          <select {...wiring} name="kind" defaultValue={values.kind} className={STAFF_INPUT}>
            <option value="mentor">{copy.kindOptions.mentor}</option>
            <option value="team">{copy.kindOptions.team}</option>
          </select>
        )}
      </StaffField>
      {text('name', { maxLength: PROFILE_LIMITS.name, autoComplete: 'off' })}
      {text('role', { maxLength: PROFILE_LIMITS.role, autoComplete: 'off' })}
      {text('bio', { maxLength: PROFILE_LIMITS.bioMax, rows: 4 })}
      <StaffField id="profile-years" label={copy.labels.years} hint={copy.hints.years} error={errors.years}>
        {(wiring) => (
          <input
            {...wiring}
            name="years"
            inputMode="numeric"
            maxLength={2}
            defaultValue={values.years}
            autoComplete="off"
            className={`${STAFF_INPUT} max-w-32`}
          />
        )}
      </StaffField>
      {text('linkedin', { maxLength: PROFILE_LIMITS.url, type: 'url', autoComplete: 'off' })}
    </PublishedForm>
  )
}
