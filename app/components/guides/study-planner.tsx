import type { PlannerCopy } from '~/content/guides/study-plan'
import { guidePath, pathTo } from '~/content/site-routes'
import {
  PLAN_LIMITS,
  formatPlanDate,
  formatWeeks,
  type PlanParams,
  type StudyPlan,
  type WeeklyEffort,
} from '~/lib/study-plan'
import { fillTemplate } from '~/lib/format'
import { Icon } from '~/components/ui/icon'
import { Button, buttonClass } from '~/components/ui/button'

export interface StudyPlannerProps {
  guideSlug: string
  phases: readonly { id: number; title: string }[]
  effort: WeeklyEffort
  effortLabel: string
  copy: PlannerCopy
  input: PlanParams
  plan: StudyPlan | undefined
  currentPhaseId: number
}

/**
 * "I can study N hours a week, starting DATE": a plain GET form, the rule it applies, and when a plan is set the dates
 * of every phase and a calendar download. The plan prints with the guide; the form does not.
 *
 * Rendered by the guide page through its content's `views.planner` (./planner.ts, ./content-views.ts), on the server
 * only: a guide is read without React (decision 031), so its links and form are plain HTML, each carrying the phase.
 */
export function StudyPlanner(props: StudyPlannerProps) {
  const { guideSlug, phases, effort, effortLabel, copy, input, plan, currentPhaseId } = props
  const planSearch = plan ? `?${new URLSearchParams({ hours: String(plan.hours), start: plan.start })}` : ''
  const errors = input.status === 'invalid' ? input.errors : {}
  const hoursValue = input.status === 'none' ? String(effort.min) : String(input.hours)
  const startValue = input.status === 'none' ? '' : input.start
  const exampleHours = plan?.hours ?? Math.max(1, Math.round((effort.min * 2) / 3))
  const rule = fillTemplate(copy.rule, {
    effort: effortLabel,
    min: effort.min,
    exampleHours,
    exampleWeeks: formatWeeks((7 * effort.min) / exampleHours),
  })
  const describedBy = (field: 'hours' | 'start') => (errors[field] ? `plan-${field}-error` : undefined)
  const icsHref = plan ? `${pathTo('guidePlan', { guide: guideSlug })}${planSearch}` : undefined

  return (
    <section
      id="study-plan"
      aria-labelledby="study-plan-title"
      className={`mt-12 rounded-2xl border border-indigo-100 bg-indigo-50/50 p-5 sm:p-8 ${plan ? 'print:border-0 print:bg-white print:p-0' : 'no-print'}`}
    >
      <h2 id="study-plan-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {plan ? copy.resultTitle : copy.heading}
      </h2>
      <div className="no-print">
        <p className="mt-2 max-w-3xl leading-7 text-slate-700">{copy.lead}</p>
        <form
          method="get"
          action={`${guidePath(guideSlug)}#study-plan`}
          className="mt-5 flex flex-wrap items-end gap-x-3 gap-y-4 text-slate-900"
        >
          <input type="hidden" name="phase" value={currentPhaseId} />
          <div>
            <label htmlFor="plan-hours" className="block text-sm font-semibold">
              {copy.hoursLabel}
            </label>
            <div className="mt-1 flex items-center gap-2">
              <input
                id="plan-hours"
                name="hours"
                type="number"
                inputMode="numeric"
                min={PLAN_LIMITS.minHours}
                max={PLAN_LIMITS.maxHours}
                step={1}
                required
                defaultValue={hoursValue}
                aria-invalid={errors.hours ? true : undefined}
                aria-describedby={describedBy('hours')}
                className="h-11 w-20 rounded-lg border border-slate-300 bg-white px-3 text-base"
              />
              <span className="text-sm">{copy.hoursSuffix}</span>
            </div>
          </div>
          <div>
            <label htmlFor="plan-start" className="block text-sm font-semibold">
              {copy.startLabel}
            </label>
            <input
              id="plan-start"
              name="start"
              type="date"
              required
              min={`${PLAN_LIMITS.minYear}-01-01`}
              max={`${PLAN_LIMITS.maxYear}-12-31`}
              defaultValue={startValue}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={describedBy('start')}
              className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
            />
          </div>
          <Button type="submit" size="md" className="h-11">
            {copy.submit}
          </Button>
          {input.status === 'none' ? null : (
            <a
              href={`?phase=${currentPhaseId}`}
              className="flex h-11 items-center text-sm font-semibold text-indigo-700 hover:underline"
            >
              {copy.clear}
            </a>
          )}
        </form>
        {input.status === 'invalid' ? (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
            <p className="font-semibold">{copy.errorTitle}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.hours ? <li id="plan-hours-error">{errors.hours}</li> : null}
              {errors.start ? <li id="plan-start-error">{errors.start}</li> : null}
            </ul>
          </div>
        ) : null}
        <p className="mt-4 max-w-4xl text-sm leading-6 text-slate-700">{rule}</p>
        <p className="mt-1 max-w-4xl text-sm leading-6 text-slate-600">{copy.ruleDetails}</p>
      </div>

      {plan ? (
        <div className="mt-6">
          <p className="text-lg font-semibold text-slate-900" role="status">
            {fillTemplate(copy.resultSummary, {
              hours: plan.hours,
              start: formatPlanDate(plan.start),
              finish: formatPlanDate(plan.finish),
              weeks: formatWeeks(plan.totalDays),
            })}
          </p>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">{copy.tableCaption}</caption>
            <thead>
              <tr className="border-b-2 border-indigo-200 text-xs tracking-wide text-slate-600 uppercase">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {copy.columns.phase}
                </th>
                <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                  {copy.columns.starts}
                </th>
                <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                  {copy.columns.ends}
                </th>
                <th scope="col" className="hidden py-2 pl-2 text-right font-semibold sm:table-cell print:table-cell">
                  {copy.columns.days}
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.phases.map((planned, i) => (
                <tr key={planned.id} className="border-b border-indigo-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <a
                      href={`?phase=${planned.id}&${planSearch.slice(1)}#phase-${planned.id}`}
                      className="font-medium text-indigo-800 hover:underline print:text-slate-900 print:no-underline"
                    >
                      <span className="font-semibold">{planned.id}.</span> {phases[i]!.title}
                    </a>
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">{formatPlanDate(planned.start)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{formatPlanDate(planned.end)}</td>
                  <td className="hidden py-2 pl-2 text-right tabular-nums sm:table-cell print:table-cell">
                    {planned.days}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="no-print mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
            <a href={icsHref} download className={buttonClass({ variant: 'secondary', size: 'md' })}>
              <Icon name="calendar-plus" className="h-4 w-4" />
              {copy.calendar}
            </a>
            <p className="text-sm text-slate-600">{copy.calendarHint}</p>
          </div>
        </div>
      ) : null}
    </section>
  )
}
