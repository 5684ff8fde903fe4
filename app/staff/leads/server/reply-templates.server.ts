import type { Kysely } from 'kysely'
import { fillTemplate, formatDate } from '~/lib/format'
import { feeText } from '~/content/studio/fee'
import type { TemplateInput } from '~/staff/leads/forms/lead.schema'
import type { Database } from '~/server/db/schema.server'
import { leadBootcampBatch } from '~/server/lead-batch.server'
import type { SubmissionDetail } from '~/server/submission-read.server'

export type TemplateChannel = 'email' | 'whatsapp'

export interface ReplyTemplate {
  id: string
  name: string
  /** 'email': a reply from the lead's page; 'whatsapp': the message a WhatsApp link opens with (no subject). */
  channel: TemplateChannel
  /** The queue it is offered in ('admissions', 'services', 'hiring'), null for every queue. */
  queue: string | null
  subject: string
  body: string
  updatedAt: string
}

/** The placeholders a template may use, with what each becomes. */
export const TEMPLATE_PLACEHOLDERS = {
  name: 'the lead’s name',
  course: 'the course or service they asked about',
  nextBatch: 'the next batch start date of that course',
  fee: 'what that course’s next batch charges today, with its early-bird fee and last day while it lasts',
} as const

export async function listTemplates(db: Kysely<Database>): Promise<ReplyTemplate[]> {
  const rows = await db
    .selectFrom('reply_templates')
    .selectAll()
    .orderBy('position')
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    channel: r.channel,
    queue: r.queue,
    subject: r.subject,
    body: r.body,
    updatedAt: r.updated_at,
  }))
}

/** Creates a template, or updates the one with `id` (as TemplateSchema passed it); false when that one is gone. */
export async function saveTemplate(
  db: Kysely<Database>,
  template: Omit<TemplateInput, 'id'> & { id?: string },
  now = new Date(),
): Promise<boolean> {
  const values = {
    name: template.name,
    channel: template.channel,
    queue: template.queue,
    subject: template.subject,
    body: template.body,
    updated_at: now.toISOString(),
  }
  if (!template.id) {
    // A new template goes last.
    const last = await db
      .selectFrom('reply_templates')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst()
    await db
      .insertInto('reply_templates')
      .values({ id: crypto.randomUUID(), ...values, position: Number(last?.p ?? 0) + 1 })
      .execute()
    return true
  }
  const result = await db.updateTable('reply_templates').set(values).where('id', '=', template.id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The templates offered on a lead's page: those of the lead's queue and those for every queue. */
export function templatesForQueue<T extends Pick<ReplyTemplate, 'queue'>>(
  templates: readonly T[],
  queue: string | null,
): T[] {
  return templates.filter((t) => t.queue === null || t.queue === queue)
}

export async function deleteTemplate(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('reply_templates').where('id', '=', id).execute()
}

/** The values a template's placeholders take for one lead. */
export async function templateValues(
  db: Kysely<Database>,
  lead: Pick<SubmissionDetail, 'name' | 'kind' | 'fields' | 'wants'>,
  now = new Date(),
): Promise<Record<keyof typeof TEMPLATE_PLACEHOLDERS, string>> {
  // Today's sources: the batch a lead asked about and what it charges today, as the pages show it (lead-batch.server.ts).
  const { bootcamp, batchDate, fee } = await leadBootcampBatch(db, lead, now)
  return {
    name: lead.name.trim(),
    course: lead.wants,
    nextBatch: batchDate ? formatDate(batchDate) : 'the next batch',
    fee: bootcamp && fee ? feeText(fee) : 'the course fee',
  }
}

/**
 * A template's subject and body with `{name}`, `{course}`, `{nextBatch}` and `{fee}` filled in. Only those names are looked up:
 * any other `{word}` stays as staff typed it, for them to see in the draft before sending.
 */
export function fillReplyTemplate(
  template: Pick<ReplyTemplate, 'subject' | 'body'>,
  values: Record<string, string>,
): { subject: string; body: string } {
  const known: Record<string, string> = {}
  for (const name of Object.keys(TEMPLATE_PLACEHOLDERS)) if (Object.hasOwn(values, name)) known[name] = values[name]!
  return { subject: fillTemplate(template.subject, known), body: fillTemplate(template.body, known) }
}
