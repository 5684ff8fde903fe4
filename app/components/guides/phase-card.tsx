import type { Phase } from '~/content/schema'
import { ServerHtml } from '~/components/ui/server-html'
import { loadedViews } from '~/content/guides/loaded'
import type { LevelScale } from '~/lib/level-colour'
import { phaseCardId, phaseTitleId } from './use-current-phase'

interface PhaseCardProps {
  id: number
  /** The phase's content; undefined only in the browser before the guide's content arrived, where the card still
   *  shows the server's HTML (a card is only mounted without content during the first hydration). */
  phase: Phase | undefined
  scale: LevelScale
}

/**
 * One roadmap phase's card. Its content (./phase-card-content.tsx) is static, so the first hydration keeps the
 * server's DOM, the loader data need not carry it, and its code comes with the guide's content views
 * (./content-views.ts) instead of the first load.
 */
export function PhaseCard({ id, phase, scale }: PhaseCardProps) {
  const Content = loadedViews()?.PhaseCardContent
  return (
    <section
      id={phaseCardId({ id })}
      aria-labelledby={phaseTitleId({ id })}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm print:mb-8 print:shadow-none"
    >
      <ServerHtml>{phase && Content ? <Content phase={phase} scale={scale} /> : null}</ServerHtml>
    </section>
  )
}
