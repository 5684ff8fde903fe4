// Migration 024 on accounts, replies and templates written before it (issue 56): every account gets an empty role
// title, older replies keep their author without one, and the first templates are put in their queues.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrate } from './database.server'
import { withTestDatabase } from './test-database.server'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`migration 024 on stored accounts, replies and templates (${engine})`, () => {
  const store = withTestDatabase({ clear: false, migrateTo: '023_analytics_bounds' })

  it('adds titles without changing a name, and sorts the templates into queues', async () => {
    const at = '2026-11-20T10:00:00.000Z'
    await sql`insert into staff_accounts (id, email, name, role, password_hash, created_at, last_sign_in_at)
      values ('acc-1', 'owner@realwork.example', 'owner', 'owner', null, ${at}, null)`.execute(store.db)
    // As 023 left them: written without the columns 024 adds.
    await sql`insert into submissions (id, kind, created_at, name, email, phone, fields)
      values ('lead-1', 'services-contact', ${at}, 'Dr Anjali Rao', 'anjali@example.com', '98450 12345', '{}')`.execute(
      store.db,
    )
    await sql`insert into submission_replies (id, submission_id, created_at, author_id, author_name, subject, body)
      values ('reply-1', 'lead-1', ${at}, 'acc-1', 'owner', 'Your enquiry', 'Hello')`.execute(store.db)

    await migrate(store)

    expect(await store.db.selectFrom('staff_accounts').select(['name', 'title']).execute()).toEqual([
      { name: 'owner', title: '' },
    ])
    expect(await store.db.selectFrom('submission_replies').select(['author_name', 'author_title']).execute()).toEqual([
      { author_name: 'owner', author_title: null },
    ])
    const queues = Object.fromEntries(
      (await store.db.selectFrom('reply_templates').select(['id', 'queue']).execute()).map((t) => [t.id, t.queue]),
    )
    expect(queues).toMatchObject({
      'tpl-first-reply-registration': 'admissions',
      'tpl-whatsapp-hello': 'admissions',
      'tpl-first-reply-services': 'services',
      'tpl-whatsapp-services-hello': 'services',
      'tpl-missed-call': null,
    })
  })
})
