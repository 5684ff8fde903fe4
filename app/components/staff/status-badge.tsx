import { cn } from '~/lib/cn'

/** 'New' until a member of staff marks the submission handled. */
export function StatusBadge({ handled }: { handled: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        handled
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
      )}
    >
      {handled ? 'Handled' : 'New'}
    </span>
  )
}
