import { staffPaths } from '~/content/staff-routes'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { PhotoField, ConsentAndShownFields } from '~/staff/publishing/components/publish-fields'
import { STAFF_INPUT, StaffField, StaffFormActions, StaffTextField } from '~/components/forms/field'
import type { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { PROFILE_LIMITS } from '~/staff/shell/forms/limits'
import type { ProfileFormValues } from '~/staff/publishing/forms/profile.schema'

type Copy = typeof staffProfilesPage
/**
 * A mentor or team profile's add or edit form: one real multipart form (works without scripts), the server's parse
 * the gate. `values` are the posted or stored values; `photo` the current photo's address, if any.
 */
export function ProfileForm({
  copy,
  values,
  errors,
  error,
  photo,
  submit,
}: {
  copy: Copy
  values: ProfileFormValues
  errors: Record<string, string>
  error?: string
  photo: string | null
  submit: string
}) {
  const submitting = useNavigation().state === 'submitting'
  const hints: Partial<Record<string, string>> = copy.hints
  const text = (name: 'name' | 'role' | 'linkedin', max: number, type: 'text' | 'url' = 'text') => (
    <StaffTextField
      id={`profile-${name}`}
      label={copy.labels[name]}
      hint={hints[name]}
      error={errors[name]}
      name={name}
      value={values[name]}
      type={type}
      maxLength={max}
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
      <StaffField id="profile-kind" label={copy.labels.kind} error={errors.kind}>
        {(wiring) => (
          <select {...wiring} name="kind" defaultValue={values.kind} className={STAFF_INPUT}>
            <option value="mentor">{copy.kindOptions.mentor}</option>
            <option value="team">{copy.kindOptions.team}</option>
          </select>
        )}
      </StaffField>
      {text('name', PROFILE_LIMITS.name)}
      {text('role', PROFILE_LIMITS.role)}
      <StaffTextField
        id="profile-bio"
        label={copy.labels.bio}
        hint={copy.hints.bio}
        error={errors.bio}
        name="bio"
        value={values.bio}
        rows={4}
        maxLength={PROFILE_LIMITS.bioMax}
      />
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
      {text('linkedin', PROFILE_LIMITS.url, 'url')}
      <PhotoField
        idPrefix="profile"
        copy={copy}
        photo={photo}
        size={96}
        error={errors.photo}
        removeChecked={values.removePhoto === 'on'}
      />
      <ConsentAndShownFields
        idPrefix="profile"
        copy={copy}
        consentOn={values.consentOn}
        shown={values.shown === 'on'}
        error={errors.consentOn}
      />
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffProfiles, label: copy.back }}
      />
    </Form>
  )
}
