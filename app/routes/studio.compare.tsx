import { Form, Link } from 'react-router'
import type { Route } from './+types/studio.compare'
import { PageHeader } from '~/components/ui/page-header'
import { TrackComparison } from '~/components/studio/track-comparison'
import { compareCopy, comparePage, compareTracks, parseTrackSelection } from '~/content/studio/compare'
import { pageSeo } from '~/lib/seo'
import { Button } from '~/components/ui/button'
import { currentCatalogue } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { noticeCopy } from '~/content/studio/notices'
import { batchParts } from '~/lib/site-notices'

// Rendered per request through the page cache, keyed with the site-content version: the shown bootcamps and their
// fees come from the catalogue staff edit (docs/decisions/014), each one's next batch and seats from its batches (018).
export async function loader({ request }: Route.LoaderArgs) {
  const [{ bootcamps }, notices] = await Promise.all([currentCatalogue(), currentSiteNotices()])
  const nextBatches = Object.fromEntries(
    Object.entries(notices.batchByTrack).map(([id, day]) => [
      id,
      batchParts(day, notices.seatsByTrack[id], noticeCopy.seats),
    ]),
  )
  const tracks = await compareTracks(bootcamps, nextBatches, notices.feeByTrack)
  const selection = parseTrackSelection(
    new URL(request.url).searchParams,
    tracks.map((track) => track.key),
  )
  return { copy: compareCopy(comparePage, tracks.length), tracks, selection }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioCompare', loaderData.copy.seo) : []

export default function CompareTracks({ loaderData }: Route.ComponentProps) {
  const { copy, tracks, selection } = loaderData
  const chosen = selection.status === 'all' ? [] : selection.keys
  const shown = selection.status === 'picked' ? tracks.filter((track) => chosen.includes(track.key)) : tracks
  const title = selection.status === 'picked' ? shown.map((track) => track.title).join(' vs ') : copy.allTitle
  return (
    <>
      <PageHeader {...copy.hero}>
        <Form key={chosen.join()} method="get" preventScrollReset className="mt-8 max-w-4xl">
          <fieldset aria-describedby={selection.status === 'invalid' ? 'compare-message' : undefined}>
            <legend className="text-base font-semibold text-slate-900">{copy.form.legend}</legend>
            {selection.status === 'invalid' ? (
              <p
                id="compare-message"
                role="status"
                className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
              >
                {copy.messages[selection.reason]}
              </p>
            ) : null}
            <div className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-3">
              {tracks.map((track) => (
                <label
                  key={track.key}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-checked:border-indigo-400 has-checked:bg-indigo-50"
                >
                  <input
                    type="checkbox"
                    name="tracks"
                    value={track.key}
                    defaultChecked={chosen.includes(track.key)}
                    className="h-4 w-4 accent-indigo-700"
                  />
                  {track.title}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <Button type="submit" size="md">
              {copy.form.submit}
            </Button>
            {selection.status === 'all' ? null : (
              <Link
                to="/realworkstudio/compare"
                preventScrollReset
                className="text-sm font-semibold text-indigo-700 hover:underline"
              >
                {copy.form.showAll}
              </Link>
            )}
          </div>
        </Form>
      </PageHeader>

      <section aria-labelledby="comparison-title" className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
        <h2 id="comparison-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-slate-600">{copy.paceNote}</p>
        <div className="mt-8">
          <TrackComparison key={shown.map((t) => t.key).join()} tracks={shown} caption={title} copy={copy} />
        </div>
      </section>
    </>
  )
}
