// From fully free (green) to mostly free (orange) and below (red); 800-weight text on 100 tints for contrast.
const steps: [minPercent: number, classes: string][] = [
  [100, 'bg-green-100 text-green-800 ring-green-200'],
  [95, 'bg-emerald-100 text-emerald-800 ring-emerald-200'],
  [90, 'bg-lime-100 text-lime-800 ring-lime-300'],
  [85, 'bg-yellow-100 text-yellow-800 ring-yellow-300'],
  [80, 'bg-amber-100 text-amber-800 ring-amber-300'],
  [70, 'bg-orange-100 text-orange-800 ring-orange-200'],
]
const below = 'bg-red-100 text-red-800 ring-red-200'

/** Tailwind classes for a cloud phase's free-tier label ('95% Free'), coloured by its percentage. */
export function freeTierColour(label: string): string {
  const percent = Number(/(\d+(?:\.\d+)?)\s*%/.exec(label)?.[1] ?? Number.NaN)
  if (Number.isNaN(percent)) return 'bg-gray-100 text-gray-800 ring-gray-200'
  return steps.find(([min]) => percent >= min)?.[1] ?? below
}
