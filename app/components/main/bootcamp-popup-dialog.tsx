import { useState } from 'react'
import { buttonClass, ButtonLink } from '~/components/ui/button'
import { AnnouncementNotice } from '~/components/ui/announcement-notice'
import { Dialog, DialogClose } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { formatDate } from '~/lib/format'
import type { Announcement } from '~/lib/site-notices'
import type { PopupData } from './bootcamp-popup'

/** The first-visit popup's dialog, open when it mounts (BootcampPopup decides whether and when). */
export function BootcampPopupDialog({
  popup,
  batch,
  announcement,
}: {
  popup: PopupData
  batch: string | null
  announcement: Announcement | null
}) {
  const [open, setOpen] = useState(true)
  return (
    <Dialog open={open} onClose={() => setOpen(false)} labelledBy="popup-title" closeLabel="Close" width="narrow">
      <Icon name="graduation-cap" className="h-10 w-10 text-indigo-700" />
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
        <ButtonLink href={popup.href} onClick={() => setOpen(false)}>
          {popup.cta}
        </ButtonLink>
        <DialogClose buttonClassName={buttonClass({ variant: 'outline', className: 'w-full' })}>
          Maybe later
        </DialogClose>
      </div>
    </Dialog>
  )
}
