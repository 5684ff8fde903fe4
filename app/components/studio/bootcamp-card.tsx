import { Link } from 'react-router'
import type { Bootcamp, BootcampGuideSlug } from '~/content/studio/schema'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { formatDate } from '~/lib/format'
import { PriceTag } from './price-tag'
import type { Fee } from '~/lib/batch-fee'
import { TechList } from './tech-list'
import { guidePath, sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import { FactTile } from '~/components/ui/fact-tile'

/**
 * A bootcamp as the card shows it; guideSlug is optional so a bootcamp without a roadmap opens the detail dialog. Its
 * projects and careers are for that dialog only, so the courses page sends them only for such a bootcamp.
 */
export type BootcampSummary = Omit<Bootcamp, 'guideSlug' | 'projects' | 'careers'> & {
  guideSlug?: BootcampGuideSlug
  projects?: string[]
  careers?: string[]
  /** 'YYYY-MM-DD' of the next batch (staff-set or the studio calendar), never a past one; null when none is ahead. */
  nextBatch?: string | null
  /** Its seats in words ('2 seats left'), when few are left or it is full; null otherwise. */
  seatsText?: string | null
  /** What its next batch charges today (`offeredFee`). */
  fee: Fee
}

/**
 * Enroll Now: the registration form with this bootcamp chosen (its next batch is the one a registration joins; staff
 * place the student in a batch when they enrol them). Questions have their own way, the guide's Ask about this course.
 */
export function enrollHref(bootcamp: Pick<Bootcamp, 'id'>): string {
  return `${sitePaths.studioRegister}?bootcamp=${encodeURIComponent(bootcamp.id)}`
}

const primary = buttonClass({ size: 'md', className: 'flex-1' })
const secondary = buttonClass({ variant: 'outline', size: 'md', className: 'flex-1' })

interface BootcampCardProps {
  bootcamp: BootcampSummary
  categoryLabel: string
  /** Used only for a bootcamp without a roadmap guide: the no-script URL and the handler that opens its dialog. */
  detailsHref: string
  onOpenDetails: () => void
  /** The next-batch line's words ('Next batch', 'Starts {date}'). */
  batchCopy?: { cardLabel: string; cardDate: string }
}

/** Courses page: title, description, duration, level, phase count, price, technologies, two actions. */
export function BootcampCard({ bootcamp, categoryLabel, detailsHref, onOpenDetails, batchCopy }: BootcampCardProps) {
  const titleId = `bootcamp-${bootcamp.id}`
  const forThis = <span className="sr-only"> for {bootcamp.title}</span>
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{categoryLabel}</p>
      <h3 id={titleId} className="mt-2 text-xl font-bold text-slate-900">
        {bootcamp.title}
      </h3>
      {/* The price right under the name: on a phone the first card's price is on the first screen. */}
      <PriceTag fee={bootcamp.fee} originalPrice={bootcamp.originalPrice} className="mt-2" />
      <p className="mt-3 leading-7 text-slate-600">{bootcamp.description}</p>
      {/* Tiles as wide as their words, wrapping as whole tiles: a level never breaks word by word or clips. */}
      <dl className="mt-5 flex flex-wrap gap-2">
        <FactTile icon="clock" label="Duration" value={bootcamp.duration} className="whitespace-nowrap" />
        <FactTile icon="chart" label="Level" value={bootcamp.level} className="whitespace-nowrap" />
        <FactTile icon="layers" label="Modules" value={`${bootcamp.phases} modules`} className="whitespace-nowrap" />
      </dl>
      {bootcamp.nextBatch && batchCopy ? (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{batchCopy.cardLabel}:</span>{' '}
          <time dateTime={bootcamp.nextBatch}>
            {batchCopy.cardDate.replace('{date}', formatDate(bootcamp.nextBatch))}
          </time>
          {bootcamp.seatsText ? (
            <>
              {' · '}
              <strong className="font-semibold text-amber-800">{bootcamp.seatsText}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      <TechList items={bootcamp.technologies} className="mt-5" />
      <div className="mt-auto pt-6">
        <div className="flex flex-col gap-2 sm:flex-row">
          {bootcamp.guideSlug ? (
            <Link to={guidePath(bootcamp.guideSlug)} className={secondary}>
              View Details{forThis}
            </Link>
          ) : (
            <DialogTrigger href={detailsHref} onOpen={onOpenDetails} className={secondary}>
              View Details{forThis}
            </DialogTrigger>
          )}
          <Link to={enrollHref(bootcamp)} className={primary}>
            Enroll Now{forThis}
            <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
