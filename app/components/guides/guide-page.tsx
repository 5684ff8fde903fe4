import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { GuideNextSteps as NextSteps } from '~/content/guides/next-steps'
import type { GuideOutline } from '~/content/guides/outline'
import { guidePhaseCopy as copy, type GuidePrintCopy } from '~/content/guides/page-copy'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { ServerHtml } from '~/components/ui/server-html'
import { guidePath } from '~/content/site-routes'
import { fillTemplate } from '~/lib/format'
import { absoluteUrl } from '~/lib/site-url'
import { planSearch, printSearch } from '~/lib/phase-nav'
import { GuideEnrolBar, type GuideEnrolSlot } from './guide-enrol'
import { GuideHeader } from './guide-header'
import { GuideNextSteps } from './guide-next-steps'
import { PhaseBar } from './phase-bar'
import { PhaseCard } from './phase-card'
import { PhasePager } from './phase-pager'
import type { GuideContent } from './content-views'

/**
 * The one renderer for every roadmap guide. The phase view shows the current phase (the
 * address's `?phase=<id>`, which the server renders too, so every phase reads without scripts and can be shared); the
 * print view (`?view=print`) shows every phase on one page. What React does not hydrate (the phases' content, the
 * capstones, prompts and extras) is in the first response as HTML only, rendered from `content`.
 */
export interface GuidePageProps {
  guide: GuideOutline
  /**
   * The guide's full content and the views that render it: given on the server. A guide is read without React
   * (decision 031); undefined would keep the server's HTML of everything it renders (`ServerHtml`).
   */
  content: GuideContent | undefined
  initialPhase: number
  /** The print view's copy: given for the print view (`?view=print`), which shows every phase. */
  printCopy: GuidePrintCopy | undefined
  /** Header links to the planner and to the track comparison. */
  headerLinks: { label: string; href: string }[]
  /** The pace note and closing call to action, built by the loader from the matching bootcamp. */
  nextSteps: NextSteps
  /** A guide with a shown bootcamp: its fee, next batch and Register, in the header and the phone's bar. */
  enrol?: GuideEnrolSlot
}

export function GuidePage(props: GuidePageProps) {
  return props.printCopy ? <PrintView {...props} printCopy={props.printCopy} /> : <PhaseView {...props} />
}

function PhaseView({ guide, content, initialPhase, headerLinks, nextSteps, enrol }: GuidePageProps) {
  const index = initialPhase
  const { search } = useLocation()
  const current = guide.phases[index]!
  const currentId = String(current.id)

  return (
    <GuideFrame
      guide={guide}
      content={content}
      headerLinks={headerLinks}
      nextSteps={nextSteps}
      enrol={enrol}
      planner={<Planner content={content} currentPhaseId={current.id} />}
    >
      <section aria-labelledby="roadmap-title">
        <h2 id="roadmap-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Roadmap
        </h2>
        <p className="no-print mt-2 text-slate-600">
          {guide.phases.length} phases, from Phase {guide.phases[0]!.id} to Phase {guide.phases.at(-1)!.id}. Choose a
          phase, or step through them with Previous and Next.{' '}
          <Link
            to={printSearch(search)}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-indigo-700 hover:underline"
          >
            <Icon name="file-text" className="h-4 w-4" />
            {copy.printLink}
          </Link>
        </p>
        <div className="mt-6">
          <PhaseBar phases={guide.phases} current={index} columns={guide.phaseColumns} />
        </div>
        <div className="mt-6">
          <PhaseCard key={current.id} id={current.id} index={index} content={content} />
          <p className="mt-4 hidden text-sm text-slate-700 print:block">
            {fillTemplate(copy.printNote, {
              phase: currentId,
              url: absoluteUrl(`${guidePath(guide.slug)}?view=print`),
            })}
          </p>
        </div>
        <PhasePager phases={guide.phases} current={index} />
      </section>
    </GuideFrame>
  )
}

function PrintView({
  guide,
  content,
  printCopy,
  headerLinks,
  nextSteps,
  enrol,
}: GuidePageProps & { printCopy: GuidePrintCopy }) {
  const { search } = useLocation()
  return (
    <GuideFrame
      guide={guide}
      content={content}
      headerLinks={headerLinks}
      nextSteps={nextSteps}
      enrol={enrol}
      planner={<Planner content={content} currentPhaseId={guide.phases[0]!.id} />}
    >
      <section aria-labelledby="roadmap-title">
        <h2 id="roadmap-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {printCopy.title}
        </h2>
        <div className="no-print">
          <p className="mt-2 max-w-3xl text-slate-600">
            {fillTemplate(printCopy.lead, { count: guide.phases.length, prompts: guide.promptsHeading.toLowerCase() })}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
            {/* The guides are read without React (decision 031): <rw-print> shows the button and hides the hint. */}
            <rw-print className="contents">
              <Button size="md" hidden>
                <Icon name="file-text" className="h-4 w-4" />
                {printCopy.button}
              </Button>
              <p className="text-sm text-slate-700" data-print-hint="">
                {printCopy.hint}
              </p>
            </rw-print>
            <Link
              to={`${guidePath(guide.slug)}${planSearch(search)}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline"
            >
              <Icon name="arrow-left" className="h-4 w-4" />
              {printCopy.backLink}
            </Link>
          </div>
        </div>
        <div className="mt-8 space-y-8">
          {guide.phases.map((phase, i) => (
            <PhaseCard key={phase.id} id={phase.id} index={i} content={content} />
          ))}
        </div>
      </section>
    </GuideFrame>
  )
}

/**
 * The study planner for the address's plan: static markup (its links and form work without scripts), rendered by the
 * server (./planner.ts).
 */
function Planner({ content, currentPhaseId }: { content: GuideContent | undefined; currentPhaseId: number }) {
  const { search } = useLocation()
  return <ServerHtml>{content ? content.views.planner(content.guide, search, currentPhaseId) : null}</ServerHtml>
}

/**
 * What both views share: the header, the study planner, the capstones, prompts and extras, the next steps and, on a
 * phone, the Register bar (sticky within the guide, so it ends above the footer).
 */
function GuideFrame({
  guide,
  content,
  headerLinks,
  nextSteps,
  enrol,
  planner,
  children,
}: Pick<GuidePageProps, 'guide' | 'content' | 'headerLinks' | 'nextSteps' | 'enrol'> & {
  planner: ReactNode
  children: ReactNode
}) {
  const Sections = content?.views.GuideSections
  return (
    <div>
      <GuideHeader guide={guide} pace={nextSteps.pace} links={headerLinks} enrol={enrol} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {children}
        {planner}
        <ServerHtml>{content && Sections ? <Sections content={content.guide} /> : null}</ServerHtml>
        <GuideNextSteps steps={nextSteps} />
      </div>
      {enrol ? <GuideEnrolBar {...enrol} /> : null}
    </div>
  )
}
