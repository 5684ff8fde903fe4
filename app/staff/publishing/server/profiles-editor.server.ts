import { staffPaths } from '~/content/staff-routes'
import { getProfile, type StoredProfile } from '~/server/profiles/current.server'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import {
  DeleteProfileSchema,
  PROFILE_CONSENT_REQUIRED,
  PROFILE_FIELDS,
  ProfilePostedSchema,
  type ProfileEdit,
  type ProfileFormValues,
} from '~/staff/publishing/forms/profile.schema'
import { deleteProfile, profileAuditTarget, saveProfile } from './profiles-store.server'
import { publishedRoutes, type PublishedActionData, type PublishedEditor } from './published-editor.server'

/** A profile photo's stored side: twice the 96 px portrait on the cards, for sharp screens. */
export const PROFILE_PHOTO_SIDE = 192

/** A refused profile save's answer, or a refused delete's. */
export type ProfileActionData = PublishedActionData<ProfileFormValues>

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

const profiles: PublishedEditor<
  StoredProfile,
  ProfileFormValues,
  ProfileEdit & { photo?: File; removePhoto?: boolean }
> = {
  noun: 'profile',
  list: staffPaths.staffProfiles,
  get: getProfile,
  schema: ProfilePostedSchema,
  fields: PROFILE_FIELDS,
  formValues: profileFormValues,
  photoSide: PROFILE_PHOTO_SIDE,
  photoOf: (p) => p.image,
  consentRequired: PROFILE_CONSENT_REQUIRED,
  save: async (db, { existing, ...input }) => ({ id: await saveProfile(db, { id: existing?.id, ...input }) }),
  name: (p) => p.name,
  remove: {
    schema: DeleteProfileSchema,
    mismatch: staffProfilesPage.remove.mismatch,
    audit: 'profile-delete',
    run: async (db, p) => {
      const gone = await deleteProfile(db, p.id)
      return gone && { target: gone.kind === 'mentor' ? 'A mentor profile' : 'A team profile', photo: gone.photo }
    },
  },
  audit: {
    add: 'profile-add',
    edit: 'profile-edit',
    target: profileAuditTarget,
    added: (p, _saved, photo) => `${p.kind}, ${p.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
    // What the audit line compares: every field as text.
    view: (p) => ({
      kind: p.kind,
      name: p.name,
      role: p.role,
      bio: p.bio,
      years: String(p.years),
      linkedin: p.linkedin ?? '',
      consent: p.consentOn ?? 'not recorded',
      shown: p.shown,
    }),
  },
}

/** The add (`id` 'new') and edit page's loader and action, for owners and editors. */
export const { editPage: profileEditPage, action: profileAction } = publishedRoutes(profiles, staffProfilesPage)
