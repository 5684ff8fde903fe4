import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { TrackFacts, comparePage } from '~/content/studio/compare'
import { feeCopy } from '~/content/studio/fee'
import { struckPaise } from '~/lib/batch-fee'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { ButtonLink } from '~/components/ui/button'

type CompareCopy = Pick<typeof comparePage, 'labels' | 'short' | 'moreTechnologies' | 'units' | 'links' | 'noBatch'>
type Label = keyof CompareCopy['labels']

/** How many technologies a track shows in the overview; the rest are counted. */
const OVERVIEW_TECHNOLOGIES = 3

/** Every fact of a track, as two or three picked tracks show them side by side. */
function factRows(track: TrackFacts, copy: CompareCopy): { key: Label; value: ReactNode }[] {
  const { units, labels } = copy
  return [
    {
      key: 'bootcamp',
      value: (
        <>
          {track.bootcamp.duration} · <TrackFee track={track} />
        </>
      ),
    },
    { key: 'batch', value: <NextBatch track={track} copy={copy} /> },
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

/** The overview's few short facts of a track: each fits a line, so ten rows fit a screen. */
function summary(track: TrackFacts, copy: CompareCopy): { key: string; label: string; value: ReactNode }[] {
  const { short, units } = copy
  const more = track.technologies.length - OVERVIEW_TECHNOLOGIES
  return [
    {
      key: 'fee',
      label: short.fee,
      value: (
        <>
          <TrackFee track={track} />
        </>
      ),
    },
    { key: 'batch', label: short.batch, value: <NextBatch track={track} copy={copy} /> },
    { key: 'modules', label: short.modules, value: `${track.bootcamp.modules} ${units.modules}` },
    { key: 'phases', label: short.phases, value: `${track.guide.phases} ${units.phases}` },
    { key: 'capstones', label: short.capstones, value: `${track.capstones.length} ${units.capstones}` },
    { key: 'effort', label: short.effort, value: track.guide.effort },
    {
      key: 'technologies',
      label: short.technologies,
      value: `${track.technologies.slice(0, OVERVIEW_TECHNOLOGIES).join(', ')}${more > 0 ? ` ${fillTemplate(copy.moreTechnologies, { count: more })}` : ''}`,
    },
  ]
}

/** The next batch's date, unbroken, and its seats on a line of their own (they may wrap in a narrow cell). */
function NextBatch({ track, copy }: { track: TrackFacts; copy: CompareCopy }) {
  if (!track.nextBatch) return <>{copy.noBatch}</>
  const [date, ...rest] = track.nextBatch
  return (
    <>
      <span className="whitespace-nowrap">{date}</span>
      {rest.map((part) => (
        <span key={part} className="block">
          {part}
        </span>
      ))}
    </>
  )
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

const rowLabel = 'text-xs font-semibold tracking-wide text-slate-600 uppercase'

/**
 * Two or three picked tracks side by side at every width: one column per track. On a phone each fact's label is a
 * row of its own above the values (a row group per fact), so the columns keep the whole width.
 */
function SideBySide({ tracks, caption, copy }: { tracks: TrackFacts[]; caption: string; copy: CompareCopy }) {
  const rows = tracks.map((track) => factRows(track, copy))
  const keys = rows[0]!.map((fact) => fact.key)
  const span = tracks.length
  const labelRow = (label: string) => (
    <tr className="lg:hidden">
      <th scope="rowgroup" colSpan={span} className={`pt-4 pb-1 text-left ${rowLabel}`}>
        {label}
      </th>
    </tr>
  )
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <td className="hidden w-52 lg:table-cell" />
          {tracks.map((track) => (
            <th
              key={track.key}
              scope="col"
              className="border-b-2 border-indigo-200 px-2 pb-3 align-bottom first-of-type:pl-0 sm:px-4 lg:first-of-type:pl-4"
            >
              <span className="block text-sm font-bold wrap-anywhere hyphens-auto text-slate-900 sm:text-xl sm:wrap-normal">
                {track.title}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      {keys.map((key, i) => (
        <tbody key={key} className="border-b border-slate-200">
          {labelRow(copy.labels[key])}
          <tr>
            <th scope="row" className={`hidden py-3 pr-4 align-top lg:table-cell ${rowLabel}`}>
              {copy.labels[key]}
            </th>
            {rows.map((facts, t) => (
              <td
                key={tracks[t]!.key}
                className="px-2 pb-3 align-top leading-6 wrap-anywhere text-slate-900 first-of-type:pl-0 sm:px-4 sm:wrap-break-word lg:py-3 lg:first-of-type:pl-4"
              >
                {facts[i]!.value}
              </td>
            ))}
          </tr>
        </tbody>
      ))}
      <tbody>
        {labelRow(copy.labels.links)}
        <tr>
          <th scope="row" className={`hidden py-3 pr-4 align-top lg:table-cell ${rowLabel}`}>
            {copy.labels.links}
          </th>
          {tracks.map((track) => (
            <td
              key={track.key}
              className="px-2 pb-3 align-top first-of-type:pl-0 sm:px-4 lg:py-3 lg:first-of-type:pl-4"
            >
              <TrackLinks track={track} copy={copy} />
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  )
}

/**
 * All ten tracks at a glance, the few facts that fit a line each: a table of short columns on wide screens, a compact
 * card per track on phones. The long facts (capstone titles, prerequisites, careers) are for the picked comparison.
 */
function Overview({ tracks, caption, copy }: { tracks: TrackFacts[]; caption: string; copy: CompareCopy }) {
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 lg:hidden">
        {tracks.map((track) => (
          <li key={track.key}>
            <article
              aria-labelledby={`card-${track.key}`}
              className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`card-${track.key}`} className="text-lg font-bold text-slate-900">
                {track.title}
              </h3>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {summary(track, copy).map((fact) => (
                  <div key={fact.key} className={fact.key === 'technologies' ? 'col-span-2' : undefined}>
                    <dt className="text-xs font-semibold text-slate-600">{fact.label}</dt>
                    <dd className="text-slate-900">{fact.value}</dd>
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

      <table className="hidden w-full border-collapse text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-indigo-200">
            <th scope="col" className={`py-3 pr-3 align-bottom ${rowLabel}`}>
              {copy.short.track}
            </th>
            {summary(tracks[0]!, copy).map((cell) => (
              <th key={cell.key} scope="col" className={`px-2.5 py-3 align-bottom whitespace-nowrap ${rowLabel}`}>
                {cell.label}
              </th>
            ))}
            <th scope="col" className="py-3 pl-3">
              <span className="sr-only">{copy.labels.links}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track) => (
            <tr key={track.key} className="border-b border-slate-200 even:bg-slate-50/60">
              <th scope="row" className="py-3 pr-3 text-base font-bold">
                {/* The name leads to the roadmap; the row's one button registers. */}
                <Link
                  to={track.guide.href}
                  className="text-slate-900 underline-offset-4 hover:text-indigo-800 hover:underline"
                >
                  {track.title}
                  <span className="sr-only">: {copy.links.guide}</span>
                </Link>
              </th>
              {summary(track, copy).map((cell) => (
                <td
                  key={cell.key}
                  className={
                    cell.key === 'technologies'
                      ? 'px-2.5 py-3 leading-6 text-slate-700'
                      : cell.key === 'batch'
                        ? 'px-2.5 py-3 leading-6 text-slate-900'
                        : 'px-2.5 py-3 leading-6 whitespace-nowrap text-slate-900'
                  }
                >
                  {cell.value}
                </td>
              ))}
              <td className="py-3 pl-3">
                <ButtonLink href={track.registerHref} size="sm">
                  {copy.links.register}
                  <span className="sr-only"> for {track.title}</span>
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

interface TrackComparisonProps {
  tracks: TrackFacts[]
  caption: string
  copy: CompareCopy
}

/** Two or three tracks side by side (every width), or all ten at a glance; nothing scrolls sideways. */
export function TrackComparison({ tracks, caption, copy }: TrackComparisonProps) {
  return tracks.length <= 3 ? (
    <SideBySide tracks={tracks} caption={caption} copy={copy} />
  ) : (
    <Overview tracks={tracks} caption={caption} copy={copy} />
  )
}

/**
 * The fee a track's next batch charges today (its early-bird fee with its last day while it lasts, the full fee struck
 * through), else the catalogue's price beside its original price.
 */
function TrackFee({ track }: { track: TrackFacts }) {
  const { fee, originalPrice } = track.bootcamp
  const struck = struckPaise(fee, originalPrice)
  return (
    <>
      <span className="font-semibold">{formatPaise(fee.paise)}</span>{' '}
      {struck ? (
        <>
          <span className="sr-only">{fee.earlyUntil ? feeCopy.full : feeCopy.original}</span>
          <del className="text-slate-600">{formatPaise(struck)}</del>
        </>
      ) : null}
      {fee.earlyUntil ? (
        <span className="block text-sm font-semibold text-emerald-800">
          {fillTemplate(feeCopy.earlyUntil, { date: formatDate(fee.earlyUntil) })}
        </span>
      ) : null}
    </>
  )
}
