import type { Phase } from '~/content/schema'
import { nextIndex, previousIndex, progressPercent } from '~/lib/phase-nav'
import { PhaseLink } from './phase-link'
import { Icon } from '~/components/ui/icon'

interface PhasePagerProps {
  phases: readonly Pick<Phase, 'id' | 'title'>[]
  current: number
}

const button =
  'group inline-flex min-h-12 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 sm:px-4'

/** Previous / Next (both wrap around), the 'N of total' label and the progress bar. */
export function PhasePager({ phases, current }: PhasePagerProps) {
  const total = phases.length
  const previous = previousIndex(current, total)
  const next = nextIndex(current, total)
  const percent = progressPercent(current, total)
  const phase = phases[current]!
  return (
    <nav
      aria-label="Previous and next phase"
      className="no-print mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <PhaseLink phaseId={phases[previous]!.id} className={button} data-prefetch="">
          <Icon name="chevron-left" className="h-5 w-5 shrink-0 text-indigo-700" />
          <span className="flex flex-col text-left leading-tight">
            <span className="text-sm font-semibold">Previous</span>
            <span className="text-xs text-slate-600">Phase {phases[previous]!.id}</span>
          </span>
        </PhaseLink>
        <p className="text-center text-sm font-semibold text-slate-800">
          {current + 1} of {total}
        </p>
        <PhaseLink phaseId={phases[next]!.id} className={button} data-prefetch="">
          <span className="flex flex-col text-right leading-tight">
            <span className="text-sm font-semibold">Next</span>
            <span className="text-xs text-slate-600">Phase {phases[next]!.id}</span>
          </span>
          <Icon name="chevron-right" className="h-5 w-5 shrink-0 text-indigo-700" />
        </PhaseLink>
      </div>
      <div
        role="progressbar"
        aria-label="Roadmap progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={`Phase ${phase.id}, ${current + 1} of ${total}`}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-700 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </nav>
  )
}
