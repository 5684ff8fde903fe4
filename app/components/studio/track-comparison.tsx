import type { ReactNode } from 'react'
import type { TrackFacts, comparePage } from '~/content/studio/compare'
import { formatRupees } from '~/lib/format'
import { ButtonLink } from '~/components/ui/button'

type CompareCopy = Pick<typeof comparePage, 'labels' | 'units' | 'links'>
type Label = keyof CompareCopy['labels']

/** One fact of a track, drawn the same way in the table cells and the phone cards. */
function factRows(track: TrackFacts, copy: CompareCopy): { key: Label; value: ReactNode }[] {
  const { units, labels } = copy
  return [
    {
      key: 'bootcamp',
      value: (
        <>
          {track.bootcamp.duration} · <span className="font-semibold">{formatRupees(track.bootcamp.price)}</span>{' '}
          <del className="text-slate-600">{formatRupees(track.bootcamp.originalPrice)}</del>
        </>
      ),
    },
    { key: 'modules', value: `${track.bootcamp.modules} ${units.modules}` },
    { key: 'phases', value: `${track.guide.phases} ${units.phases}` },
    { key: 'guide', value: track.guide.duration },
    { key: 'effort', value: track.guide.effort },
    {
      key: 'capstones',
      value: (
        <>
          <span className="font-semibold">
            {track.capstones.length} {units.capstones}
          </span>
          <ul
            aria-label={`${labels.capstones}: ${track.title}`}
            className="mt-1 list-disc space-y-0.5 pl-4 text-slate-600"
          >
            {track.capstones.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </>
      ),
    },
    { key: 'prerequisites', value: <span className="text-slate-700">{track.prerequisites}</span> },
    {
      key: 'technologies',
      // Own chips rather than TechList: sharing it would re-split the chunks every studio page loads.
      value: (
        <ul aria-label={`${labels.technologies}: ${track.title}`} className="flex flex-wrap gap-1.5">
          {track.technologies.map((tech) => (
            <li key={tech} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
              {tech}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'careers', value: track.careers.join(', ') },
  ]
}

/**
 * The ten-row table merges paired figures into one cell (each still labelled) and lists technologies as text, so
 * ten tracks fit a 1280 px screen without sideways scrolling.
 */
function compactCells(track: TrackFacts, copy: CompareCopy): { key: string; label: string; value: ReactNode }[] {
  const facts = new Map(factRows(track, copy).map((fact) => [fact.key, fact.value]))
  const { labels } = copy
  const pair = (a: Label, b: Label) => (
    <dl className="space-y-1">
      {[a, b].map((key) => (
        <div key={key}>
          <dt className="sr-only">{labels[key]}</dt>
          <dd>{facts.get(key)}</dd>
        </div>
      ))}
    </dl>
  )
  return [
    { key: 'bootcamp', label: labels.bootcamp, value: facts.get('bootcamp') },
    { key: 'figures', label: `${labels.modules} / ${labels.phases}`, value: pair('modules', 'phases') },
    { key: 'pace', label: `${labels.guide} / ${labels.effort}`, value: pair('guide', 'effort') },
    { key: 'capstones', label: labels.capstones, value: facts.get('capstones') },
    { key: 'prerequisites', label: labels.prerequisites, value: facts.get('prerequisites') },
    { key: 'technologies', label: labels.technologies, value: track.technologies.join(', ') },
    { key: 'careers', label: labels.careers, value: track.careers.join(', ') },
  ]
}

function TrackLinks({ track, copy }: { track: TrackFacts; copy: CompareCopy }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={track.guide.href} variant="outline" size="sm">
        {copy.links.guide}
        <span className="sr-only"> for {track.title}</span>
      </ButtonLink>
      <ButtonLink href={track.registerHref} size="sm">
        {copy.links.register}
        <span className="sr-only"> for {track.title}</span>
      </ButtonLink>
    </div>
  )
}

interface TrackComparisonProps {
  tracks: TrackFacts[]
  caption: string
  copy: CompareCopy
}

/**
 * The comparison in three shapes from one list of facts: on wide screens two or three tracks stand in columns and
 * all ten in rows; on phones every track is a card, so nothing scrolls sideways.
 */
export function TrackComparison({ tracks, caption, copy }: TrackComparisonProps) {
  const inColumns = tracks.length <= 3
  const rows = tracks.map((track) => ({ track, facts: factRows(track, copy) }))
  const labels = rows[0]?.facts.map((fact) => fact.key) ?? []
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2 lg:hidden">
        {rows.map(({ track, facts }) => (
          <li key={track.key}>
            <article
              aria-labelledby={`card-${track.key}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`card-${track.key}`} className="text-xl font-bold text-slate-900">
                {track.title}
              </h3>
              <dl className="mt-4 divide-y divide-slate-100 text-sm">
                {facts.map((fact) => (
                  <div key={fact.key} className="py-2.5">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {copy.labels[fact.key]}
                    </dt>
                    <dd className="mt-1 leading-6 text-slate-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4">
                <TrackLinks track={track} copy={copy} />
              </div>
            </article>
          </li>
        ))}
      </ul>

      <div className="hidden lg:block">
        {inColumns ? (
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <td className="w-52" />
                {rows.map(({ track }) => (
                  <th key={track.key} scope="col" className="border-b-2 border-indigo-200 px-4 pb-3 align-bottom">
                    <span className="block text-xl font-bold text-slate-900">{track.title}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label} className="border-b border-slate-200">
                  <th
                    scope="row"
                    className="py-3 pr-4 align-top text-xs font-semibold tracking-wide text-slate-600 uppercase"
                  >
                    {copy.labels[label]}
                  </th>
                  {rows.map(({ track, facts }) => (
                    <td key={track.key} className="px-4 py-3 align-top leading-6 text-slate-900">
                      {facts[i]!.value}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th
                  scope="row"
                  className="py-3 pr-4 align-top text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {copy.labels.links}
                </th>
                {rows.map(({ track }) => (
                  <td key={track.key} className="px-4 py-3 align-top">
                    <TrackLinks track={track} copy={copy} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        ) : (
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b-2 border-indigo-200">
                <th
                  scope="col"
                  className="py-3 pr-3 align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {copy.labels.track}
                </th>
                {compactCells(tracks[0]!, copy).map((cell) => (
                  <th
                    key={cell.key}
                    scope="col"
                    className="px-2 py-3 align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase"
                  >
                    {cell.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tracks.map((track) => (
                <tr key={track.key} className="border-b border-slate-200 even:bg-slate-50/60">
                  <th scope="row" className="w-36 py-4 pr-2 align-top">
                    <span className="block text-base font-bold text-slate-900">{track.title}</span>
                    <div className="mt-3 [&>div]:flex-col [&>div]:items-start">
                      <TrackLinks track={track} copy={copy} />
                    </div>
                  </th>
                  {compactCells(track, copy).map((cell) => (
                    <td
                      key={cell.key}
                      className={
                        cell.key === 'prerequisites' || cell.key === 'capstones'
                          ? 'min-w-52 px-2 py-4 align-top text-xs leading-5 text-slate-900'
                          : 'px-2 py-4 align-top leading-6 text-slate-900'
                      }
                    >
                      {cell.value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  )
}
