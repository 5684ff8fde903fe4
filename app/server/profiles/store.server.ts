import type { Kysely, Transaction } from 'kysely'
import type { Profile, ProfileKind } from '~/lib/profile'
import type { Database } from '../db/schema.server'
import { insertMedia, mediaId } from '../media.server'
import { bumpSiteVersion } from '../site-content.server'

export type { Profile, ProfileKind }

/** A profile as staff keep it: whose, whether shown, and the day consent to publish was recorded. */
export interface StoredProfile extends Profile {
  kind: ProfileKind
  position: number
  consentOn: string | null
  shown: boolean
  updatedAt: string
}

/** What staff set in the form (the photo apart). */
export type ProfileFields = Pick<
  StoredProfile,
  'kind' | 'name' | 'role' | 'bio' | 'years' | 'linkedin' | 'consentOn' | 'shown'
>

/** An uploaded photo, already checked and resized. */
export interface ProfilePhoto {
  contentType: string
  data: Uint8Array
}

/** Thrown when a profile would be shown without a consent date: the server never publishes one. */
export class ProfileConsentMissingError extends Error {
  constructor() {
    super('A profile can be shown only with the day consent to publish it was recorded.')
  }
}

type Row = Database['people']

function fromRow(row: Row): StoredProfile {
  return {
    id: row.id,
    kind: row.kind,
    position: Number(row.position),
    name: row.name,
    role: row.role,
    bio: row.bio,
    years: Number(row.years),
    linkedin: row.linkedin_url,
    image: row.photo_url,
    consentOn: row.consent_on,
    shown: Number(row.shown) === 1,
    updatedAt: row.updated_at,
  }
}

/** Every profile, shown or hidden: the mentors first, each kind in staff's order. */
export async function readProfiles(db: Kysely<Database>): Promise<StoredProfile[]> {
  const rows = await db.selectFrom('people').selectAll().orderBy('kind').orderBy('position').orderBy('id').execute()
  return rows.map(fromRow)
}

export async function getProfile(db: Kysely<Database>, id: string): Promise<StoredProfile | undefined> {
  const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? fromRow(row) : undefined
}

async function nextPosition(trx: Transaction<Database>, kind: ProfileKind): Promise<number> {
  const last = await trx
    .selectFrom('people')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('kind', '=', kind)
    .executeTakeFirst()
  return Number(last?.position ?? -1) + 1
}

/**
 * Adds a profile (`id` undefined) at the end of its kind, or saves one (to the end of its new kind when that changed),
 * with its new photo if any (the one it replaces is deleted) and the site version, in one transaction. `removePhoto`
 * drops the photo. Refuses to show one without a consent date.
 */
export async function saveProfile(
  db: Kysely<Database>,
  input: { id?: string; fields: ProfileFields; photo?: ProfilePhoto; removePhoto?: boolean },
  now = new Date(),
): Promise<string> {
  const { fields } = input
  if (fields.shown && !fields.consentOn) throw new ProfileConsentMissingError()
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const existing = input.id
      ? await trx.selectFrom('people').selectAll().where('id', '=', input.id).executeTakeFirst()
      : undefined
    if (input.id && !existing) throw new Error(`No profile ${input.id}`)
    let photoUrl = input.removePhoto ? null : (existing?.photo_url ?? null)
    if (input.photo) photoUrl = await insertMedia(trx, input.photo, at)
    const replaced = mediaId(existing?.photo_url)
    if (replaced && photoUrl !== existing?.photo_url)
      await trx.deleteFrom('post_images').where('id', '=', replaced).execute()
    const values = {
      kind: fields.kind,
      name: fields.name,
      role: fields.role,
      bio: fields.bio,
      years: fields.years,
      linkedin_url: fields.linkedin,
      photo_url: photoUrl,
      consent_on: fields.consentOn,
      shown: fields.shown ? 1 : 0,
      updated_at: at,
    }
    const id = existing?.id ?? crypto.randomUUID()
    if (existing) {
      const position = existing.kind === fields.kind ? existing.position : await nextPosition(trx, fields.kind)
      await trx
        .updateTable('people')
        .set({ ...values, position })
        .where('id', '=', id)
        .execute()
    } else {
      const position = await nextPosition(trx, fields.kind)
      await trx
        .insertInto('people')
        .values({ id, position, ...values, created_at: at })
        .execute()
    }
    await bumpSiteVersion(trx, now)
    return id
  })
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
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const photo = mediaId(row.photo_url)
    if (photo) await trx.deleteFrom('post_images').where('id', '=', photo).execute()
    await trx.deleteFrom('people').where('id', '=', id).execute()
    await trx
      .updateTable('audit_log')
      .where('action', 'in', ['profile-add', 'profile-edit'])
      .where('target', '=', profileAuditTarget(row.name))
      .set({ target: 'Deleted profile', detail: null })
      .execute()
    await bumpSiteVersion(trx, now)
    return { kind: row.kind, photo: Boolean(photo) }
  })
}
