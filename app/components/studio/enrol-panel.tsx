import { Link } from 'react-router'
import type { enrolPanel } from '~/content/studio/enrol-panel'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { fillTemplate, formatDate } from '~/lib/format'
import { PriceTag } from './price-tag'
import type { Fee } from '~/lib/batch-fee'

export interface EnrolPanelData {
  title: string
  registerHref: string
  /** The booking page with this course chosen (lib/talk-link.ts). */
  talkHref: string
  batch: string | null
  seats: string | null
  /** What its next batch charges today (`offeredFee`). */
  fee: Fee
  originalPrice: number
}

/** Enroll Now's landing: the course, its next batch (and seats when few), its fee, and Register for this batch. */
export function EnrolPanel({ copy, course }: { copy: typeof enrolPanel; course: EnrolPanelData }) {
  return (
    <section
      aria-labelledby="enrol-title"
      className="rounded-3xl border border-indigo-200 bg-indigo-50 p-6 shadow-sm sm:p-8"
    >
      <h2 id="enrol-title" className="text-2xl font-bold text-slate-900">
        {fillTemplate(copy.title, { bootcamp: course.title })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{copy.batchLabel}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">
            {course.batch ? fillTemplate(copy.batch, { date: formatDate(course.batch) }) : copy.noBatch}
            {course.seats ? <span className="block text-base font-semibold text-amber-800">{course.seats}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{copy.feeLabel}</dt>
          <dd>
            <PriceTag fee={course.fee} originalPrice={course.originalPrice} className="mt-1" />
          </dd>
        </div>
      </dl>
      <p className="mt-6">
        <Link to={course.registerHref} className={buttonClass({ size: 'lg' })}>
          {copy.register}
          <Icon name="arrow-right" className="h-5 w-5" />
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">{copy.registerHint}</p>
      <p className="mt-4 border-t border-indigo-200 pt-4 text-slate-800">
        <a href={course.talkHref} className="font-semibold text-indigo-700 underline underline-offset-2">
          {copy.mentor}
        </a>{' '}
        {copy.askFirst}
      </p>
    </section>
  )
}
