import { Form } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { LEAD_STATUSES, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'

/** The lead's status, who follows it up (a staff account) and the day of the next follow-up. */
export function LeadFollowUpForm({
  status,
  assignee,
  followUpOn,
  assignees,
  submitting,
}: {
  status: LeadStatus
  /** An account id, an older free-text name, or ''. */
  assignee: string
  followUpOn: string
  assignees: { value: string; label: string }[]
  submitting: boolean
}) {
  return (
    <section id="follow-up" aria-labelledby="follow-up-title" className="border-t border-slate-200 pt-4">
      <h3 id="follow-up-title" className="text-sm font-bold text-slate-900">
        Status, assignee and follow-up
      </h3>
      <Form
        method="post"
        key={`${status}:${assignee}:${followUpOn}`}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <input type="hidden" name="intent" value="lead" />
        <StaffField id="lead-status" label="Status">
          {(wiring) => (
            <select {...wiring} name="status" defaultValue={status} className={STAFF_INPUT}>
              {LEAD_STATUSES.map((option) => (
                <option key={option.status} value={option.status}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField id="lead-assignee" label="Assigned to">
          {(wiring) => (
            <select {...wiring} name="assignee" defaultValue={assignee} className={STAFF_INPUT}>
              <option value="">Nobody</option>
              {assignees.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffTextField
          id="lead-follow-up"
          label="Next follow-up"
          hint="A day in India; leave empty for none."
          name="followUpOn"
          type="date"
          value={followUpOn}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
            <Icon name="save" className="h-4 w-4" />
            Save follow-up
          </button>
        </div>
      </Form>
    </section>
  )
}
