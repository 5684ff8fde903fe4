import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from './migrations.server'

/**
 * The staff inbox at 100,000 submissions (docs/decisions/015, "At scale"):
 *
 * - `submission_counts` holds how many submissions each (form, status) has, kept by triggers on `submissions` in the
 *   same transaction as the insert, update or delete, so the inbox's form tabs and its counts per status (every form,
 *   or one) read a few rows instead of counting the table on every page. Triggers are per engine (SQLite's row
 *   triggers; PostgreSQL's statement triggers over transition tables, applying each statement's changes in key order,
 *   so concurrent writers take the counter rows' locks in one order). A later migration that rebuilds `submissions`
 *   (drop and rename) drops these triggers and must create them again.
 * - PostgreSQL only: a trigram index (`pg_trgm`) on `search_text`, so a `LIKE '%…%'` search reads the few matching
 *   rows instead of every entry. When the database does not allow the extension, the migration goes on without it
 *   and the search stays correct, only slower (it reads the narrow search index as before).
 */
export function inboxAtScaleMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submission_counts')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('submission_counts_pkey', ['kind', 'status'])
        .execute()
      if (engine === 'postgres') await postgresCountTriggers(db)
      else await sqliteCountTriggers(db)
      // After the triggers, and setting rather than adding: exact even if a submission arrived in between.
      await sql`insert into submission_counts (kind, status, n)
        select kind, status, count(*) from submissions where true group by kind, status
        on conflict (kind, status) do update set n = excluded.n`.execute(db)
      if (engine === 'postgres') await postgresTrigramSearch(db)
    },
  }
}

async function sqliteCountTriggers(db: Kysely<unknown>) {
  const add = sql.raw(`insert into submission_counts (kind, status, n) values (new.kind, new.status, 1)
    on conflict (kind, status) do update set n = n + 1;`)
  const remove = sql.raw('update submission_counts set n = n - 1 where kind = old.kind and status = old.status;')
  await sql`create trigger submission_counts_insert after insert on submissions begin ${add} end`.execute(db)
  await sql`create trigger submission_counts_delete after delete on submissions begin ${remove} end`.execute(db)
  await sql`create trigger submission_counts_update after update of kind, status on submissions
    when old.kind is not new.kind or old.status is not new.status
    begin ${remove} ${add} end`.execute(db)
}

async function postgresCountTriggers(db: Kysely<unknown>) {
  // Each statement's net change per (kind, status), applied in key order; an update of other columns changes nothing.
  const apply = (changes: string) => `insert into submission_counts (kind, status, n)
      select kind, status, sum(n) from (${changes}) as change group by kind, status having sum(n) <> 0
      order by kind, status
      on conflict (kind, status) do update set n = submission_counts.n + excluded.n;`
  await sql`create function submission_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${sql.raw(apply('select kind, status, 1 as n from new_rows'))}
      elsif tg_op = 'DELETE' then
        ${sql.raw(apply('select kind, status, -1 as n from old_rows'))}
      else
        ${sql.raw(apply('select kind, status, 1 as n from new_rows union all select kind, status, -1 from old_rows'))}
      end if;
      return null;
    end $$`.execute(db)
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`create trigger ${sql.raw(`submission_counts_${event}`)} after ${sql.raw(event)} on submissions
      referencing ${sql.raw(tables)} for each statement execute function submission_counts_apply()`.execute(db)
  }
}

async function postgresTrigramSearch(db: Kysely<unknown>) {
  // Inside the migration's transaction: a savepoint lets a refused extension leave the rest of the migration intact.
  await sql`savepoint inbox_trigram`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index submissions_search_trigram on submissions using gin (search_text gin_trgm_ops)`.execute(db)
    await sql`release savepoint inbox_trigram`.execute(db)
  } catch (error) {
    await sql`rollback to savepoint inbox_trigram`.execute(db)
    console.warn(`Inbox search without a trigram index (pg_trgm not available here): ${String(error)}`)
  }
}
