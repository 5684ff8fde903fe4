import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A small pill label: level, duration, free tier. Colour classes come from the caller. */
export function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  )
}
