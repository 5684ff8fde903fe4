import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import type { LeadDesk } from '~/staff/leads/server/lead-channels.server'
import { StatusBadge } from '~/staff/shell/components/status-badge'

/**
 * The top of a lead's page: who it is (name, what they want, the form, source, age), where it stands (status, reply
 * time, assignee, next follow-up) and the channels: Call, WhatsApp (its first template's message; the others under it)
 * and Reply by email (the reply form further down).
 */
export function LeadHeader({
  lead,
  desk,
}: {
  lead: {
    kindLabel: string
    name: string
    wants: string
    source: string | null
    received: string
    status: LeadStatus
    statusSince: string | null
    assigneeName: string | null
    followUpText: string | null
  }
  desk: LeadDesk
}) {
  return (
    <div className="mt-4 min-w-0">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{lead.kindLabel}</p>
      <h1 id="submission-title" className="mt-1 text-2xl font-bold break-words text-slate-900">
        {lead.name}
      </h1>
      <p className="mt-1 text-slate-800">
        <span className="font-semibold">{lead.wants}</span>
        {lead.source ? <span className="text-slate-700"> · from {lead.source}</span> : null}
        <span className="text-slate-700"> · arrived {desk.age === 'just now' ? 'just now' : `${desk.age} ago`}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <StatusBadge status={lead.status} />
        {desk.due ? (
          <span className={cn('font-semibold', desk.due.overdue ? 'text-red-800' : 'text-slate-800')}>
            {desk.due.text}
          </span>
        ) : null}
        <span>Received {lead.received}</span>
      </p>
      {lead.statusSince ? <p className="mt-1 text-sm text-slate-700">{lead.statusSince}</p> : null}
      <p className="mt-1 text-sm text-slate-800">
        {lead.assigneeName ? `Assigned to ${lead.assigneeName}` : 'Nobody is assigned yet'}
        {lead.followUpText ? (
          <>
            {' · '}
            <span className="font-semibold">Next follow-up: {lead.followUpText}</span>
          </>
        ) : null}
      </p>

      <ul aria-label="Contact them" className="mt-3 flex flex-wrap gap-2">
        {desk.call ? (
          <li>
            <a href={desk.call} className={buttonClass({ size: 'md', className: 'min-h-11' })}>
              <Icon name="phone" className="h-4 w-4" />
              Call
            </a>
          </li>
        ) : null}
        {desk.whatsApp ? (
          <li>
            <a
              href={desk.whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'outline', size: 'md', className: 'min-h-11' })}
            >
              <Icon name="message-circle" className="h-4 w-4" />
              WhatsApp<span className="sr-only"> (opens a new tab)</span>
            </a>
          </li>
        ) : null}
        <li>
          <a href="#reply" className={buttonClass({ variant: 'outline', size: 'md', className: 'min-h-11' })}>
            <Icon name="mail" className="h-4 w-4" />
            Reply by email
          </a>
        </li>
      </ul>
      {desk.whatsAppMessages.length > 1 ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-indigo-700">
            Other WhatsApp messages
          </summary>
          {/* Each a 44 px target: a counsellor taps these on a phone between calls. */}
          <ul className="grid gap-1 text-sm">
            {desk.whatsAppMessages.slice(1).map((m) => (
              <li key={m.id}>
                <a
                  href={m.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center text-indigo-700 hover:underline"
                >
                  {m.name}
                  <span className="sr-only"> (opens WhatsApp in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
