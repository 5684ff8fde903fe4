import { Form, Link } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { ASSIGNEE_MAX, LEAD_STATUSES, NOTE_MAX, type LeadStatus } from '~/lib/lead-status'
import { StatusBadge } from './status-badge'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from './staff-field'

export interface SubmissionViewData {
  id: string
  kind: string
  kindLabel: string
  listLabel: string
  name: string
  email: string
  phone: string
  received: string
  status: LeadStatus
  statusSince: string | null
  assignee: string
  notes: { id: string; when: string; author: string; body: string }[]
  fields: { key: string; label: string; value: string }[]
  origin: { label: string; value: string }[]
  userAgent: string
  files: { id: string; label: string; filename: string; contentType: string; size: string }[]
  mail: string
  acknowledgement: string
}

/** One submission: its follow-up (status, assignee, notes), every field and files to download. */
export function SubmissionView({
  submission: s,
  assignees,
  list,
  error,
  submitting,
}: {
  submission: SubmissionViewData
  assignees: string[]
  /** The list the lead was opened from, and its neighbours there. */
  list: { back: string; previous: string | null; next: string | null }
  error?: string
  submitting: boolean
}) {
  return (
    <article aria-labelledby="submission-title">
      <LeadPager list={list} />
      <div className="mt-4 min-w-0">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{s.kindLabel}</p>
        <h1 id="submission-title" className="mt-1 text-2xl font-bold break-words text-slate-900">
          {s.name}
        </h1>
        <p className="mt-1 text-slate-700">
          Received {s.received} <StatusBadge status={s.status} />
        </p>
        {s.statusSince ? <p className="mt-1 text-sm text-slate-700">{s.statusSince}</p> : null}
      </div>

      <section aria-labelledby="fields-title" className="mt-6 rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="fields-title" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-slate-900">
          What they sent
        </h2>
        <dl className="divide-y divide-slate-100">
          <Row label="Email">
            <a href={`mailto:${s.email}`} className="break-all text-indigo-700 hover:underline">
              {s.email}
            </a>
          </Row>
          <Row label="Phone">
            <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} className="text-indigo-700 hover:underline">
              {s.phone}
            </a>
          </Row>
          {s.fields.map((f) => (
            <Row key={f.key} label={f.label}>
              <span className="break-words whitespace-pre-wrap">{f.value}</span>
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby="origin-title" className="mt-6 rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="origin-title" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-slate-900">
          Where they came from
        </h2>
        <dl className="divide-y divide-slate-100">
          {s.origin.map((row) => (
            <Row key={row.label} label={row.label}>
              <span className="break-all">{row.value}</span>
            </Row>
          ))}
        </dl>
      </section>

      <FormAlert message={error} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section
          id="follow-up"
          aria-labelledby="follow-up-title"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="follow-up-title" className="text-base font-bold text-slate-900">
            Follow-up
          </h2>
          <Form method="post" key={`${s.status}:${s.assignee}`} className="mt-3 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="intent" value="lead" />
            <StaffField id="lead-status" label="Status">
              {(wiring) => (
                <select {...wiring} name="status" defaultValue={s.status} className={STAFF_INPUT}>
                  {LEAD_STATUSES.map((option) => (
                    <option key={option.status} value={option.status}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </StaffField>
            <StaffField id="lead-assignee" label="Assigned to" hint="A name; leave empty for nobody.">
              {(wiring) => (
                <>
                  <input
                    {...wiring}
                    name="assignee"
                    type="text"
                    list="lead-assignees"
                    defaultValue={s.assignee}
                    maxLength={ASSIGNEE_MAX}
                    autoComplete="off"
                    className={STAFF_INPUT}
                  />
                  <datalist id="lead-assignees">
                    {assignees.map((name) => (
                      <option key={name} value={name} />
                    ))}
                  </datalist>
                </>
              )}
            </StaffField>
            <div className="sm:col-span-2">
              <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
                <Icon name="save" className="h-4 w-4" />
                Save follow-up
              </button>
            </div>
          </Form>
        </section>

        <section
          id="notes"
          aria-labelledby="notes-title"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="notes-title" className="text-base font-bold text-slate-900">
            Notes
          </h2>
          {s.notes.length === 0 ? (
            <p className="mt-2 text-slate-700">No notes yet.</p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-100">
              {s.notes.map((note) => (
                <li key={note.id} className="py-2">
                  <p className="text-sm text-slate-700">
                    {note.when} · {note.author}
                  </p>
                  <p className="break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                </li>
              ))}
            </ol>
          )}
          <Form method="post" key={s.notes.length} className="mt-3">
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
      </div>

      <section aria-labelledby="files-title" className="mt-6 rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="files-title" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-slate-900">
          Files
        </h2>
        {s.files.length === 0 ? (
          <p className="px-4 py-3 text-slate-700">No files were attached.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {s.files.map((f) => (
              <li key={f.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-slate-900">{f.filename}</p>
                  <p className="text-sm text-slate-700">
                    {f.label} · {f.contentType} · {f.size}
                  </p>
                </div>
                <a
                  href={`/staff/files/${f.id}`}
                  className={buttonClass({ variant: 'outline', size: 'xs', className: 'shrink-0 self-start' })}
                >
                  <Icon name="download" className="h-4 w-4" />
                  Download<span className="sr-only"> {f.filename}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="details-title" className="mt-6 rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="details-title" className="border-b border-slate-200 px-4 py-3 text-base font-bold text-slate-900">
          Details
        </h2>
        <dl className="divide-y divide-slate-100">
          <Row label="Staff email">{s.mail}</Row>
          <Row label="Acknowledgement to the visitor">{s.acknowledgement}</Row>
          <Row label="Browser">
            <span className="break-words">{s.userAgent}</span>
          </Row>
          <Row label="Submission ID">
            <span className="font-mono text-sm break-all">{s.id}</span>
          </Row>
        </dl>
      </section>
    </article>
  )
}

/** Back to the list the lead was opened from, and Previous/Next through it. */
function LeadPager({ list }: { list: { back: string; previous: string | null; next: string | null } }) {
  const link = 'inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline'
  return (
    <nav aria-label="Leads" className="flex flex-wrap items-center justify-between gap-3">
      <Link to={list.back} className={link}>
        <Icon name="arrow-left" className="h-4 w-4" />
        Back to the list
      </Link>
      <span className="flex gap-4">
        {list.previous ? (
          <Link to={list.previous} rel="prev" className={link}>
            <Icon name="chevron-left" className="h-4 w-4" />
            Previous
          </Link>
        ) : null}
        {list.next ? (
          <Link to={list.next} rel="next" className={link}>
            Next
            <Icon name="chevron-right" className="h-4 w-4" />
          </Link>
        ) : null}
      </span>
    </nav>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  )
}
