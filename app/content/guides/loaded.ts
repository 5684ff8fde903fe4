import type { ReactNode } from 'react'
import type { Guide } from '../schema'

const loaded = new Map<string, Guide>()

/** Keeps a guide that `loadGuide` (./index.ts) loaded, for `loadedGuide`. */
export function rememberGuide(guide: Guide): void {
  loaded.set(guide.slug, guide)
}

/**
 * A guide this process has already loaded, synchronously: on the server the route's loader loads it before the page
 * renders; in the browser the route's clientLoader loads the guide's content chunk on the first client-side navigation
 * that needs it (issue 10: the first response carries the content as HTML only, not also as loader data). This module
 * has no dynamic import, so the guide page's first-load JavaScript does not grow by the chunk map and Vite's preload
 * helper; those come with the clientLoader's own chunk.
 */
export function loadedGuide(slug: string): Guide | undefined {
  return loaded.get(slug)
}

type Planner = (guide: Guide, search: string, currentPhaseId: number) => ReactNode
let planner: Planner | undefined

/** Makes the study planner available to the guide page (components/guides/planner.ts), like `rememberGuide`. */
export function providePlanner(render: Planner): void {
  planner = render
}

/** The study planner once the loader or clientLoader provided it; undefined during the first hydration. */
export function loadedPlanner(): Planner | undefined {
  return planner
}
