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

/** Loads one guide's content module, or undefined for an unknown slug. */
export async function loadGuide(slug: string | undefined): Promise<Guide | undefined> {
  if (!isGuideSlug(slug)) return undefined
  const { guide } = await loaders[slug]()
  return guide
}
