import { ServerHtml } from '~/components/ui/server-html'
import type { GuideContent } from './content-views'
import { phaseCardId, phaseTitleId } from './phase-ids'

interface PhaseCardProps {
  id: number
  /** The phase's index in the guide. */
  index: number
  /** The guide's content; undefined only in the browser before it arrived, where the card still shows the server's
   *  HTML (a card is only mounted without content during the first hydration). */
  content: GuideContent | undefined
}

/**
 * One roadmap phase's card. Its content (./phase-card-content.tsx) is static, so the first hydration keeps the
 * server's DOM, the loader data need not carry it, and its code comes with the guide's content views
 * (./content-views.ts) instead of the first load.
 */
export function PhaseCard({ id, index, content }: PhaseCardProps) {
  const phase = content?.guide.phases[index]
  const Content = content?.views.PhaseCardContent
  return (
    <section
      id={phaseCardId({ id })}
      aria-labelledby={phaseTitleId({ id })}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm print:mb-8 print:shadow-none"
    >
      <ServerHtml>{phase && Content ? <Content phase={phase} scale={content.guide.levelScale} /> : null}</ServerHtml>
    </section>
  )
}
