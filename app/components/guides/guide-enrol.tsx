import type { ReactNode } from 'react'
import { guideEnrolCopy as copy } from '~/content/guides/page-copy'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { fillTemplate } from '~/lib/format'
import { Link } from 'react-router'

/** A guide's bootcamp as its way in shows it: where Register goes, and its next batch in words. */
export interface GuideEnrol {
  /** The bootcamp's title. */
  title: string
  /** The registration form with this bootcamp chosen. */
  registerHref: string
  askHref: string
  /** '5 January 2027 · Online · 2 seats left', or null while no batch is dated. */
  batch: string | null
}

/**
 * The way in and its fee, drawn by the route with the studio's fee display (`CourseFee`, the one the course cards'
 * price comes from), full for the header and compact for the bar.
 */
export interface GuideEnrolSlot {
  enrol: GuideEnrol
  fee: ReactNode
  compactFee: ReactNode
}

const BOX_ID = 'guide-enrol'

/** The header's way in: fee, next batch and Register, placed so a 390 px phone shows it on its first screen. */
export function GuideEnrolBox({ enrol, fee }: GuideEnrolSlot) {
  const title = fillTemplate(copy.title, { bootcamp: enrol.title })
  return (
    <section
      id={BOX_ID}
      aria-label={title}
      className="no-print mt-6 max-w-xl rounded-2xl border border-indigo-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-indigo-800 uppercase">{copy.feeLabel}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-indigo-800 uppercase">{copy.batchLabel}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{enrol.batch ?? copy.noBatch}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={enrol.registerHref} className={buttonClass({ size: 'md' })}>
          {copy.register}
          <span className="sr-only"> for {enrol.title}</span>
          <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
        <Link to={enrol.askHref} className={buttonClass({ variant: 'outline', size: 'md' })}>
          {copy.ask}
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-700">{copy.registerHint}</p>
    </section>
  )
}

/**
 * The compact bar that keeps Register in reach while the syllabus is read, on phones only: sticky at the screen's foot
 * from the moment the header's box has scrolled away (app.css, `.guide-bar`; `<rw-shown-after>` marks it shown, since
 * the guides are read without React, decision 031). Its right end stays clear for the Back to top button.
 */
export function GuideEnrolBar({ enrol, compactFee }: GuideEnrolSlot) {
  return (
    <rw-shown-after data-box={BOX_ID} className="contents">
      <div className="guide-bar no-print sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 py-2 pr-20 pl-4 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:hidden">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            {compactFee}
            {enrol.batch ? <p className="truncate text-xs text-slate-700">{enrol.batch}</p> : null}
          </div>
          <Link to={enrol.registerHref} className={buttonClass({ size: 'md', className: 'shrink-0' })}>
            {copy.register}
            <span className="sr-only"> for {enrol.title}</span>
          </Link>
        </div>
      </div>
    </rw-shown-after>
  )
}
