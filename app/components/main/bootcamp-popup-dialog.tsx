import { GraduationCap, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { AnnouncementNotice } from '~/components/ui/announcement-notice'
import { formatDate } from '~/lib/format'
import type { Announcement } from '~/lib/site-notices'
import type { PopupData } from './bootcamp-popup'

/** The first-visit popup's dialog, opened as a modal when it mounts (BootcampPopup decides whether and when). */
export function BootcampPopupDialog({
  popup,
  batch,
  announcement,
}: {
  popup: PopupData
  batch: string | null
  announcement: Announcement | null
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
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
          {batch ? popup.heading.replace('{date}', formatDate(batch)) : popup.popupAnnouncementHeading}
        </h2>
        {batch ? <p className="mt-3 text-slate-700">{popup.text}</p> : null}
        {announcement ? (
          <AnnouncementNotice
            announcement={announcement}
            label={popup.announcementLabel}
            defaultLinkText={popup.defaultLinkText}
            className="mt-4"
          />
        ) : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            to={popup.href}
            onClick={() => dialog.current?.close()}
            className="rounded-lg bg-indigo-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-indigo-800"
          >
            {popup.cta}
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
