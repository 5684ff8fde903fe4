import { staffPaths, staffPathTo } from '~/content/staff-routes'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'

/**
 * The staff inbox's list as an address: which queue and form ('' for every one), the search, status, assignee, source and the
 * Due view. The list, its filters, its pages and the lead page's Previous/Next all build their links from it, so
 * moving through a lead keeps the list it came from.
 */
export interface InboxQuery {
  /** A work queue (app/staff/leads/content/queues.ts), '' for every form. */
  queue: string
  kind: string
  search: string
  status: LeadStatus | ''
  assignee: string
  source: string
  due: boolean
}

export const EMPTY_QUERY: InboxQuery = {
  queue: '',
  kind: '',
  search: '',
  status: '',
  assignee: '',
  source: '',
  due: false,
}

/** The query's URL parameters (only the ones set), with a page when past the first. */
export function inboxParams(query: InboxQuery, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  if (query.queue) params.set('queue', query.queue)
  if (query.kind) params.set('kind', query.kind)
  if (query.due) params.set('due', '1')
  if (query.status) params.set('status', query.status)
  if (query.assignee) params.set('assignee', query.assignee)
  if (query.source) params.set('source', query.source)
  if (query.search) params.set('q', query.search)
  if (page > 1) params.set('page', String(page))
  return params
}

/** The inbox address of a query (and page). */
export function inboxHref(query: InboxQuery, page = 1): string {
  const params = inboxParams(query, page).toString()
  return params ? `${staffPaths.staff}?${params}` : staffPaths.staff
}

/** A lead's page, remembering the list it was opened from. */
export function leadHref(id: string, query: InboxQuery): string {
  const params = inboxParams(query).toString()
  return `${staffPathTo('staffSubmission', { id })}${params ? `?${params}` : ''}`
}
