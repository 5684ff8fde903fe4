import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'

// The fields every published-with-consent item shares (testimonials, profiles, case studies): the consent date and the
// "show on the site" box, and for people their photo with its remove box. `idPrefix` keeps each form's ids its own.

const CHECKBOX = 'h-5 w-5 shrink-0 rounded border-slate-400 text-indigo-700'

/** The photo types the upload pipeline takes (the server judges the bytes, not this list). */
const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp'

/** The current photo's size in the form, in px (Tailwind needs whole class names, so each size is spelt out). */
const PHOTO_SIZE = { 56: 'h-14 w-14', 96: 'h-24 w-24' } as const

interface PhotoCopy {
  labels: { photo: string; removePhoto: string }
  hints: { photo: string; currentPhoto: string }
  photoAlt: string
}

/** The photo upload, the current photo above it, and the box that removes it (only while there is one). */
export function PhotoField({
  idPrefix,
  copy,
  photo,
  size,
  error,
  removeChecked,
}: {
  idPrefix: string
  copy: PhotoCopy
  photo: string | null
  size: keyof typeof PHOTO_SIZE
  error?: string
  removeChecked: boolean
}) {
  return (
    <>
      <StaffField
        id={`${idPrefix}-photo`}
        label={copy.labels.photo}
        hint={photo ? `${copy.hints.photo} ${copy.hints.currentPhoto}` : copy.hints.photo}
        error={error}
      >
        {(wiring) => (
          <>
            {photo ? (
              <img
                src={photo}
                alt={copy.photoAlt}
                width={String(size)}
                height={String(size)}
                className={`mt-2 ${PHOTO_SIZE[size]} rounded-full bg-indigo-50 object-cover`}
              />
            ) : null}
            <input
              {...wiring}
              name="photo"
              type="file"
              accept={PHOTO_ACCEPT}
              className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:font-semibold file:text-indigo-800"
            />
          </>
        )}
      </StaffField>
      {photo ? (
        <label className="flex items-center gap-3 text-slate-800">
          <input type="checkbox" name="removePhoto" defaultChecked={removeChecked} className={CHECKBOX} />
          {copy.labels.removePhoto}
        </label>
      ) : null}
    </>
  )
}

interface ConsentCopy {
  labels: { consentOn: string; shown: string }
  hints: { consentOn: string; shown: string }
}

/** The day the person or client agreed in writing, and whether the item is on the public site. */
export function ConsentAndShownFields({
  idPrefix,
  copy,
  consentOn,
  shown,
  error,
}: {
  idPrefix: string
  copy: ConsentCopy
  consentOn: string
  shown: boolean
  error?: string
}) {
  return (
    <>
      <StaffField id={`${idPrefix}-consentOn`} label={copy.labels.consentOn} hint={copy.hints.consentOn} error={error}>
        {(wiring) => (
          <input
            {...wiring}
            name="consentOn"
            type="date"
            defaultValue={consentOn}
            className={`${STAFF_INPUT} max-w-56`}
          />
        )}
      </StaffField>
      <div>
        <label className="flex items-center gap-3 font-semibold text-slate-800">
          <input
            id={`${idPrefix}-shown`}
            type="checkbox"
            name="shown"
            defaultChecked={shown}
            aria-describedby={`${idPrefix}-shown-hint`}
            className={CHECKBOX}
          />
          {copy.labels.shown}
        </label>
        <p id={`${idPrefix}-shown-hint`} className="mt-1 text-sm text-slate-700">
          {copy.hints.shown}
        </p>
      </div>
    </>
  )
}
