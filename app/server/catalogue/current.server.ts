import { bootcamps as codeBootcamps } from '~/content/studio/bootcamps'
import { crashCourses as codeCrashCourses } from '~/content/studio/crash-courses'
import type { Bootcamp, CrashCourse } from '~/content/studio/schema'
import { getDatabase } from '../db/database.server'
import { isPrerendering } from '../prerendering.server'
import { perSiteVersion } from '../site-memo.server'
import { readCatalogue } from './read.server'

/** What visitors see: the shown courses only, in the site's order. */
export interface ShownCatalogue {
  bootcamps: Bootcamp[]
  crashCourses: CrashCourse[]
}

async function readShown(): Promise<ShownCatalogue> {
  const { bootcamps, crashCourses } = await readCatalogue((await getDatabase()).db)
  const shown = <T extends { shown: boolean }>(items: T[]) =>
    items.filter((item) => item.shown).map(({ shown: _shown, ...item }) => item)
  return { bootcamps: shown(bootcamps), crashCourses: shown(crashCourses) }
}

const shownCatalogue = perSiteVersion(readShown)

/**
 * The shown catalogue, read from the database once per site-content version (a catalogue save bumps it, so every
 * server reads the new catalogue within about a second; docs/decisions/011 and 014). At build time there is no
 * database: the prerendered copies only lend their critical CSS, so they take the code's catalogue.
 */
export async function currentCatalogue(): Promise<ShownCatalogue> {
  if (isPrerendering()) return { bootcamps: codeBootcamps, crashCourses: codeCrashCourses }
  return shownCatalogue()
}

/** The shown bootcamp with this id, or undefined (hidden or unknown). */
export function shownBootcamp(catalogue: ShownCatalogue, id: string): Bootcamp | undefined {
  return catalogue.bootcamps.find((bootcamp) => bootcamp.id === id)
}
