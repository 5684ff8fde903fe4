import type { Kysely } from 'kysely'
import { hasBasis } from '~/content/claims'
import { staffPathTo, staffPaths } from '~/content/staff-routes'
import type { Database } from '~/server/db/schema.server'
import { readCaseStudies } from '~/server/case-studies/current.server'
import { readClaims } from '~/server/claims/store.server'
import { paymentSettings } from '~/server/fees/payment-settings.server'
import { readProfiles } from '~/server/profiles/current.server'
import { launchChecklist, type LaunchItem, type LaunchState } from '~/staff/shell/lib/launch-checklist'

/** What the launch checklist is derived from, read afresh: the store as it is now, and the server's settings. */
export async function readLaunchState(db: Kysely<Database>): Promise<LaunchState> {
  const [claims, profiles, caseStudies] = await Promise.all([readClaims(db), readProfiles(db), readCaseStudies(db)])
  // What the public pages count as published: shown, with the day consent was recorded.
  const published = profiles.filter((p) => p.shown && p.consentOn)
  const settings = paymentSettings()
  return {
    claimsWithoutBasis: claims.filter((claim) => !hasBasis(claim)).length,
    mentors: published.filter((p) => p.kind === 'mentor').length,
    team: published.filter((p) => p.kind === 'team').length,
    caseStudies: caseStudies.filter((c) => c.shown && c.consentOn).length,
    settings: { upi: Boolean(settings.upi), bank: Boolean(settings.bank), gstin: Boolean(settings.gstin) },
  }
}

/** The owner's launch checklist, or null once every item is done (the staff home then shows none). */
export async function currentLaunchChecklist(db: Kysely<Database>): Promise<LaunchItem[] | null> {
  const items = launchChecklist(await readLaunchState(db), {
    claims: staffPaths.staffClaims,
    newProfile: staffPathTo('staffProfile', { id: 'new' }),
    newCaseStudy: staffPathTo('staffCaseStudy', { id: 'new' }),
  })
  return items.every((item) => item.done) ? null : items
}
