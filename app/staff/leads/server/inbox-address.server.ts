import { isFormKind } from '~/forms/registry'
import { isLeadStatus, type LeadStatus } from '~/staff/shell/lib/lead-status'
import type { InboxQuery } from '~/staff/leads/lib/inbox-query'
import { leadQueue } from '~/staff/leads/content/queues'
import { INBOX_TEXT_MAX } from '~/staff/shell/forms/limits'
import type { InboxFilter } from './inbox-list.server'

/** The inbox query in a request's address; anything unknown or malformed is left out. */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const kind = params.get('kind')
  const status = params.get('status')
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, INBOX_TEXT_MAX)
  return {
    queue: leadQueue(params.get('queue') ?? '')?.id ?? '',
    kind: isFormKind(kind) ? kind : '',
    search: text('q'),
    status: isLeadStatus(status) ? status : '',
    assignee: text('assignee'),
    source: text('source'),
    due: params.get('due') === '1',
  }
}

/** The store's filter for an inbox query. */
export function filterOf(query: InboxQuery): InboxFilter & { status?: LeadStatus } {
  return {
    kind: isFormKind(query.kind) ? query.kind : undefined,
    kinds: leadQueue(query.queue)?.kinds,
    search: query.search || undefined,
    status: query.status || undefined,
    assignee: query.assignee || undefined,
    source: query.source || undefined,
    due: query.due || undefined,
  }
}
