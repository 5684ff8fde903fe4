import type { ReactNode } from 'react'
import { useHydrated } from './use-hydrated'

interface DialogTriggerProps {
  /** Without scripts: a page that renders the dialog open (a query string the page reads). */
  href: string
  onOpen: () => void
  className?: string
  children: ReactNode
}

/** Opens a dialog: a button once scripts run, a plain link before (and without) them. */
export function DialogTrigger({ href, onOpen, className, children }: DialogTriggerProps) {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <button type="button" aria-haspopup="dialog" onClick={onOpen} className={className}>
      {children}
    </button>
  )
}
