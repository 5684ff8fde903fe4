import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { EMPTY_QUERY, inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'
import { LEAD_STATUSES, UNASSIGNED, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { INBOX_TEXT_MAX } from '~/staff/shell/forms/limits'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import { staffPaths } from '~/content/staff-routes'

interface Choice {
  value: string
  label: string
}

const CHIP = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold'
const chipTone = (active: boolean) =>
  active ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'

/**
 * The inbox's filters: one link per status with its count, the Due view, and a search of every form by name, email or
 * phone; assignee and source sit behind "More filters", open while one of them is set. All of it works without scripts.
 */
export function InboxFilters({
  query,
  statusCounts,
  assignees,
  sources,
}: {
  query: InboxQuery
  statusCounts: Record<LeadStatus, number>
  assignees: Choice[]
  sources: Choice[]
}) {
  const allCount = LEAD_STATUSES.reduce((sum, s) => sum + statusCounts[s.status], 0)
  const more = Boolean(query.assignee || query.source)
  const narrowed = Boolean(query.search || query.status || query.assignee || query.source || query.due)
  return (
    <div className="mt-4">
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-1.5">
          {[{ status: '' as const, label: 'All' }, ...LEAD_STATUSES].map((s) => (
            <li key={s.status || 'all'}>
              <Link
                to={inboxHref({ ...query, status: s.status })}
                aria-current={s.status === query.status ? 'page' : undefined}
                className={cn(CHIP, chipTone(s.status === query.status))}
              >
                {s.label}
                <span className="text-xs font-normal">{s.status ? statusCounts[s.status] : allCount}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={inboxHref({ ...query, due: !query.due })}
              aria-current={query.due ? 'page' : undefined}
              className={cn(CHIP, chipTone(query.due))}
            >
              <Icon name="calendar-clock" className="h-4 w-4" />
              Due
            </Link>
          </li>
        </ul>
      </nav>

      {/* The controls, not the form, are keyed by what they show: a navigation resets them to the new query, and a
          "More filters" opened meanwhile stays open. */}
      <Form method="get" action={staffPaths.staff} role="search" className="mt-3">
        {query.kind ? <input type="hidden" name="kind" value={query.kind} /> : null}
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        {query.due ? <input type="hidden" name="due" value="1" /> : null}
        <div className="flex items-end gap-2">
          <StaffField id="staff-search" label="Search by name, email or phone" className="min-w-0 flex-1">
            {(wiring) => (
              <input
                {...wiring}
                key={query.search}
                name="q"
                type="search"
                defaultValue={query.search}
                maxLength={INBOX_TEXT_MAX}
                className={STAFF_INPUT}
              />
            )}
          </StaffField>
          <button type="submit" className={buttonClass({ size: 'md', className: 'shrink-0' })}>
            <Icon name="search" className="h-4 w-4" />
            Search
          </button>
        </div>
        <details open={more} className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-indigo-700">More filters</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_14rem_auto] lg:items-end">
            <StaffField id="staff-assignee" label="Assigned to">
              {(wiring) => (
                <select
                  {...wiring}
                  key={query.assignee}
                  name="assignee"
                  defaultValue={query.assignee}
                  className={STAFF_INPUT}
                >
                  <option value="">Anyone</option>
                  <option value={UNASSIGNED}>Nobody yet</option>
                  {assignees.map((a) => (
                    <option key={a.value} value={a.value}>
                      {a.label}
                    </option>
                  ))}
                </select>
              )}
            </StaffField>
            <StaffField id="staff-source" label="Source (last 30 days)">
              {(wiring) => (
                <select
                  {...wiring}
                  key={query.source}
                  name="source"
                  defaultValue={query.source}
                  className={STAFF_INPUT}
                >
                  <option value="">Any source</option>
                  {sources.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              )}
            </StaffField>
            <button type="submit" className={buttonClass({ variant: 'outline', size: 'md' })}>
              Apply filters
            </button>
          </div>
        </details>
      </Form>
      {narrowed ? (
        <Link
          to={inboxHref({ ...EMPTY_QUERY, kind: query.kind })}
          className="mt-2 inline-block text-sm font-semibold text-indigo-700 hover:underline"
        >
          Clear search and filters
        </Link>
      ) : null}
    </div>
  )
}
