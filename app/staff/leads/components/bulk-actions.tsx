import { LEAD_STATUSES, UNASSIGNED } from '~/staff/shell/lib/lead-status'
import { buttonClass } from '~/components/ui/button'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'

/**
 * What to do with the rows ticked in the list below, in the same form (so it works without scripts): assign them,
 * change their status, or close them. "No change" leaves that part as each lead has it. Folded away until asked for
 * (or refused), so a phone shows the first leads in its first screen.
 */
export function BulkActions({ assignees, error }: { assignees: { value: string; label: string }[]; error?: string }) {
  return (
    <details open={Boolean(error)} className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-bold text-indigo-700">Change the leads you tick</summary>
      <fieldset className="mt-2">
        <legend className="sr-only">With the leads you tick below</legend>
        {error ? (
          <p role="alert" className="mb-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_14rem_auto] lg:items-end">
          <StaffField id="bulk-assignee" label="Assign to">
            {(wiring) => (
              <select {...wiring} name="bulkAssignee" defaultValue="" className={STAFF_INPUT}>
                <option value="">No change</option>
                <option value={UNASSIGNED}>Nobody</option>
                {assignees.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </select>
            )}
          </StaffField>
          <StaffField id="bulk-status" label="Set status">
            {(wiring) => (
              <select {...wiring} name="bulkStatus" defaultValue="" className={STAFF_INPUT}>
                <option value="">No change</option>
                {LEAD_STATUSES.map((s) => (
                  <option key={s.status} value={s.status}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </StaffField>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="bulk" value="apply" className={buttonClass({ size: 'md' })}>
              Apply to selected
            </button>
            <button type="submit" name="bulk" value="close" className={buttonClass({ variant: 'outline', size: 'md' })}>
              Close selected
            </button>
          </div>
        </div>
      </fieldset>
    </details>
  )
}
