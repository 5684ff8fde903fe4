import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { perSiteVersion } from '../site-memo.server'
import { readProfiles, type Profile, type ProfileKind } from './store.server'

/** What visitors see: shown profiles with a consent date, in staff's order. */
export type ShownProfiles = Record<ProfileKind, Profile[]>

function publicFields(p: Profile): Profile {
  const { id, name, role, bio, years, linkedin, image } = p
  return { id, name, role, bio, years, linkedin, image }
}

async function readShown(): Promise<ShownProfiles> {
  const all = await readProfiles((await getDatabase()).db)
  // The store never saves a shown one without consent; the check here keeps a hand-edited row off the site too.
  const shown = all.filter((p) => p.shown && p.consentOn)
  return {
    mentor: shown.filter((p) => p.kind === 'mentor').map(publicFields),
    team: shown.filter((p) => p.kind === 'team').map(publicFields),
  }
}

const shownProfiles = perSiteVersion(readShown)

/**
 * The mentors or the team, read from the database once per site-content version (a save bumps it, so every server
 * shows the change within about a second). At build time there is no database and no profile: the role cards show.
 */
export async function currentProfiles(kind: ProfileKind): Promise<Profile[]> {
  if (isPrerendering()) return []
  return (await shownProfiles())[kind]
}
