import { X } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/hooks/use-hydrated'

interface ModalDialogProps {
  open: boolean
  onClose: () => void
  labelledBy: string
  closeLabel: string
  children: ReactNode
  className?: string
}

/**
 * A native <dialog>: showModal() with scripts (focus moves in, Escape closes, focus returns to the opener). Without
 * scripts an open dialog is server-rendered with the `open` attribute, and its close button still works because it
 * submits a `method="dialog"` form.
 */
export function ModalDialog({ open, onClose, labelledBy, closeLabel, children, className }: ModalDialogProps) {
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
        if (event.target === ref.current) ref.current?.close()
      }}
      className={cn(
        'fixed inset-0 z-50 m-auto h-fit max-h-[80vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-2xl',
        serverOpen && 'shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]',
        className,
      )}
    >
      <div className="relative p-6 sm:p-8">
        <form method="dialog" className="absolute top-3 right-3">
          <button
            type="submit"
            className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </form>
        {children}
      </div>
    </dialog>
  )
}
