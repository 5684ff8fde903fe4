import { data } from 'react-router'
import { statusLabel } from '~/staff/shell/lib/lead-status'
import { serverNow } from '~/server/clock.server'
import { BULK_MAX } from '~/staff/shell/forms/limits'
import { BulkSchema, bulkChange } from '~/staff/leads/forms/bulk.schema'
import { leadName } from '~/staff/shell/server/lead-events.server'
import { bulkUpdate } from './bulk.server'
import { inboxHref } from '~/staff/leads/lib/inbox-query'
import { assigneeChoices } from '~/staff/leads/server/lead-assignees.server'
import { parseInboxQuery } from '~/staff/leads/server/inbox-address.server'
import { done, intent, type AuditNote, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'

/** The inbox's bulk form: up to BULK_MAX ticked ids (36 characters each) and three small fields, 8 KB in all. */
export const BULK_LIMITS = {
  maxBytes: 8 * 1024,
  maxFields: BULK_MAX + 8,
  maxFieldBytes: 256,
} satisfies StaffBodyLimits

const refused = (error: string) => data({ error }, { status: 400 })

/**
 * Assigns, sets the status of, or closes the ticked leads, then goes back to the same list and page. Each lead's
 * change is on its timeline and in the audit log as if made from its page.
 */
export function bulkIntent() {
  return intent(
    BulkSchema,
    async (input, { db, user, request }) => {
      const change = bulkChange(input)
      if (change.assigneeId) {
        const accounts = (await assigneeChoices(db)).filter((c) => c.account)
        if (!accounts.some((a) => a.value === change.assigneeId)) return refused('Choose a person from the list.')
      }
      const results = await bulkUpdate(db, input.ids, change, serverNow(), user.name)
      const accountName = change.assigneeId
        ? ((await assigneeChoices(db)).find((c) => c.value === change.assigneeId)?.label ?? 'Nobody')
        : 'Nobody'
      const audit: AuditNote[] = []
      for (const r of results) {
        const target = await leadName(db, r.id)
        if (change.status && r.statusBefore !== change.status)
          audit.push({
            action: 'lead-status',
            target,
            detail: `${statusLabel(r.statusBefore)} → ${statusLabel(change.status)}`,
          })
        if (r.assigned !== undefined) audit.push({ action: 'lead-assign', target, detail: accountName })
      }
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? 1)
      return done(inboxHref(parseInboxQuery(url.searchParams), page), { audit })
    },
    { invalid: (errors) => refused(Object.values(errors)[0]!) },
  )
}
