import { staffPaths } from '~/content/staff-routes'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, StaffField, StaffFormActions, StaffTextField } from '~/components/forms/field'
import type { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { PROFILE_LIMITS } from '~/staff/shell/forms/limits'
import type { ProfileFormValues } from '~/staff/publishing/forms/profile.schema'

type Copy = typeof staffProfilesPage
const CHECKBOX = 'h-5 w-5 shrink-0 rounded border-slate-400 text-indigo-700'

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
      <StaffField
        id="profile-photo"
        label={copy.labels.photo}
        hint={photo ? `${copy.hints.photo} ${copy.hints.currentPhoto}` : copy.hints.photo}
        error={errors.photo}
      >
        {(wiring) => (
          <>
            {photo ? (
              <img
                src={photo}
                alt={copy.photoAlt}
                width="96"
                height="96"
                className="mt-2 h-24 w-24 rounded-full bg-indigo-50 object-cover"
              />
            ) : null}
            <input
              {...wiring}
              name="photo"
              type="file"
              accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
              className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:font-semibold file:text-indigo-800"
            />
          </>
        )}
      </StaffField>
      {photo ? (
        <label className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" name="removePhoto" defaultChecked={values.removePhoto === 'on'} className={CHECKBOX} />
          {copy.labels.removePhoto}
        </label>
      ) : null}
      <StaffField
        id="profile-consentOn"
        label={copy.labels.consentOn}
        hint={copy.hints.consentOn}
        error={errors.consentOn}
      >
        {(wiring) => (
          <input
            {...wiring}
            name="consentOn"
            type="date"
            defaultValue={values.consentOn}
            className={`${STAFF_INPUT} max-w-56`}
          />
        )}
      </StaffField>
      <div>
        <label className="flex items-center gap-3 font-semibold text-slate-800">
          <input
            id="profile-shown"
            type="checkbox"
            name="shown"
            defaultChecked={values.shown === 'on'}
            aria-describedby="profile-shown-hint"
            className={CHECKBOX}
          />
          {copy.labels.shown}
        </label>
        <p id="profile-shown-hint" className="mt-1 text-sm text-slate-700">
          {copy.hints.shown}
        </p>
      </div>
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffProfiles, label: copy.back }}
      />
    </Form>
  )
}
