import type { Opening } from '~/content/careers-types'
import { istToday } from '~/lib/ist'
import { contentVersions } from '../content-version.server'
import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { readOpenings } from './store.server'

/** An opening as the public sees it: open (taking applications) or closed; drafts are never public. */
export interface PublicOpening extends Opening {
  accepting: boolean
}

/**
 * Open means staff opened it and its apply-by day has not passed in India. An opening past that day is shown as
 * closed without anyone closing it: the site version changes at midnight in India, so the pages follow the same day.
 */
export function isAccepting(opening: Pick<Opening, 'status' | 'applyBy'>, now = new Date()): boolean {
  return opening.status === 'open' && opening.applyBy >= istToday(now)
}

let memo: { key: string; openings: Promise<PublicOpening[]> } | undefined

async function readPublic(): Promise<PublicOpening[]> {
  const now = new Date()
  const all = await readOpenings((await getDatabase()).db)
  return all
    .filter((opening) => opening.status !== 'draft')
    .map((opening) => ({ ...opening, accepting: isAccepting(opening, now) }))
}

/**
 * Every public opening (open and closed), read once per site-content version: an opening's save bumps it, so every
 * server shows the change within about a second (docs/decisions/017). At build time there is no database and no
 * opening (the prerendered /careers only lends its critical CSS).
 */
export async function currentOpenings(): Promise<PublicOpening[]> {
  if (isPrerendering()) return []
  const { site } = await contentVersions()
  if (memo?.key !== site) {
    const openings = readPublic()
    memo = { key: site, openings }
    openings.catch(() => {
      if (memo?.openings === openings) memo = undefined
    })
  }
  return memo.openings
}

/** The public opening with this slug (open or closed), or undefined for a draft or an unknown slug. */
export async function publicOpening(slug: string): Promise<PublicOpening | undefined> {
  return (await currentOpenings()).find((opening) => opening.slug === slug)
}
