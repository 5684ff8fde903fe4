import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { getProfile, type StoredProfile } from '~/server/profiles/current.server'
import { deleteProfile, profileAuditTarget, saveProfile } from '~/staff/publishing/server/profiles-store.server'
import {
  ConsentMissingError as ProfileConsentMissingError,
  type PublishedPhoto as ProfilePhoto,
} from '~/staff/publishing/server/published-store.server'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import {
  DeleteProfileSchema,
  PROFILE_CONSENT_REQUIRED,
  PROFILE_FIELDS,
  ProfilePostedSchema,
  type ProfileEdit,
  type ProfileFormValues,
} from '~/staff/publishing/forms/profile.schema'
import { describeChanges, refused, refusedForm, type EditFormData } from '~/staff/publishing/server/edit-form.server'
import { MAX_PHOTO_BYTES, preparePhoto } from '~/staff/publishing/server/testimonial-photo.server'
import { done, intent, staffAction, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'

/** A profile photo's stored side: twice the 96 px portrait on the cards, for sharp screens. */
export const PROFILE_PHOTO_SIDE = 192

/** A refused profile save's answer, or a refused delete's. */
export type ProfileActionData = EditFormData<ProfileFormValues> | { deleteError: string }

/** The stored profile with this id (hidden ones too), or a 404 for the staff page. */
export async function storedProfile(id: string): Promise<StoredProfile> {
  const profile = await getProfile((await getDatabase()).db, id)
  if (!profile) throw data('No such profile', { status: 404 })
  return profile
}

/** A profile's form values from what is stored (a new one: a mentor, hidden until consent is recorded). */
export function profileFormValues(p: StoredProfile | ProfileEdit | undefined): ProfileFormValues {
  return {
    kind: p?.kind ?? 'mentor',
    name: p?.name ?? '',
    role: p?.role ?? '',
    bio: p?.bio ?? '',
    years: p ? String(p.years) : '',
    linkedin: p?.linkedin ?? '',
    consentOn: p?.consentOn ?? '',
    shown: p?.shown ? 'on' : undefined,
  }
}

/** A checked profile refused later (its photo, its consent) as the form shows it again. */
const formValues = (fields: ProfileEdit, removePhoto: boolean): ProfileFormValues => ({
  ...profileFormValues(fields),
  removePhoto: removePhoto ? 'on' : undefined,
})

/** A form with a photo: 2 MB for it and 64 KB for the text (docs/operations.md, "Limits"). */
const FORM_LIMITS = {
  maxBytes: MAX_PHOTO_BYTES + 64 * 1024,
  maxFields: PROFILE_FIELDS.length + 1,
  maxFieldBytes: 8 * 1024,
  files: ['photo'],
  maxFileBytes: MAX_PHOTO_BYTES,
} satisfies StaffBodyLimits

/** What the audit line compares: every field as text. */
function auditView(p: ProfileEdit | StoredProfile) {
  return {
    kind: p.kind,
    name: p.name,
    role: p.role,
    bio: p.bio,
    years: String(p.years),
    linkedin: p.linkedin ?? '',
    consent: p.consentOn ?? 'not recorded',
    shown: p.shown,
  }
}

/**
 * The add and edit pages' action (`current()` gives undefined: add one), for owners and editors. A profile is shown
 * only with a consent date: the schema refuses it at the field, and the store refuses it again.
 */
export function profileAction(request: Request, current: () => Promise<StoredProfile | undefined>) {
  const save = intent(
    ProfilePostedSchema,
    async ({ photo: file, removePhoto: remove, ...fields }, { db }) => {
      const existing = await current()
      let photo: ProfilePhoto | undefined
      if (file) {
        const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()), PROFILE_PHOTO_SIDE)
        if (!prepared.ok) return refused(formValues(fields, remove), { photo: prepared.error })
        photo = prepared
      }

      const removePhoto = remove && !photo
      let id: string
      try {
        id = await saveProfile(db, { id: existing?.id, fields, photo, removePhoto })
      } catch (error) {
        if (error instanceof ProfileConsentMissingError)
          return refused(formValues(fields, remove), { consentOn: PROFILE_CONSENT_REQUIRED })
        throw error
      }
      contentChanged()
      const photoChange = photo
        ? existing?.image
          ? 'photo: replaced'
          : 'photo: added'
        : removePhoto && existing?.image
          ? 'photo: removed'
          : null
      const audit = existing
        ? {
            action: 'profile-edit' as const,
            target: profileAuditTarget(existing.name),
            detail:
              [describeChanges(auditView(existing), auditView(fields)), photoChange].filter(Boolean).join('; ') ||
              'no change',
          }
        : {
            action: 'profile-add' as const,
            target: profileAuditTarget(fields.name),
            detail: `${fields.kind}, ${fields.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
          }
      return done(`${staffPaths.staffProfiles}?saved=${encodeURIComponent(id)}`, { audit })
    },
    refusedForm(PROFILE_FIELDS),
  )
  // The delete form names its intent; the save form sends none.
  const remove = intent(DeleteProfileSchema, async ({ confirm }, { db }) => {
    const existing = await current()
    if (!existing) throw data('No such profile', { status: 404 })
    if (confirm !== existing.name) {
      const deleteError = fillTemplate(staffProfilesPage.remove.mismatch, { name: existing.name })
      return data<ProfileActionData>({ deleteError }, { status: 400 })
    }
    const gone = await deleteProfile(db, existing.id)
    if (!gone) throw data('No such profile', { status: 404 })
    contentChanged()
    return done(`${staffPaths.staffProfiles}?deleted=1`, {
      audit: {
        action: 'profile-delete',
        target: gone.kind === 'mentor' ? 'A mentor profile' : 'A team profile',
        detail: gone.photo ? 'deleted with its photo' : 'deleted',
      },
    })
  })
  return staffAction({
    request,
    gate: 'staff',
    fallback: 'save',
    limits: FORM_LIMITS,
    intents: { save, delete: remove },
  })
}
