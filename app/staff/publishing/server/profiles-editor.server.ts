import { data } from 'react-router'
import { z } from 'zod'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import {
  deleteProfile,
  getProfile,
  profileAuditTarget,
  ProfileConsentMissingError,
  saveProfile,
  type ProfilePhoto,
  type StoredProfile,
} from '~/server/profiles/store.server'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import {
  PROFILE_CONSENT_REQUIRED,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  ProfileFormSchema,
  type ProfileEdit,
  type ProfileFormValues,
} from '~/staff/publishing/forms/profile.schema'
import { describeChanges, refused, textFields, type EditFormData } from '~/staff/server/content/edit-form.server'
import { MAX_PHOTO_BYTES, preparePhoto } from '~/staff/server/content/testimonial-photo.server'
import { done, intent, staffAction, type StaffBodyLimits } from '~/staff/server/staff-action.server'

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
export function profileFormValues(p: StoredProfile | undefined): ProfileFormValues {
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

const ProfileBody = textFields(PROFILE_FIELDS).extend({ photo: z.unknown() })
const DeleteBody = z.object({ confirm: z.string().max(PROFILE_LIMITS.name * 4) })

/**
 * The add and edit pages' action (`current()` gives undefined: add one), for owners and editors. A profile is shown
 * only with a consent date: the schema refuses it at the field, and the store refuses it again.
 */
export function profileAction(request: Request, current: () => Promise<StoredProfile | undefined>) {
  const save = intent(ProfileBody, async ({ photo: file, ...raw }, { db }) => {
    const existing = await current()
    const values = {
      ...raw,
      shown: raw.shown || undefined,
      removePhoto: raw.removePhoto || undefined,
    } as ProfileFormValues
    const parsed = ProfileFormSchema.safeParse(values)
    const errors: Record<string, string> = {}
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message

    let photo: ProfilePhoto | undefined
    if (file instanceof File && file.size > 0) {
      const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()), PROFILE_PHOTO_SIDE)
      if (prepared.ok) photo = prepared
      else errors.photo = prepared.error
    }
    if (!parsed.success || Object.keys(errors).length > 0) return refused(values, errors)

    const removePhoto = values.removePhoto === 'on' && !photo
    let id: string
    try {
      id = await saveProfile(db, { id: existing?.id, fields: parsed.data, photo, removePhoto })
    } catch (error) {
      if (error instanceof ProfileConsentMissingError) return refused(values, { consentOn: PROFILE_CONSENT_REQUIRED })
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
            [describeChanges(auditView(existing), auditView(parsed.data)), photoChange].filter(Boolean).join('; ') ||
            'no change',
        }
      : {
          action: 'profile-add' as const,
          target: profileAuditTarget(parsed.data.name),
          detail: `${parsed.data.kind}, ${parsed.data.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
        }
    return done(`${staffPaths.staffProfiles}?saved=${encodeURIComponent(id)}`, { audit })
  })
  // The delete form names its intent; the save form sends none.
  const remove = intent(DeleteBody, async ({ confirm }, { db }) => {
    const existing = await current()
    if (!existing) throw data('No such profile', { status: 404 })
    if (confirm.trim() !== existing.name) {
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
