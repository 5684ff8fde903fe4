import { useEffect, useState } from 'react'
import type { bootcampPopup as PopupCopy } from '~/content/landing'
import type { noticeCopy } from '~/content/studio/notices'
import { isAnnouncementLive, isUpcoming, type Announcement } from '~/lib/site-notices'
import type { BootcampPopupDialog } from './bootcamp-popup-dialog'

export const POPUP_FLAG = 'seenBootcampPopup'

/**
 * How long a first-time visitor reads before the popup opens. Not at once: a modal over the first screen is what
 * search engines call an intrusive interstitial, and opening one (a restyle of the whole page for the top layer) is
 * a long task on a slow phone that would land inside the page load.
 */
export const POPUP_DELAY_MS = 6_000

export type PopupData = typeof PopupCopy &
  typeof noticeCopy & { nextBatch: string | null; announcement: Announcement | null }

/**
 * First-visit popup on the landing page: shown once, then the flag in local storage keeps it away. It shows the next
 * batch date and the announcement staff set (the server picks them for today); the visitor's clock is checked again, so
 * a batch that has started or an announcement past its last day is never shown, and with neither the popup stays away.
 * It opens after POPUP_DELAY_MS. The dialog itself is a separate chunk, fetched only when it will open: it adds nothing
 * to the page's first-load JS.
 */
export function BootcampPopup({ popup }: { popup: PopupData }) {
  const [open, setOpen] = useState<{
    Dialog: typeof BootcampPopupDialog
    batch: string | null
    announcement: Announcement | null
  }>()
  useEffect(() => {
    const now = new Date()
    const batch = popup.nextBatch && isUpcoming(popup.nextBatch, now) ? popup.nextBatch : null
    const announcement = popup.announcement && isAnnouncementLive(popup.announcement, now) ? popup.announcement : null
    if (!batch && !announcement) return
    try {
      if (localStorage.getItem(POPUP_FLAG)) return
    } catch {
      return // storage blocked: never nag
    }
    let cancelled = false
    const loading = import('./bootcamp-popup-dialog')
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(POPUP_FLAG, 'true')
      } catch {
        return
      }
      void loading.then(({ BootcampPopupDialog: Dialog }) => {
        if (!cancelled) setOpen({ Dialog, batch, announcement })
      })
    }, POPUP_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [popup])
  if (!open) return null
  return <open.Dialog popup={popup} batch={open.batch} announcement={open.announcement} />
}
