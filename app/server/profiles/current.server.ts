import type { Kysely } from 'kysely'
import type { Profile, ProfileKind } from '~/lib/profile'
import { getDatabase } from '../db/database.server'
import type { Database } from '../db/schema.server'
import { isPrerendering } from '../prerendering.server'
import { publishedFields, shownByGroup, type Published } from '../published.server'
import { perSiteVersion } from '../site-memo.server'

// The read side of profiles: what public pages show, and the rows staff's pages list. Staff write them through the
// publishing desk's store (app/staff/publishing/server/profiles-store.server.ts).

export type { Profile, ProfileKind }

/** A profile as staff keep it: whose (a mentor's or the team's), its place, shown or not, consent. */
export type StoredProfile = Published<Profile & { kind: ProfileKind }>

function fromRow(row: Database['people']): StoredProfile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    role: row.role,
    bio: row.bio,
    years: Number(row.years),
    linkedin: row.linkedin_url,
    image: row.photo_url,
    ...publishedFields(row),
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

/** What visitors see: shown profiles with a consent date, in staff's order. */
export type ShownProfiles = Record<ProfileKind, Profile[]>

function publicFields(p: Profile): Profile {
  const { id, name, role, bio, years, linkedin, image } = p
  return { id, name, role, bio, years, linkedin, image }
}

const shownProfiles = perSiteVersion(async (): Promise<ShownProfiles> =>
  shownByGroup(await readProfiles((await getDatabase()).db), (p) => p.kind, ['mentor', 'team'], publicFields),
)

/**
 * The mentors or the team, read from the database once per site-content version (a save bumps it, so every server
 * shows the change within about a second). At build time there is no database and no profile: the role cards show.
 */
export async function currentProfiles(kind: ProfileKind): Promise<Profile[]> {
  if (isPrerendering()) return []
  return (await shownProfiles())[kind]
}
