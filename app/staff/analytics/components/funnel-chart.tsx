import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'

const counts = new Intl.NumberFormat('en-IN')
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })

/**
 * The funnel of the whole range: one bar per step, as wide as its share of visitors (SVG, so no inline style), with
 * each step's count and share written out as a list that screen readers read.
 */
export function FunnelChart({ steps }: { steps: number[] }) {
  const { funnel } = analyticsCopy
  const visitors = steps[0] ?? 0
  return (
    <ol className="mt-4 space-y-2" aria-label={funnel.title}>
      {funnel.steps.map((label, i) => {
        const n = steps[i] ?? 0
        const share = visitors > 0 ? n / visitors : 0
        return (
          <li key={label} className="grid gap-1 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-3">
            <span className="text-sm font-semibold text-slate-800">
              {label}: {counts.format(n)}
              {i > 0 ? (
                <span className="font-normal text-slate-700">
                  {' '}
                  ({funnel.of.replace('{percent}', percent.format(share))})
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
              <rect x="0" y="0" width={Math.max(share * 100, n > 0 ? 0.5 : 0)} height="6" fill="#4f46e5" />
            </svg>
          </li>
        )
      })}
    </ol>
  )
}
