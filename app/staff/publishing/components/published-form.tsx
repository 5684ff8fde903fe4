import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { StaffFormActions, StaffTextField } from '~/staff/shell/components/staff-fields'
import { FormAlert } from '~/components/forms/form-extras'
import { ConsentAndShownFields, PhotoField } from '~/staff/publishing/components/publish-fields'

// The form frame of the kit every published entity uses (profiles, testimonials, case studies, openings): one real
// form (works without scripts; multipart when it takes a photo), the form's message, the entity's own fields, the
// photo, the consent date with "Shown on the site", and the save button with the way back. The server's parse is the
// gate. Each entity's form is its fields inside this frame (docs/architecture.md, "Published entities").

/**
 * What the page passes every published entity's form: the posted or stored values, the refusal's messages, and the
 * current photo's address (null for none) for an entity with photos.
 */
export interface PublishedFormProps<V> {
  values: V
  errors: Record<string, string>
  error?: string
  submit: string
  photo?: string | null
}

interface FrameCopy {
  back: string
  labels: Record<string, string>
  hints: Record<string, string | undefined>
}

type PhotoCopy = Parameters<typeof PhotoField>[0]['copy']
type ConsentCopy = Parameters<typeof ConsentAndShownFields>[0]['copy']
type Values = Partial<Record<string, string>>

/** The text field of a published entity's form: its id, label, hint and message by its name. */
export function publishedTextField(idPrefix: string, copy: FrameCopy, values: Values, errors: Record<string, string>) {
  return (
    name: string,
    options: { maxLength: number; type?: 'text' | 'url'; rows?: number; autoComplete?: 'off' },
  ): ReactNode => (
    <StaffTextField
      key={name}
      id={`${idPrefix}-${name}`}
      label={copy.labels[name]!}
      hint={copy.hints[name]}
      error={errors[name]}
      name={name}
      value={values[name] ?? ''}
      type={options.type ?? 'text'}
      rows={options.rows}
      maxLength={options.maxLength}
      autoComplete={options.autoComplete}
    />
  )
}

/**
 * The frame around a published entity's own fields. `photoSize` (the current photo's side in the form) adds the photo
 * upload and makes the form multipart; `consent` adds the consent date and the "Shown on the site" box.
 */
export function PublishedForm({
  idPrefix,
  copy,
  back,
  values,
  errors,
  error,
  submit,
  photo = null,
  photoSize,
  consent,
  children,
}: PublishedFormProps<Values> & {
  idPrefix: string
  copy: FrameCopy & { photoAlt?: string }
  back: string
  photoSize?: 56 | 96
  consent?: boolean
  children: ReactNode
}) {
  const submitting = useNavigation().state === 'submitting'
  return (
    <Form
      method="post"
      encType={photoSize ? 'multipart/form-data' : undefined}
      className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <FormAlert message={error} />
      {children}
      {photoSize ? (
        <PhotoField
          idPrefix={idPrefix}
          copy={copy as unknown as PhotoCopy}
          photo={photo}
          size={photoSize}
          error={errors.photo}
          removeChecked={values.removePhoto === 'on'}
        />
      ) : null}
      {consent ? (
        <ConsentAndShownFields
          idPrefix={idPrefix}
          copy={copy as unknown as ConsentCopy}
          consentOn={values.consentOn ?? ''}
          shown={values.shown === 'on'}
          error={errors.consentOn}
        />
      ) : null}
      <StaffFormActions submit={submit} submitting={submitting} back={{ href: back, label: copy.back }} />
    </Form>
  )
}
