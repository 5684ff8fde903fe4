import type { Guide } from '../schema'

/** Guide slugs in the order the courses page lists them. */
export const guideSlugs = [
  'frontend',
  'backend',
  'fullstack',
  'mern',
  'aiml',
  'genai',
  'ds',
  'dataanalytics',
  'dataengineer',
  'android',
  'cloud',
  'devops',
] as const
export type GuideSlug = (typeof guideSlugs)[number]

// One dynamic import per guide: each guide's content is its own chunk, loaded only by its route's loader.
const loaders: Record<GuideSlug, () => Promise<{ guide: Guide }>> = {
  frontend: () => import('./frontend'),
  backend: () => import('./backend'),
  fullstack: () => import('./fullstack'),
  mern: () => import('./mern'),
  aiml: () => import('./aiml'),
  genai: () => import('./genai'),
  ds: () => import('./ds'),
  dataanalytics: () => import('./dataanalytics'),
  dataengineer: () => import('./dataengineer'),
  android: () => import('./android'),
  cloud: () => import('./cloud'),
  devops: () => import('./devops'),
}

export function isGuideSlug(value: string | undefined): value is GuideSlug {
  return (guideSlugs as readonly string[]).includes(value ?? '')
}

const loaded = new Map<GuideSlug, Guide>()

/** Loads one guide's content module, or undefined for an unknown slug. */
export async function loadGuide(slug: string | undefined): Promise<Guide | undefined> {
  if (!isGuideSlug(slug)) return undefined
  const { guide } = await loaders[slug]()
  loaded.set(slug, guide)
  return guide
}

/**
 * A guide this process has already loaded, synchronously: on the server the route's loader loads it before the page
 * renders; in the browser, once the guide page fetched its content chunk (issue 10: the first response carries the
 * content as HTML only, not also as loader data).
 */
export function loadedGuide(slug: string): Guide | undefined {
  return isGuideSlug(slug) ? loaded.get(slug) : undefined
}
