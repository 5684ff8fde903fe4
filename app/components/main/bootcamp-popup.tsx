import { GraduationCap, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { bootcampPopup as Popup } from '~/content/landing'
import { nextBatch } from '~/content/studio/batches'
import type { Batch } from '~/content/studio/schema'
import { formatDate } from '~/lib/format'

export const POPUP_FLAG = 'seenBootcampPopup'

/**
 * First-visit popup on the landing page: shown once, then the flag in local storage keeps it away. The page is
 * prerendered, so the batch is chosen in the browser from the visitor's clock: a batch that has started is never
 * announced, and with no batch ahead the popup does not appear at all.
 */
export function BootcampPopup({ bootcampPopup, batches }: { bootcampPopup: typeof Popup; batches: readonly Batch[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [batch, setBatch] = useState<Batch>()
  useEffect(() => {
    const upcoming = nextBatch(new Date(), batches)
    if (!upcoming) return
    try {
      if (localStorage.getItem(POPUP_FLAG)) return
    } catch {
      return // storage blocked: never nag
    }
    setBatch(upcoming)
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(POPUP_FLAG, 'true')
      } catch {
        return
      }
      dialog.current?.showModal()
    }, 1200)
    return () => clearTimeout(timer)
  }, [batches])
  if (!batch) return null

  return (
    <dialog
      ref={dialog}
      aria-labelledby="popup-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl"
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close()
      }}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Close</span>
        </button>
        <GraduationCap aria-hidden="true" className="h-10 w-10 text-indigo-700" />
        <h2 id="popup-title" className="mt-4 pr-8 text-xl font-bold text-slate-900">
          {bootcampPopup.heading.replace('{date}', formatDate(batch.startsOn))}
        </h2>
        <p className="mt-3 text-slate-700">{bootcampPopup.text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            to={bootcampPopup.href}
            onClick={() => dialog.current?.close()}
            className="rounded-lg bg-indigo-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-indigo-800"
          >
            {bootcampPopup.cta}
          </Link>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Maybe later
          </button>
        </div>
      </div>
    </dialog>
  )
}
