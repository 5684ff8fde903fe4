/** Paragraphs beside a column of titled points: the layout of the mission sections. */
export function ProseWithPoints({
  paragraphs,
  points,
}: {
  paragraphs: readonly string[]
  points: readonly { title: string; text: string }[]
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="space-y-4 text-lg leading-8 text-slate-700">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ul className="space-y-4">
        {points.map((point) => (
          <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{point.title}</h3>
            <p className="mt-1 text-slate-600">{point.text}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
