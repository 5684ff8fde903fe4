import { sql, type Kysely, type Migration } from 'kysely'

/**
 * People, not accounts, and the lead's queue (issue 56):
 *
 * - `staff_accounts.title`: the role title a person signs with ("Admissions counsellor"), '' until they give one.
 * - `submission_replies.author_title`: the title the reply was signed with when it was written (null before this), so
 *   a reply mail sent later, and the timeline, keep the signature it was written under.
 * - `reply_templates.queue`: the queue a template is for ('admissions', 'services', 'hiring'), null for every queue.
 *   The first templates (seed/reply-templates-2026-11.json) are the studio's but for the services reply and the
 *   missed-call mail, which fits any lead; a services WhatsApp hello is added so a services lead's chat does not open
 *   with the studio's words. Ids and text frozen here as on this date.
 */
export const staffSignatureMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staff_accounts')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.alterTable('submission_replies').addColumn('author_title', 'text').execute()
    await db.schema.alterTable('reply_templates').addColumn('queue', 'text').execute()
    const admissions = [
      'tpl-first-reply-registration',
      'tpl-fees-and-batch',
      'tpl-after-counselling',
      'tpl-whatsapp-hello',
      'tpl-whatsapp-missed-call',
      'tpl-whatsapp-fees',
    ]
    await sql`update reply_templates set queue = 'admissions' where id in (${sql.join(admissions)})`.execute(db)
    await sql`update reply_templates set queue = 'services' where id = 'tpl-first-reply-services'`.execute(db)
    const body =
      'Hello {name}, this is the RealWork Technologies services team. Thank you for your enquiry about {course}. Is now a good time for a short call about what you need built, or shall I message you a few questions here?'
    await sql`insert into reply_templates (id, name, subject, body, channel, position, updated_at, queue)
      values ('tpl-whatsapp-services-hello', 'WhatsApp: services first hello', 'Services first hello', ${body},
        'whatsapp', 9, ${new Date().toISOString()}, 'services')
      on conflict do nothing`.execute(db)
  },
}
