import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { perSiteVersion } from '../site-memo.server'
import { readCaseStudies, type CaseStudy } from './store.server'

function publicFields(c: CaseStudy): CaseStudy {
  const { id, slug, title, client, sector, problem, built, stack, results, liveUrl, screenshots } = c
  return { id, slug, title, client, sector, problem, built, stack, results, liveUrl, screenshots }
}

async function readShown(): Promise<CaseStudy[]> {
  const all = await readCaseStudies((await getDatabase()).db)
  // The store never saves a shown one without consent; the check here keeps a hand-edited row off the site too.
  return all.filter((c) => c.shown && c.consentOn).map(publicFields)
}

const shownCaseStudies = perSiteVersion(readShown)

/**
 * The published case studies, read once per site-content version (a save shows on every server within about a
 * second). At build time there is no database and none: the page says they are being written up.
 */
export async function currentCaseStudies(): Promise<CaseStudy[]> {
  if (isPrerendering()) return []
  return shownCaseStudies()
}
