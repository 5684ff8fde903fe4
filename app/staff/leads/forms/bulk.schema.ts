import { z } from 'zod'
import { LEAD_STATUSES, UNASSIGNED, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { postedText } from '~/staff/shell/forms/form-text'
import { BULK_MAX } from '~/staff/shell/forms/limits'

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A change to the leads ticked in the inbox: their ids (one to BULK_MAX, each a lead id), who to assign them to ('' no
 * change, UNASSIGNED nobody, else an account id the handler checks against the accounts) and the status ('' no change);
 * "Close selected" (bulk=close) closes them whatever the status field says. Something must change.
 */
export const BulkSchema = z
  .object({
    ids: z
      .array(postedText.pipe(z.string().regex(LEAD_ID, 'Tick leads from the list.')))
      .min(1, 'Tick at least one lead first.')
      .max(BULK_MAX, `Change at most ${BULK_MAX} leads at once.`),
    bulk: z.enum(['apply', 'close'], { error: 'Choose what to do with them.' }),
    bulkAssignee: postedText.transform((text) => text.trim()),
    bulkStatus: z.union([z.literal(''), z.enum(LEAD_STATUSES.map((s) => s.status) as [LeadStatus, ...LeadStatus[]])], {
      error: 'Choose a status from the list.',
    }),
  })
  .superRefine((change, ctx) => {
    if (change.bulk === 'apply' && !change.bulkStatus && !change.bulkAssignee)
      ctx.addIssue({ code: 'custom', path: ['bulk'], message: 'Choose someone to assign them to or a status first.' })
  })
export type BulkInput = z.output<typeof BulkSchema>

/** What a bulk change does: the status to set (null: none), and the assignee (undefined: none; null: nobody). */
export function bulkChange({ bulk, bulkAssignee, bulkStatus }: BulkInput): {
  status: LeadStatus | null
  assigneeId: string | null | undefined
} {
  if (bulk === 'close') return { status: 'closed', assigneeId: undefined }
  return {
    status: bulkStatus || null,
    assigneeId: bulkAssignee === '' ? undefined : bulkAssignee === UNASSIGNED ? null : bulkAssignee,
  }
}
