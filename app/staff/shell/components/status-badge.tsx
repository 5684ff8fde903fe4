import { cn } from '~/lib/cn'
import { statusLabel, type LeadStatus } from '~/staff/shell/lib/lead-status'

const TONES: Record<LeadStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-200',
  contacted: 'bg-sky-50 text-sky-900 ring-sky-200',
  won: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
}

/** Where a lead stands in the pipeline. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {statusLabel(status)}
    </span>
  )
}
