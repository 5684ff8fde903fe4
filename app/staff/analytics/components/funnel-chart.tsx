import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import type { FunnelStep } from '~/staff/analytics/lib/funnel'

const counts = new Intl.NumberFormat('en-IN')
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })

/**
 * The funnel of the whole range: one bar per step, as wide as its people against the visitors (SVG, so no inline
 * style), with each step's people and share of the step before written out as a list that screen readers read.
 */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const { funnel } = analyticsCopy
  const visitors = steps[0]?.people ?? 0
  return (
    <ol className="mt-4 space-y-2" aria-label={funnel.title}>
      {steps.map((step, i) => {
        const before = steps[i - 1]?.people ?? 0
        const width = visitors > 0 ? Math.min(1, step.people / visitors) : 0
        return (
          <li
            key={step.id}
            data-step={step.id}
            className="grid gap-1 sm:grid-cols-[18rem_1fr] sm:items-center sm:gap-3"
          >
            <span className="text-sm font-semibold text-slate-800">
              {funnel.steps[step.id]}: {counts.format(step.people)}
              {i > 0 ? (
                <span className="font-normal text-slate-700">
                  {' '}
                  (
                  {step.share === null ? funnel.noneBefore : funnel.of.replace('{percent}', percent.format(step.share))}
                  {step.clamped && before > 0
                    ? `; ${funnel.capped.replace('{count}', counts.format(step.people - before))}`
                    : ''}
                  )
                </span>
              ) : null}
            </span>
            <svg
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="h-4 w-full"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="0" y="0" width="100" height="6" fill="#f1f5f9" />
              <rect x="0" y="0" width={Math.max(width * 100, step.people > 0 ? 0.5 : 0)} height="6" fill="#4f46e5" />
            </svg>
          </li>
        )
      })}
    </ol>
  )
}
