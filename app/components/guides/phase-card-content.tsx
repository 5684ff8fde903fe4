import type { Phase } from '~/content/schema'
import { cn } from '~/lib/cn'
import { freeTierColour } from '~/lib/free-tier-colour'
import { levelColour, type LevelScale } from '~/lib/level-colour'
import { Badge } from './badge'
import { InlineCode } from './inline-code'
import { bulletList, labList, numberedList } from './list-styles'
import { phaseTitleId } from './phase-ids'
import { Icon } from '~/components/ui/icon'

/**
 * One phase's content: title, badges, objective, requirements, numbered pages and the optional mini project. Part of
 * the guide's content views (./content-views.ts), which only the route's loader imports (a guide is read without
 * React, decision 031).
 */
export function PhaseCardContent({ phase, scale }: { phase: Phase; scale: LevelScale }) {
  return (
    <>
      <div className="border-b border-slate-200 p-5 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 sm:flex">
            <Icon name={phase.icon} className="block h-6 w-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Phase {phase.id}</p>
            <h3
              id={phaseTitleId(phase)}
              tabIndex={-1}
              className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
            >
              {phase.title}
            </h3>
          </div>
        </div>
        <ul aria-label="Phase details" className="mt-5 flex flex-wrap gap-2">
          <li>
            <Badge className={levelColour(phase.level, scale)}>
              <Icon name="gauge" className="h-3.5 w-3.5" />
              <span className="sr-only">Level: </span>
              {phase.level}
            </Badge>
          </li>
          <li>
            <Badge className="bg-slate-100 text-slate-800 ring-slate-200">
              <Icon name="clock" className="h-3.5 w-3.5" />
              <span className="sr-only">Duration: </span>
              {phase.duration}
            </Badge>
          </li>
          {phase.freeTier ? (
            <li>
              <Badge className={freeTierColour(phase.freeTier)}>
                <Icon name="piggy-bank" className="h-3.5 w-3.5" />
                <span className="sr-only">AWS free tier: </span>
                {phase.freeTier}
              </Badge>
            </li>
          ) : null}
        </ul>
        <div className="mt-6">
          <h4 className="text-sm font-semibold text-slate-900">Objective</h4>
          <p className="mt-1 max-w-4xl text-base leading-7 text-slate-700">{phase.objective}</p>
        </div>
        {phase.requirements ? (
          <div className="mt-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
            <Icon name="triangle-alert" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
            <div>
              <h4 className="text-sm font-semibold">Requirements</h4>
              <p className="mt-1 text-sm leading-6">
                <InlineCode text={phase.requirements} />
              </p>
            </div>
          </div>
        ) : null}
      </div>

      <ol className="divide-y divide-slate-200">
        {phase.pages.map((page, i) => (
          <li key={page.title} className="p-5 sm:p-8">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <h4 className="pt-0.5 text-lg font-semibold text-slate-900 sm:text-xl">
                <span className="sr-only">Page {i + 1}: </span>
                {page.title}
              </h4>
            </div>
            <div className="mt-5 grid gap-6 *:min-w-0 md:grid-cols-2 md:gap-10">
              <div>
                <h5 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">
                  <Icon name="list-checks" className="h-4 w-4 text-indigo-700" /> Topics Covered
                </h5>
                <ul className={cn('mt-3 space-y-2.5 text-[0.9375rem] text-slate-700', bulletList)}>
                  {page.topics.map((topic) => (
                    <li key={topic}>
                      <InlineCode text={topic} />
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h5 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">
                  <Icon name="flask" className="h-4 w-4 text-emerald-700" /> Hands-On Labs
                </h5>
                <ul className={cn('mt-3 space-y-2.5 text-[0.9375rem]', labList)}>
                  {page.handsOn.map((item) => (
                    <li key={item}>
                      <InlineCode text={item} />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            {page.cost ? (
              <p className="mt-5 flex gap-2.5 rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700 ring-1 ring-slate-200">
                <Icon name="wallet" className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" />
                <span>
                  <strong className="font-semibold text-slate-900">Cost: </strong>
                  <InlineCode text={page.cost} />
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>

      {phase.miniProject ? (
        <div className="border-t border-slate-200 p-5 sm:p-8">
          <div className="rounded-xl bg-indigo-50 p-5 ring-1 ring-indigo-100 sm:p-6">
            <p aria-hidden="true" className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">
              Mini Project
            </p>
            <h4 className="mt-1 text-xl font-bold text-slate-900">
              <span className="sr-only">Mini Project: </span>
              {phase.miniProject.title}
            </h4>
            <p className="mt-2 leading-7 text-slate-700">
              <InlineCode text={phase.miniProject.description} />
            </p>
            <h5 className="mt-5 text-sm font-semibold text-slate-900">Deliverables</h5>
            <ol className={cn('mt-3 space-y-2.5 text-[0.9375rem] text-slate-800', numberedList)}>
              {phase.miniProject.deliverables.map((item) => (
                <li key={item}>
                  <InlineCode text={item} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      ) : null}
    </>
  )
}
