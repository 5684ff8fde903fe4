import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { guidePath, sitePaths } from '~/content/site-routes'
import { FactTile } from '~/components/ui/fact-tile'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { PriceTag } from './price-tag'
import type { Fee } from '~/lib/batch-fee'
import { TechList } from './tech-list'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

/** One track of the studio home selector, joined with its bootcamp's price and roadmap. */
export interface TrackOption {
  key: string
  title: string
  description: string
  duration: string
  projects: number
  technologies: string[]
  /** What its next batch charges today (`offeredFee`). */
  fee: Fee
  originalPrice: number
  guideSlug: string
  bootcampId: string
}

/**
 * One selected track, default frontend. Tabs are links to ?track=… so every track is reachable without
 * scripts; with scripts, choosing a tab switches in place.
 */
export function TrackSelector({ tracks, defaultKey = 'frontend' }: { tracks: TrackOption[]; defaultKey?: string }) {
  const [params] = useSearchParams()
  const fromUrl = params.get('track')
  const [selected, setSelected] = useState(() => (tracks.some((t) => t.key === fromUrl) ? fromUrl! : defaultKey))
  const track = tracks.find((t) => t.key === selected) ?? tracks[0]!

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_1fr] lg:gap-10">
      <Tabs
        label="Career tracks"
        idPrefix="track"
        selected={track.key}
        onSelect={setSelected}
        tabs={tracks.map((t) => ({ id: t.key, label: t.title, href: `?track=${t.key}#tracks` }))}
        // Below lg the ten tracks form one row that scrolls sideways with snap, not a screen-tall wall of pills.
        className="-mx-4 flex min-w-0 snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto px-4 py-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:snap-none lg:flex-col lg:overflow-visible lg:px-0"
        tabClassName={(isSelected) =>
          isSelected
            ? 'shrink-0 snap-start rounded-lg px-4 py-2.5 whitespace-nowrap bg-indigo-700 text-white shadow-sm lg:whitespace-normal lg:text-left'
            : 'shrink-0 snap-start rounded-lg px-4 py-2.5 whitespace-nowrap bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-indigo-50 hover:text-indigo-900 lg:whitespace-normal lg:text-left'
        }
      />
      <TabPanel
        idPrefix="track"
        tab={track.key}
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h3 className="text-2xl font-bold text-slate-900 sm:text-3xl">{track.title}</h3>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{track.description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <FactTile tone="indigo" size="lg" icon="clock" label="Bootcamp length" value={track.duration} />
          <FactTile
            tone="indigo"
            size="lg"
            icon="folder-git-2"
            label="Projects"
            value={`${track.projects} ${track.projects === 1 ? 'project' : 'projects'}`}
          />
          <FactTile
            tone="indigo"
            size="lg"
            label="Fee"
            value={<PriceTag fee={track.fee} originalPrice={track.originalPrice} />}
            className="col-span-2 sm:col-span-1"
          />
        </dl>
        <h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Technologies you will use</h4>
        <TechList items={track.technologies} className="mt-3" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={`${sitePaths.studioRegister}?bootcamp=${track.bootcampId}`}>
            Register for {track.title}
            <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
          <ButtonLink href={guidePath(track.guideSlug)} variant="outline">
            See the self-paced {track.title} roadmap
          </ButtonLink>
        </div>
      </TabPanel>
    </div>
  )
}
