import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Icon } from './icon'
import { useHydrated } from './use-hydrated'

const variants = {
  /** A centred card over the page. */
  modal:
    'fixed inset-0 z-50 m-auto h-fit max-h-[80vh] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-2xl',
  /** A full-height panel that slides in from the right (the `.drawer` animation in app.css). */
  drawer: 'drawer m-0 ml-auto h-dvh max-h-none w-full max-w-md overflow-y-auto bg-white p-0 text-slate-800 shadow-2xl',
} as const

interface DialogProps {
  open: boolean
  /** Called once the dialog has closed (close button, Escape, a click on the backdrop, or `open` turning false). */
  onClose: () => void
  /** Id of the dialog's heading, which names it. */
  labelledBy: string
  /** Accessible name of the × button. */
  closeLabel: string
  variant?: keyof typeof variants
  /** Width of a modal: 'wide' for details (the default), 'narrow' for a short message. */
  width?: 'narrow' | 'wide'
  className?: string
  children: ReactNode
}

/**
 * The one dialog of the site: a native <dialog> opened with showModal() (focus moves in, Escape and a click on the
 * backdrop close it, focus returns to the element that had it). Without scripts a dialog whose `open` is true is
 * server-rendered open, and its × button still closes it because it submits a `method="dialog"` form.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  closeLabel,
  variant = 'modal',
  width = 'wide',
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const hydrated = useHydrated()
  const serverOpen = open && !hydrated

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !hydrated) return
    if (open && !dialog.matches(':modal')) {
      opener.current = document.activeElement
      if (dialog.open) dialog.removeAttribute('open') // server-rendered open: reopen as a modal, without a close event
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, hydrated])

  function onDialogClose() {
    onClose()
    const target = opener.current
    opener.current = null
    if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus()
  }

  return (
    <dialog
      ref={ref}
      open={serverOpen || undefined}
      aria-labelledby={labelledBy}
      onClose={onDialogClose}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close() // a click on the backdrop
      }}
      className={cn(
        variants[variant],
        variant === 'modal' && (width === 'wide' ? 'max-w-2xl' : 'max-w-md'),
        serverOpen && 'shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]',
        className,
      )}
    >
      <div className={cn('relative', variant === 'modal' && 'p-6 sm:p-8')}>
        <DialogClose
          className={cn('absolute', variant === 'modal' ? 'top-3 right-3' : 'top-4 right-4')}
          buttonClassName="flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name="x" className="h-5 w-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogClose>
        {children}
      </div>
    </dialog>
  )
}

/** A button that closes the dialog it sits in, with or without scripts (it submits a `method="dialog"` form). */
export function DialogClose({
  className,
  buttonClassName,
  children,
}: {
  /** Classes of the form around the button (its place in the layout). */
  className?: string
  buttonClassName?: string
  children: ReactNode
}) {
  return (
    <form method="dialog" className={className}>
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </form>
  )
}
