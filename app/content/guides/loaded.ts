import type { ComponentType, ReactNode } from 'react'
import type { LevelScale } from '~/lib/level-colour'
import type { Guide, Phase } from '../schema'

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

/** What renders a loaded guide's content (components/guides/content-views.ts). */
export interface GuideViews {
  PhaseCardContent: ComponentType<{ phase: Phase; scale: LevelScale }>
  GuideSections: ComponentType<{ content: Guide }>
  planner: (guide: Guide, search: string, currentPhaseId: number) => ReactNode
}
let views: GuideViews | undefined

/**
 * Makes the content views available to the guide page, like `rememberGuide`: the route's loader and clientLoader
 * provide them with the guide's content.
 */
export function provideViews(guideViews: GuideViews): void {
  views = guideViews
}

/** The content views once the loader or clientLoader provided them; undefined during the first hydration. */
export function loadedViews(): GuideViews | undefined {
  return views
}
