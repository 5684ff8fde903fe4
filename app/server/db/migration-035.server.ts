import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from './migrations.server'

/**
 * The Due view from one index (issue 58, docs/decisions/020, "A stored due time"). Due was a union of two index
 * ranges (follow-ups today or earlier, and unanswered leads past their reply time), each also holding Won and Closed
 * leads to be filtered out, merged without duplicates and then sorted: at 100,000 leads with 9,087 due, 70 to 105 ms on
 * a busy machine.
 *
 * - `submissions.due_at`: when an open lead falls due, as UTC ISO-8601 text: the earlier of its reply-time promise
 *   while nobody has answered it and the start (00:00 India time) of its follow-up day; null for Won and Closed leads
 *   and for answered leads without a follow-up. A lead is due once `due_at <= now`. It is a generated column, so the
 *   engine computes it in the statement that writes any of its inputs (every writer, the same transaction) and the
 *   existing rows get it now; SQLite computes it when read (a virtual column, which ALTER TABLE can add) and keeps it
 *   in the index, PostgreSQL stores it (its generated columns are stored).
 * - `submissions_due`: `(due_at, created_at, id, status)` for the leads with a due time: one range gives every due lead's
 *   arrival order and status without reading a row.
 * - `submissions_follow_up` and `submissions_first_response` (Due's two halves until now, and the morning digest's) are
 *   dropped: both read `submissions_due` now, and every new lead was an entry in each.
 * - `submissions_assignee_name` holds only the leads with an old free-text assignee, which a new lead never has (every
 *   query that reads it asks for a name; the Unassigned filter's `assignee is null` scans either way, on both engines).
 *
 * So the form POST's new lead enters 10 indexes instead of 12, besides its primary key (and on PostgreSQL the search's
 * trigram index).
 *
 * The follow-up day's start is its India date's previous UTC day at 18:30 (India keeps no daylight saving). PostgreSQL
 * allows only immutable functions in a generated column, so it builds that text from the date's parts (`to_char` and
 * text-to-date casts depend on session settings).
 */
export function dueTimeMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const followUpStart =
        engine === 'postgres'
          ? (() => {
              // The day before as the 1st of its month plus (day - 2) days: a day past the month's end (2027-02-30, which
              // the forms' date check lets through) rolls over as SQLite's date functions roll it, rather than failing.
              const day = sql`(make_date(greatest(substr(follow_up_on, 1, 4)::int, 1), substr(follow_up_on, 6, 2)::int, 1) + (substr(follow_up_on, 9, 2)::int - 2))`
              const part = (field: string, width: number) =>
                sql`lpad(extract(${sql.raw(field)} from ${day})::int::text, ${sql.raw(String(width))}, '0')`
              return sql`(case when follow_up_on ~ '^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}$' then ${part('year', 4)} || '-' || ${part('month', 2)} || '-' || ${part('day', 2)} || 'T18:30:00.000Z' end)`
            })()
          : sql`strftime('%Y-%m-%dT18:30:00.000Z', follow_up_on, '-1 day')`
      const dueAt = sql`case
        when status in ('won', 'closed') then null
        when first_response_at is null and first_response_due_at is not null
          and (${followUpStart} is null or first_response_due_at < ${followUpStart}) then first_response_due_at
        else ${followUpStart} end`
      await sql`alter table submissions add column due_at text generated always as (${dueAt}) ${sql.raw(
        engine === 'postgres' ? 'stored' : 'virtual',
      )}`.execute(db)
      await db.schema
        .createIndex('submissions_due')
        .on('submissions')
        .columns(['due_at', 'created_at', 'id', 'status'])
        .where(sql.ref('due_at'), 'is not', null)
        .execute()
      // Due and the morning digest now read submissions_due; nothing else reads these two.
      await db.schema.dropIndex('submissions_follow_up').execute()
      await db.schema.dropIndex('submissions_first_response').execute()
      await db.schema.dropIndex('submissions_assignee_name').execute()
      await db.schema
        .createIndex('submissions_assignee_name')
        .on('submissions')
        .columns(['assignee', 'assignee_id'])
        .where(sql.ref('assignee'), 'is not', null)
        .execute()
    },
  }
}
