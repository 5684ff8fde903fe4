import type { MouseEvent } from 'react'
import type { GuideNextSteps as NextSteps } from '~/content/guides/next-steps'
import type { Guide } from '~/content/schema'
import { ServerHtml } from '~/components/ui/server-html'
import { CapstoneList } from './capstone-list'
import { GuideExtras } from './guide-extras'
import { GuideHeader } from './guide-header'
import { GuideNextSteps } from './guide-next-steps'
import { PhaseBar } from './phase-bar'
import { PhaseCard } from './phase-card'
import { PhasePager } from './phase-pager'
import { PromptList } from './prompt-list'
import { useCurrentPhase } from './use-current-phase'

/**
 * The one renderer for every roadmap guide (SPEC §2 Roadmap guides). All phase cards are in the HTML; the
 * non-current ones carry `hidden` (and show in print), so the page reads without scripts and prints whole.
 */
interface GuidePageProps {
  guide: Guide
  initialPhase: number
  /** The study planner's HTML, rendered by the loader (server/study-planner.server.ts). */
  plannerHtml: string
  /** Header links to the planner and to the track comparison. */
  headerLinks: { label: string; href: string }[]
  /** The pace note and closing call to action, built by the loader from the matching bootcamp. */
  nextSteps: NextSteps
}

export function GuidePage({ guide, initialPhase, plannerHtml, headerLinks, nextSteps }: GuidePageProps) {
  const { index, select } = useCurrentPhase(guide.phases, initialPhase)
  const currentId = String(guide.phases[index]!.id)

  // The planner is server HTML: its phase links switch phase in place, and its links and form carry the current phase.
  function onPlannerClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a')
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (link.dataset.phaseIndex) {
      event.preventDefault()
      select(Number(link.dataset.phaseIndex), { focusCard: true })
    } else if (link.dataset.planClear !== undefined) link.search = `?phase=${currentId}`
  }
  return (
    <>
      <GuideHeader guide={guide} pace={nextSteps.pace} links={headerLinks} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="roadmap-title">
          <h2 id="roadmap-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Roadmap
          </h2>
          <p className="no-print mt-2 text-slate-600">
            {guide.phases.length} phases, from Phase {guide.phases[0]!.id} to Phase {guide.phases.at(-1)!.id}. Choose a
            phase, or step through them with Previous and Next.
          </p>
          <div className="mt-6">
            <PhaseBar phases={guide.phases} current={index} columns={guide.phaseColumns} onSelect={(i) => select(i)} />
          </div>
          <div className="mt-6">
            {guide.phases.map((phase, i) => (
              <PhaseCard key={phase.id} phase={phase} scale={guide.levelScale} current={i === index} />
            ))}
          </div>
          <PhasePager phases={guide.phases} current={index} onSelect={(i) => select(i, { focusCard: true })} />
        </section>

        <div
          onClick={onPlannerClick}
          onSubmit={(event) => {
            const field = (event.target as HTMLFormElement).elements.namedItem('phase')
            if (field instanceof HTMLInputElement) field.value = currentId
          }}
          dangerouslySetInnerHTML={{ __html: plannerHtml }}
        />

        <ServerHtml>
          <CapstoneList heading={guide.capstonesHeading} capstones={guide.capstones} columns={guide.capstoneColumns} />
          <PromptList heading={guide.promptsHeading} prompts={guide.prompts} />
          <GuideExtras extras={guide.extras} />
        </ServerHtml>
        <GuideNextSteps steps={nextSteps} />
      </div>
    </>
  )
}
