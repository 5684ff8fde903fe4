import type { z } from 'zod'
import type { LevelScaleSchema } from '~/content/schema'

export type LevelScale = z.infer<typeof LevelScaleSchema>

// Light tints with 800-weight text: every pair stays above 4.5:1 contrast.
const blue = 'bg-blue-100 text-blue-800 ring-blue-200'
const green = 'bg-green-100 text-green-800 ring-green-200'
const yellow = 'bg-yellow-100 text-yellow-800 ring-yellow-300'
const orange = 'bg-orange-100 text-orange-800 ring-orange-200'
const red = 'bg-red-100 text-red-800 ring-red-200'
const purple = 'bg-purple-100 text-purple-800 ring-purple-200'
const indigo = 'bg-indigo-100 text-indigo-800 ring-indigo-200'
const grey = 'bg-gray-100 text-gray-800 ring-gray-200'

const scales: Record<LevelScale, Record<string, string>> = {
  android: { Foundation: blue, Beginner: green, Intermediate: yellow, Advanced: orange, Expert: red },
  standard: {
    'Absolute Beginner': blue,
    Beginner: green,
    'Beginner to Intermediate': yellow,
    Intermediate: orange,
    'Intermediate to Advanced': red,
    Advanced: purple,
    Expert: indigo,
  },
}

/** Tailwind classes for a phase's level badge ; any level outside the scale is grey. */
export function levelColour(level: string, scale: LevelScale): string {
  return Object.hasOwn(scales[scale], level) ? scales[scale][level]! : grey
}
