import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A staff list table's header and body cells. */
export const STAFF_TH = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3'
export const STAFF_TD = 'px-2 py-2 text-slate-800 sm:px-3'

/**
 * A staff list's table in its frame, which scrolls sideways on a narrow screen rather than the page: `head` is the
 * header row's cells, `children` the body's rows.
 */
export function StaffTable({
  head,
  className,
  children,
}: {
  head: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white', className)}>
      <table className="w-full">
        <thead className="bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  )
}

/** What a staff page says after a save, a move or a delete: a status line, read out when it appears. */
export function StaffNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
      {children}
    </p>
  )
}
