import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'

const HEIGHT = 240
const PAD = { top: 16, right: 12, bottom: 28, left: 44 }

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? 10 * power
}

const counts = new Intl.NumberFormat('en-IN')

/**
 * Page views (bars) and visitors (line) per day, drawn on the server as SVG: readable without scripts. The SVG is a
 * picture for sighted readers; the same figures follow as a table for screen readers.
 */
type Day = { day: string; visitors: number; views: number }

/**
 * Page views (bars) and visitors (line) per day, drawn on the server as SVG: readable without scripts. Drawn twice,
 * for a phone's width and a wider screen, so that its labels stay readable at both. The SVG is a picture for sighted
 * readers; the same figures follow as a table for screen readers.
 */
export function TrafficChart({ days }: { days: Day[] }) {
  const { chart } = analyticsCopy
  const first = days[0]?.day ?? ''
  const last = days.at(-1)?.day ?? ''
  return (
    <figure className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold text-slate-900">{chart.title}</figcaption>
      <p className="mt-1 text-sm text-slate-700">
        <span className="mr-4 inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-indigo-300" />
          {chart.legendViews}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-emerald-700" />
          {chart.legendVisitors}
        </span>
      </p>
      <Plot days={days} width={360} labels={4} className="mt-2 h-auto w-full sm:hidden" />
      <Plot days={days} width={720} labels={8} className="mt-2 hidden h-auto w-full sm:block" />
      <p className="sr-only">{chart.description.replace('{from}', first).replace('{to}', last)}</p>
    </figure>
  )
}

function Plot({
  days,
  width: WIDTH,
  labels,
  className,
}: {
  days: Day[]
  width: number
  labels: number
  className: string
}) {
  const top = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.visitors))))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const step = plotW / Math.max(1, days.length)
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const x = (i: number) => PAD.left + step * i + step / 2
  const labelEvery = Math.max(1, Math.ceil(days.length / labels))
  const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join(' ')
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} aria-hidden="true" focusable="false">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" fontSize="11" fill="#334155">
            {counts.format(top * f)}
          </text>
        </g>
      ))}
      {days.map((d, i) => (
        <rect
          key={d.day}
          x={x(i) - Math.max(1, step * 0.35)}
          width={Math.max(2, step * 0.7)}
          y={y(d.views)}
          height={Math.max(0, PAD.top + plotH - y(d.views))}
          fill="#a5b4fc"
        />
      ))}
      {days.length > 1 ? <path d={line} fill="none" stroke="#047857" strokeWidth="2" /> : null}
      {days.map((d, i) => (
        <circle key={d.day} cx={x(i)} cy={y(d.visitors)} r={days.length > 40 ? 1.5 : 3} fill="#047857" />
      ))}
      {days.map((d, i) =>
        i % labelEvery === 0 ? (
          <text key={d.day} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#334155">
            {d.day.slice(5)}
          </text>
        ) : null,
      )}
    </svg>
  )
}
