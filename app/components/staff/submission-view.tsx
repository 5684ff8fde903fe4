import { ArrowLeft, Check, Download, RotateCcw } from 'lucide-react'
import { Form, Link } from 'react-router'
import { StatusBadge } from './status-badge'

export interface SubmissionViewData {
  id: string
  kind: string
  kindLabel: string
  listLabel: string
  name: string
  email: string
  phone: string
  received: string
  handledLabel: string | null
  fields: { key: string; label: string; value: string }[]
  userAgent: string
  files: { id: string; label: string; filename: string; contentType: string; size: string }[]
  mail: string
}

/** One submission: every field, files to download, and the handled switch. */
export function SubmissionView({ submission: s, submitting }: { submission: SubmissionViewData; submitting: boolean }) {
  const handled = s.handledLabel !== null
  return (
    <article aria-labelledby="submission-title">
      <Link
        to={`/staff?kind=${s.kind}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All {s.listLabel.toLowerCase()}
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{s.kindLabel}</p>
          <h1 id="submission-title" className="mt-1 text-2xl font-bold break-words text-slate-900">
            {s.name}
          </h1>
          <p className="mt-1 text-slate-700">
            Received {s.received} <StatusBadge handled={handled} />
          </p>
          {handled ? <p className="mt-1 text-sm text-slate-700">Marked handled {s.handledLabel}</p> : null}
        </div>
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value={handled ? 'open' : 'handled'} />
          <button
            type="submit"
            disabled={submitting}
            className={
              handled
                ? 'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60'
                : 'inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60'
            }
          >
            {handled ? (
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Check aria-hidden="true" className="h-4 w-4" />
            )}
            {handled ? 'Mark as not handled' : 'Mark as handled'}
          </button>
        </Form>
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
                  className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
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

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  )
}
