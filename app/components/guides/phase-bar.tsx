import type { Phase } from '~/content/schema'
import { cn } from '~/lib/cn'
import { PhaseLink } from './phase-link'

// Static class names, so Tailwind generates them.
const baseCols: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4' }
const smCols: Record<number, string> = { 4: 'sm:grid-cols-4', 5: 'sm:grid-cols-5', 6: 'sm:grid-cols-6' }
const lgCols: Record<number, string> = {
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
  7: 'lg:grid-cols-7',
  8: 'lg:grid-cols-8',
}

/** Columns for `total` buttons with at most `max` a row, spread over as few, evenly filled rows as possible. */
function balanced(total: number, max: number): number {
  return Math.ceil(total / Math.ceil(total / max))
}

/** On phones: 4 columns (fewest rows), or 3 when that fills the same number of rows more evenly (9 phases). */
function phoneColumns(total: number): number {
  const rows = (cols: number) => Math.ceil(total / cols)
  return rows(3) === rows(4) && total % 3 === 0 ? 3 : 4
}

interface PhaseBarProps {
  phases: readonly Pick<Phase, 'id' | 'title'>[]
  current: number
  /** Columns on wide screens (the guide's phaseColumns); balanced rows when absent. */
  columns?: number
}

/**
 * The row of 'Phase N' links, each a link to that phase's page (a guide is read without React, decision 031: every
 * phase is a Tab stop); the current one is marked aria-current.
 */
export function PhaseBar({ phases, current, columns }: PhaseBarProps) {
  const lg = columns ?? balanced(phases.length, 8)
  return (
    <nav aria-label="Roadmap phases" className="no-print">
      <ul
        className={cn(
          'grid gap-2',
          baseCols[phoneColumns(phases.length)],
          smCols[balanced(phases.length, 6)],
          lgCols[lg],
        )}
      >
        {phases.map((phase, i) => {
          const active = i === current
          return (
            <li key={phase.id} className="flex">
              <PhaseLink
                phaseId={phase.id}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-semibold transition-colors',
                  active
                    ? 'border-indigo-700 bg-indigo-700 text-white shadow-md shadow-indigo-700/20'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800',
                )}
              >
                <span className="whitespace-nowrap">Phase {phase.id}</span>
                <span
                  className={cn(
                    'mt-0.5 hidden text-xs leading-snug font-normal lg:line-clamp-3',
                    active ? 'text-indigo-100' : 'text-slate-600',
                  )}
                >
                  {phase.title}
                </span>
              </PhaseLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
