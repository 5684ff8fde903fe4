import { useEffect, useState } from 'react'
import { buttonClass, ButtonLink } from '~/components/ui/button'
import { Dialog, DialogClose } from '~/components/ui/dialog'
import type { bootcampPopup as Popup } from '~/content/landing'
import { nextBatch } from '~/content/studio/batches'
import type { Batch } from '~/content/studio/schema'
import { formatDate } from '~/lib/format'
import { Icon } from '~/components/ui/icon'

export const POPUP_FLAG = 'seenBootcampPopup'

/**
 * First-visit popup on the landing page: shown once, then the flag in local storage keeps it away. The page is
 * prerendered, so the batch is chosen in the browser from the visitor's clock: a batch that has started is never
 * announced, and with no batch ahead the popup does not appear at all.
 */
export function BootcampPopup({ bootcampPopup, batches }: { bootcampPopup: typeof Popup; batches: readonly Batch[] }) {
  const [batch, setBatch] = useState<Batch>()
  const [open, setOpen] = useState(false)
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
      setOpen(true)
    }, 1200)
    return () => clearTimeout(timer)
  }, [batches])
  if (!batch) return null

  return (
    <Dialog open={open} onClose={() => setOpen(false)} labelledBy="popup-title" closeLabel="Close" width="narrow">
      <Icon name="graduation-cap" className="h-10 w-10 text-indigo-700" />
      <h2 id="popup-title" className="mt-4 pr-8 text-xl font-bold text-slate-900">
        {bootcampPopup.heading.replace('{date}', formatDate(batch.startsOn))}
      </h2>
      <p className="mt-3 text-slate-700">{bootcampPopup.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={bootcampPopup.href} onClick={() => setOpen(false)}>
          {bootcampPopup.cta}
        </ButtonLink>
        <DialogClose buttonClassName={buttonClass({ variant: 'outline', className: 'w-full' })}>
          Maybe later
        </DialogClose>
      </div>
    </Dialog>
  )
}
