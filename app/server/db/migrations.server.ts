import { sql, type Kysely, type Migration } from 'kysely'
import { secondFactorsMigration } from './migration-008.server'
import { catalogueMigration } from './migration-011.server'
import { testimonialsMigration } from './migration-012.server'
import { careersMigration } from './migration-013.server'
import { inboxAtScaleMigration } from './migration-014.server'
import { batchesMigration } from './migration-015.server'
import { feesMigration } from './migration-019.server'
import { leadDeskMigration } from './migration-016.server'
import { analyticsMigration } from './migration-017.server'
import { analyticsBoundsMigration } from './migration-023.server'
import { claimsMigration } from './migration-018.server'
import { peopleMigration } from './migration-020.server'
import { dueOrderMigration } from './migration-021.server'
import { feeAccountMigration } from './migration-022.server'
import { staffSignatureMigration } from './migration-024.server'
import { payReportsMigration } from './migration-025.server'
import { counsellingMigration } from './migration-029.server'
import { counsellorFeedMigration } from './migration-030.server'
import { callMailMigration } from './migration-031.server'
import { studentSignInMigration } from './migration-026.server'
import { bankStatementsMigration } from './migration-027.server'
import { gatewayMigration } from './migration-028.server'
import { demoClassesMigration } from './migration-032.server'
import { demoClassChangesMigration } from './migration-033.server'
import { officeHolidaysMigration } from './migration-034.server'
import { dueTimeMigration } from './migration-035.server'
import { seedPosts } from './seed.server'

export type Engine = 'sqlite' | 'postgres'

/** Dialect-neutral migrations; the engine differences are the binary column type and 014's triggers and index. */
export function migrations(engine: Engine): Record<string, Migration> {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`
  return {
    '001_submissions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('fields', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text')
          .addColumn('handled_at', 'text')
          .execute()
        await db.schema
          .createIndex('submissions_kind_created')
          .on('submissions')
          .columns(['kind', 'created_at'])
          .execute()
        await db.schema
          .createTable('submission_files')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('filename', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('data', binary, (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('submission_files_submission')
          .on('submission_files')
          .column('submission_id')
          .execute()
        await db.schema
          .createTable('outbox')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .execute()
        await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()
      },
    },
    '002_sessions_and_limits': {
      async up(db: Kysely<unknown>) {
        // Staff sessions as rows, so sign-out and account removal end them on every server sharing the database.
        await db.schema
          .createTable('staff_sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .addColumn('client_address', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text')
          .addColumn('data', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('staff_sessions_expires').on('staff_sessions').column('expires_at').execute()
        // Fixed-window counters shared by every server: one row per limited key (form and address, sign-in address).
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('reset_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute()
      },
    },
    // A status, an assignee and dated notes instead of the "handled" flag. Handled submissions become Closed, and
    // the time they were handled becomes the time of that status, so nothing of the old data is lost.
    '003_lead_pipeline': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('submissions')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .execute()
        await db.schema.alterTable('submissions').addColumn('status_changed_at', 'text').execute()
        await db.schema.alterTable('submissions').addColumn('assignee', 'text').execute()
        await sql`update submissions set status = 'closed', status_changed_at = handled_at where handled_at is not null`.execute(
          db,
        )
        await db.schema.alterTable('submissions').dropColumn('handled_at').execute()
        await db.schema.createIndex('submissions_kind_status').on('submissions').columns(['kind', 'status']).execute()
        await db.schema
          .createTable('submission_notes')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('author', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('submission_notes_submission')
          .on('submission_notes')
          .columns(['submission_id', 'created_at'])
          .execute()
      },
    },
    // Blog posts move into the database; the four built-in posts become its first rows, published on their dates
    // (9:00 IST). Inserted with "on conflict do nothing", so running the import twice can never duplicate a post.
    '004_posts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('posts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('cover_url', 'text')
          .addColumn('cover_alt', 'text', (c) => c.notNull())
          .addColumn('author', 'text', (c) => c.notNull())
          .addColumn('author_role', 'text')
          .addColumn('seo_title', 'text')
          .addColumn('seo_description', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('posts_status_published').on('posts').columns(['status', 'published_at']).execute()
        await db.schema
          .createTable('post_images')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('data', binary, (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('content_version')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        const now = new Date().toISOString()
        await sql`insert into content_version (id, version, updated_at) values (1, 1, ${now})`.execute(db)
        await seedPosts(db)
      },
    },
    // Named staff accounts (owner, editor), their one-time invite and reset tokens (stored only as SHA-256 hashes),
    // and the audit log. The outbox also carries staff mail now (invites, resets): submission_id becomes optional and a
    // row may hold its own recipient, subject and text (the text is cleared once sent, so no live link stays stored).
    '005_staff_accounts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('staff_accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_sign_in_at', 'text')
          .execute()
        await db.schema
          .createTable('staff_tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute()
        await db.schema.createIndex('staff_tokens_account').on('staff_tokens').column('account_id').execute()
        await db.schema.createIndex('staff_sessions_account').on('staff_sessions').column('account_id').execute()
        await db.schema
          .createTable('audit_log')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('target', 'text')
          .addColumn('detail', 'text')
          .execute()
        await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute()
        await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_email', 'at']).execute()
        await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute()
        await db.schema.alterTable('outbox').addColumn('recipient', 'text').execute()
        await db.schema.alterTable('outbox').addColumn('subject', 'text').execute()
        await db.schema.alterTable('outbox').addColumn('body', 'text').execute()
        if (engine === 'postgres') {
          await sql`alter table outbox alter column submission_id drop not null`.execute(db)
        } else {
          // SQLite cannot drop NOT NULL in place: rebuild the table with the same columns, keys and indexes.
          await sql`create table outbox_new (
            id text primary key,
            submission_id text references submissions(id) on delete cascade,
            created_at text not null,
            status text not null,
            attempts integer not null default 0,
            next_attempt_at text not null,
            last_error text,
            sent_at text,
            recipient text,
            subject text,
            body text)`.execute(db)
          await sql`insert into outbox_new select id, submission_id, created_at, status, attempts, next_attempt_at,
            last_error, sent_at, recipient, subject, body from outbox`.execute(db)
          await sql`drop table outbox`.execute(db)
          await sql`alter table outbox_new rename to outbox`.execute(db)
          await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()
        }
      },
    },
    // Staff-edited site content: the next batch start per bootcamp track (the code's quarterly calendar in
    // app/content/studio/batches.ts stays the fallback) and one site announcement. Row 2 of content_version goes up
    // with every change to them, so the pages that show them are re-rendered (docs/decisions/011).
    '006_batches_and_announcement': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('batch_dates')
          .addColumn('bootcamp_id', 'text', (c) => c.primaryKey())
          .addColumn('starts_on', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('site_announcement')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('link_href', 'text')
          .addColumn('link_text', 'text')
          .addColumn('starts_on', 'text', (c) => c.notNull())
          .addColumn('ends_on', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        const now = new Date().toISOString()
        await sql`insert into content_version (id, version, updated_at) values (2, 1, ${now}) on conflict do nothing`.execute(
          db,
        )
      },
    },
    // From lead to enrolment (docs/decisions/012). Every new per-lead row is keyed by its submission id and deleted with
    // it: where a lead came from (columns of the submission), the replies staff sent and the lead's timeline events.
    // The outbox learns what a row is for (purpose) and which reply it carries (ref_id); a lead is assigned to an
    // account (assignee_id; the old free-text assignee stays until reassigned) and may have a next follow-up day.
    '007_lead_journey': {
      async up(db: Kysely<unknown>) {
        for (const column of [
          'source',
          'source_landing',
          'source_referrer',
          'source_utm_source',
          'source_utm_medium',
          'source_utm_campaign',
          'assignee_id',
          'follow_up_on',
        ]) {
          await db.schema.alterTable('submissions').addColumn(column, 'text').execute()
        }
        // What the inbox search reads: lower-cased name and email and the phone's digits, in one narrow index that a
        // search scans instead of the rows (searchText in inbox-list.server.ts writes it for new submissions).
        await db.schema.alterTable('submissions').addColumn('search_text', 'text').execute()
        const digits = sql.raw(
          "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')",
        )
        await sql`update submissions set search_text = lower(name) || ' ' || lower(email) || ' ' || ${digits}`.execute(
          db,
        )
        await db.schema.createIndex('submissions_search').on('submissions').columns(['search_text', 'id']).execute()
        await db.schema.createIndex('submissions_created').on('submissions').columns(['created_at', 'id']).execute()
        await db.schema
          .createIndex('submissions_status_created')
          .on('submissions')
          .columns(['status', 'created_at'])
          .execute()
        // The Due view in its own order (follow-up day, then age), its status test answered by the index.
        await db.schema
          .createIndex('submissions_follow_up')
          .on('submissions')
          .columns(['follow_up_on', 'created_at', 'id', 'status'])
          .execute()
        // The older free-text assignees still in use (the assignee filter's list) come from this index alone.
        await db.schema
          .createIndex('submissions_assignee_name')
          .on('submissions')
          .columns(['assignee', 'assignee_id'])
          .execute()
        // Each filter's list, newest first, and its counts per status, each from an index of its own.
        await db.schema
          .createIndex('submissions_assignee_created')
          .on('submissions')
          .columns(['assignee_id', 'created_at'])
          .execute()
        await db.schema
          .createIndex('submissions_assignee_status')
          .on('submissions')
          .columns(['assignee_id', 'status'])
          .execute()
        await db.schema
          .createIndex('submissions_source_status')
          .on('submissions')
          .columns(['source', 'status'])
          .execute()
        await db.schema
          .createIndex('submissions_source_created')
          .on('submissions')
          .columns(['source', 'created_at'])
          .execute()
        await db.schema.alterTable('outbox').addColumn('purpose', 'text').execute()
        await db.schema.alterTable('outbox').addColumn('ref_id', 'text').execute()
        await db.schema.createIndex('outbox_submission').on('outbox').columns(['submission_id']).execute()
        await db.schema
          .createTable('submission_replies')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('author_id', 'text')
          .addColumn('author_name', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('submission_replies_submission')
          .on('submission_replies')
          .columns(['submission_id', 'created_at'])
          .execute()
        await db.schema
          .createTable('submission_events')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('detail', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('submission_events_submission')
          .on('submission_events')
          .columns(['submission_id', 'at'])
          .execute()
        await db.schema
          .createTable('reply_templates')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        // One row per (India day, account) whose digest was queued: the primary key makes it once a day on any number
        // of servers.
        await db.schema
          .createTable('follow_up_digests')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('account_id', 'text', (c) => c.notNull())
          .addColumn('queued_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('follow_up_digests_pk', ['day', 'account_id'])
          .execute()
      },
    },
    '008_second_factors': secondFactorsMigration(binary),
    // Keeping people's data safe (docs/operations.md): the backups taken (the last one's time and size for owners and
    // /healthz), jobs that run once across several servers (a lease and the last run), and the files retention deleted
    // (the row stays without its bytes, so the lead page can say when and why).
    '009_data_protection': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('backups')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('taken_at', 'text', (c) => c.notNull())
          .addColumn('file', 'text', (c) => c.notNull())
          .addColumn('size', 'bigint', (c) => c.notNull())
          .addColumn('encrypted', 'integer', (c) => c.notNull())
          .addColumn('taken_by', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('backups_taken').on('backups').column('taken_at').execute()
        await db.schema
          .createTable('scheduled_jobs')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('last_run_at', 'text')
          .addColumn('lease_holder', 'text')
          .addColumn('lease_until', 'text')
          .execute()
        await db.schema.alterTable('submission_files').addColumn('deleted_at', 'text').execute()
        await db.schema.alterTable('submission_files').addColumn('deleted_reason', 'text').execute()
      },
    },
    // Certificates that employers verify at /verify/{id}. The id is the public identifier (80 random bits); the course
    // title is kept as issued, so a renamed course never changes a certificate. updated_at moves on every change (issue,
    // revoke): the page cache keys the verify pages on its maximum (content-version.server.ts).
    '010_certificates': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('certificates')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('holder_name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('course_id', 'text', (c) => c.notNull())
          .addColumn('course_title', 'text', (c) => c.notNull())
          .addColumn('completed_on', 'text', (c) => c.notNull())
          .addColumn('mentor', 'text', (c) => c.notNull())
          .addColumn('grade', 'text')
          .addColumn('projects', 'text', (c) => c.notNull())
          .addColumn('searchable', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .addColumn('issued_by', 'text')
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .addColumn('revoked_by', 'text')
          .addColumn('revoked_reason', 'text')
          .execute()
        await db.schema.createIndex('certificates_issued').on('certificates').columns(['issued_at', 'id']).execute()
        await db.schema.createIndex('certificates_updated').on('certificates').column('updated_at').execute()
        await db.schema.createIndex('certificates_email').on('certificates').column('email').execute()
      },
    },
    '011_catalogue': catalogueMigration,
    '012_testimonials': testimonialsMigration,
    '013_careers': careersMigration,
    '014_inbox_search': inboxAtScaleMigration(engine),
    '015_batches': batchesMigration,
    '019_fees': feesMigration,
    '016_lead_desk': leadDeskMigration(engine),
    '017_analytics': analyticsMigration,
    '018_claims_and_people': claimsMigration,
    '020_people_and_case_studies': peopleMigration,
    '021_due_order': dueOrderMigration,
    '022_fee_account': feeAccountMigration,
    '023_analytics_bounds': analyticsBoundsMigration,
    '024_staff_signatures': staffSignatureMigration,
    '025_pay_reports': payReportsMigration(binary),
    '026_student_sign_in': studentSignInMigration,
    '027_bank_statements': bankStatementsMigration,
    '028_gateway': gatewayMigration,
    '029_counselling_calls': counsellingMigration,
    '030_counsellor_feed': counsellorFeedMigration,
    '031_call_mail': callMailMigration,
    '032_demo_classes': demoClassesMigration,
    '033_demo_class_changes': demoClassChangesMigration,
    '034_office_holidays': officeHolidaysMigration,
    '035_due_time': dueTimeMigration(engine),
  }
}
