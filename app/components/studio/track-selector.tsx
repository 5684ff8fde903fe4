import { ArrowRight, Clock, FolderGit2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PriceTag } from './price-tag'
import { LinkTabs } from './link-tabs'
import { TechList } from './tech-list'

/** One track of the studio home selector, joined with its bootcamp's price and roadmap. */
export interface TrackOption {
  key: string
  title: string
  description: string
  duration: string
  projects: number
  technologies: string[]
  price: number
  originalPrice: number
  guideSlug: string
  bootcampId: string
}

const PANEL_ID = 'track-panel'

/**
 * SPEC §4: one selected track, default frontend. Tabs are links to ?track=… so every track is reachable without
 * scripts; with scripts, choosing a tab switches in place.
 */
export function TrackSelector({ tracks, defaultKey = 'frontend' }: { tracks: TrackOption[]; defaultKey?: string }) {
  const [params] = useSearchParams()
  const fromUrl = params.get('track')
  const [selected, setSelected] = useState(() => (tracks.some((t) => t.key === fromUrl) ? fromUrl! : defaultKey))
  const track = tracks.find((t) => t.key === selected) ?? tracks[0]!

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_1fr] lg:gap-10">
      <LinkTabs
        label="Career tracks"
        idPrefix="track"
        panelId={PANEL_ID}
        selected={track.key}
        onSelect={setSelected}
        tabs={tracks.map((t) => ({ id: t.key, label: t.title, href: `?track=${t.key}#tracks` }))}
        // Below lg the ten tracks form one row that scrolls sideways with snap, not a screen-tall wall of pills.
        className="-mx-4 flex min-w-0 snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 py-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:snap-none lg:flex-col lg:overflow-visible lg:px-0"
        tabClassName={(isSelected) =>
          isSelected
            ? 'shrink-0 snap-start px-4 whitespace-nowrap bg-indigo-700 text-white shadow-sm lg:whitespace-normal lg:text-left'
            : 'shrink-0 snap-start px-4 whitespace-nowrap bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-indigo-50 hover:text-indigo-900 lg:whitespace-normal lg:text-left'
        }
      />
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={`track-${track.key}`}
        tabIndex={0}
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h3 className="text-2xl font-bold text-slate-900 sm:text-3xl">{track.title}</h3>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{track.description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <div className="rounded-xl bg-indigo-50 p-4">
            <dt className="flex items-center gap-2 text-sm font-semibold text-indigo-800">
              <Clock aria-hidden="true" className="h-4 w-4" /> Bootcamp length
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{track.duration}</dd>
          </div>
          <div className="rounded-xl bg-indigo-50 p-4">
            <dt className="flex items-center gap-2 text-sm font-semibold text-indigo-800">
              <FolderGit2 aria-hidden="true" className="h-4 w-4" /> Projects
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{track.projects} projects</dd>
          </div>
          <div className="col-span-2 rounded-xl bg-indigo-50 p-4 sm:col-span-1">
            <dt className="text-sm font-semibold text-indigo-800">Fee</dt>
            <dd className="mt-1">
              <PriceTag price={track.price} originalPrice={track.originalPrice} />
            </dd>
          </div>
        </dl>
        <h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Technologies you will use</h4>
        <TechList items={track.technologies} className="mt-3" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={`/realworkstudio/register?bootcamp=${track.bootcampId}`}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-700 px-5 py-3 text-center font-semibold text-white shadow-sm hover:bg-indigo-800"
          >
            Register for {track.title}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link
            to={`/realworkstudio/course/${track.guideSlug}`}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
          >
            See the self-paced {track.title} roadmap
          </Link>
        </div>
      </div>
    </div>
  )
}
