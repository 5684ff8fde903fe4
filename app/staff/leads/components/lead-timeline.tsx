import { Form } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { NOTE_MAX } from '~/staff/shell/lib/lead-status'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'

export interface TimelineItem {
  key: string
  when: string
  title: string
  by: string | null
  body: string | null
  /** A reply's mail: queued, sent or failed. */
  mail?: string
}

/** The lead's story, newest last: the submission, replies with their mail's state, notes and changes; then a note form. */
export function LeadTimeline({ items, submitting }: { items: TimelineItem[]; submitting: boolean }) {
  return (
    <section
      id="timeline"
      aria-labelledby="timeline-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="timeline-title" className="text-base font-bold text-slate-900">
        Timeline
      </h2>
      <ol className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.key} className="py-2">
            <p className="text-sm text-slate-700">
              {item.when}
              {item.by ? ` · ${item.by}` : ''}
            </p>
            <p className="font-semibold break-words text-slate-900">{item.title}</p>
            {item.body ? <p className="break-words whitespace-pre-wrap text-slate-900">{item.body}</p> : null}
            {item.mail ? <p className="text-sm text-slate-700">Mail: {item.mail}</p> : null}
          </li>
        ))}
      </ol>
      <Form method="post" key={items.length} className="mt-3">
        <input type="hidden" name="intent" value="note" />
        <StaffField id="lead-note" label="Add a note">
          {(wiring) => (
            <textarea {...wiring} name="note" required rows={3} maxLength={NOTE_MAX} className={STAFF_INPUT} />
          )}
        </StaffField>
        <button type="submit" disabled={submitting} className={`${STAFF_PRIMARY} mt-3`}>
          <Icon name="sticky-note" className="h-4 w-4" />
          Add note
        </button>
      </Form>
    </section>
  )
}
