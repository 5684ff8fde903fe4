import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { ProfileKind, StoredProfile } from '~/server/profiles/current.server'
import { deletePublished, publish, savePerson, type PublishedPhoto } from './published-store.server'

/** What staff set in the form (the photo apart). */
export type ProfileFields = Pick<
  StoredProfile,
  'kind' | 'name' | 'role' | 'bio' | 'years' | 'linkedin' | 'consentOn' | 'shown'
>

/**
 * Adds a profile (`id` undefined) at the end of its kind, or saves one (to the end of its new kind when that changed),
 * with its new photo if any (the one it replaces is deleted) and the site version, in one transaction. `removePhoto`
 * drops the photo. Refuses to show one without a consent date.
 */
export async function saveProfile(
  db: Kysely<Database>,
  input: { id?: string; fields: ProfileFields; photo?: PublishedPhoto; removePhoto?: boolean },
  now = new Date(),
): Promise<string> {
  const { kind, bio, years } = input.fields
  const consent = 'A profile can be shown only with the day consent to publish it was recorded.'
  return savePerson(db, 'people', { noun: 'profile', group: 'kind', consent }, input, { kind, bio, years }, now)
}

/** How the audit log names a profile: by its person, so that deleting it can find and clear these entries. */
export function profileAuditTarget(name: string): string {
  return `Profile of ${name}`
}

/**
 * Deletes a profile with its photo's bytes and bumps the site version, in one transaction (its person left or
 * withdrew consent); the audit entries about it no longer name the person. Undefined when there is no such profile.
 */
export async function deleteProfile(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<{ kind: ProfileKind; photo: boolean } | undefined> {
  return publish(db, now, async (trx) => {
    const gone = await deletePublished(trx, 'people', id, {
      actions: ['profile-add', 'profile-edit'],
      target: profileAuditTarget,
      as: 'Deleted profile',
    })
    return gone && { kind: gone.row.kind, photo: gone.photo }
  })
}
