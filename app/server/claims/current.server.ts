import { builtInClaims, hasBasis, type Claim, type ShownClaims } from '~/content/claims'
import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { perSiteVersion } from '../site-memo.server'
import { readClaims } from './store.server'

/** The claims visitors may see: those with a basis, in staff's order. */
async function readShown(): Promise<Claim[]> {
  return (await readClaims((await getDatabase()).db)).filter(hasBasis)
}

const shownClaims = perSiteVersion(readShown)

/**
 * The claims with a basis, read from the database once per site-content version (a save bumps it, so every server
 * shows the change within about a second). At build time there is no database: the code's first rows stand in.
 */
export async function currentClaimList(): Promise<Claim[]> {
  if (isPrerendering()) return builtInClaims.filter(hasBasis)
  return shownClaims()
}

/** The same claims by id, for a page that shows some of them (a missing id is a claim not to show). */
export async function currentClaims(): Promise<ShownClaims> {
  return Object.fromEntries((await currentClaimList()).map((claim) => [claim.id, claim]))
}
