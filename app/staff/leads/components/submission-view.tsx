import { Link } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import type { LeadPageData } from '~/staff/leads/server/lead-page.server'
import { LeadFollowUpForm } from './lead-follow-up-form'
import { LeadReplyForm } from './lead-reply-form'
import { LeadTimeline } from './lead-timeline'
import { staffPathTo } from '~/content/staff-routes'
import { CallOutcomeForm } from '~/staff/leads/components/call-outcome-form'
import { LeadHeader } from '~/staff/leads/components/lead-header'

export type SubmissionViewData = LeadPageData['submission']

/**
 * One lead, actions first: who it is and the channels, the call outcome and next step; then what they sent (readable),
 * where they came from, the timeline, a reply, files and details.
 */
export function SubmissionView({
  submission: s,
  desk,
  assignees,
  templates,
  reply,
  list,
  called,
  error,
  submitting,
  enrolment,
}: {
  submission: SubmissionViewData
  desk: LeadPageData['desk']
  assignees: LeadPageData['assignees']
  templates: LeadPageData['templates']
  reply: LeadPageData['reply']
  /** The list the lead was opened from, and its neighbours there. */
  list: LeadPageData['list']
  /** What the last outcome press recorded (LeadPageData['called']). */
  called: string | null
  error?: string
  submitting: boolean
  /** The "Enrol in batch" section (the batches desk's). */
  enrolment?: React.ReactNode
}) {
  return (
    <article aria-labelledby="submission-title">
      <LeadPager list={list} />
      <LeadHeader lead={s} desk={desk} />
      <FormAlert message={error} />

      <section
        id="actions"
        aria-labelledby="actions-title"
        className="mt-4 grid gap-5 rounded-lg border border-indigo-200 bg-white p-4 shadow-sm"
      >
        <h2 id="actions-title" className="text-base font-bold text-slate-900">
          Next step
        </h2>
        <CallOutcomeForm
          callBackOn={desk.callBackOn}
          called={called}
          resetKey={s.timeline.length}
          submitting={submitting}
        />
        <LeadFollowUpForm
          status={s.status}
          assignee={s.assignee}
          followUpOn={s.followUpOn}
          assignees={assignees}
          submitting={submitting}
        />
      </section>

      {enrolment}

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
            <a
              href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}
              className="whitespace-nowrap text-indigo-700 hover:underline"
            >
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
        {s.campaignHref ? (
          <p className="border-t border-slate-100 px-4 py-3 text-sm">
            <Link to={s.campaignHref} className="font-semibold text-indigo-700 hover:underline">
              This campaign’s visitors and conversions
            </Link>
          </p>
        ) : null}
      </section>

      <LeadTimeline items={s.timeline} submitting={submitting} />
      <LeadReplyForm email={s.email} list={list.search} templates={templates} draft={reply} submitting={submitting} />

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
                {f.deleted ? (
                  <p className="shrink-0 text-sm font-semibold text-slate-700">{f.deleted}</p>
                ) : (
                  <a
                    href={staffPathTo('staffFile', { fileId: f.id })}
                    className={buttonClass({ variant: 'outline', size: 'xs', className: 'shrink-0 self-start' })}
                  >
                    <Icon name="download" className="h-4 w-4" />
                    Download<span className="sr-only"> {f.filename}</span>
                  </a>
                )}
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
          <Row label="Reference">
            <span className="font-mono text-sm">{s.reference}</span>
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
function LeadPager({ list }: { list: LeadPageData['list'] }) {
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
