import type { Generated, GeneratedAlways } from 'kysely'
import type { CatalogueBootcampTable, CatalogueCrashCourseTable } from './schema-catalogue.server'
import type { TestimonialTable } from './schema-testimonials.server'
import type { CareerOpeningTable } from './schema-careers.server'
import type { BatchTable, EnrolmentTable } from './schema-batches.server'
import type {
  DocumentSeriesTable,
  FeePlanTable,
  PaymentRequestTable,
  PaymentTable,
  PaymentUtrTable,
  PayReportTable,
  BankStatementColumnsTable,
  BankStatementLineTable,
  GatewayEventTable,
  GatewayLinkTable,
  GatewayRefundTable,
} from './schema-fees.server'
import type {
  AnalyticsDayVisitorTable,
  AnalyticsGoalTable,
  AnalyticsSaltTable,
  AnalyticsViewTable,
  AnalyticsUncountedTable,
  AnalyticsVisitorTable,
} from './schema-analytics.server'
import type { ClaimTable } from './schema-claims.server'
import type { CounsellingCallTable, CounsellorDayTable, CounsellorTable } from './schema-counselling.server'
import type { DemoClassTable, DemoMailPurpose, DemoSeatTable } from './schema-demo-classes.server'
import type { StudentSessionTable, StudentSignInLinkTable } from './schema-students.server'
import type { CaseStudyScreenshotTable, CaseStudyTable, PersonTable } from './schema-people.server'
import type { FormKind } from '~/forms/registry'
import type {
  StaffChallengeTable,
  StaffPasskeyTable,
  StaffRecoveryCodeTable,
  StaffSettingTable,
  StaffTotpTable,
} from './schema-factors.server'

/** Tables of the submissions store. Times are ISO-8601 text and ids are UUID text, on both engines. */
export interface Database {
  submissions: SubmissionTable
  submission_counts: SubmissionCountTable
  submission_files: SubmissionFileTable
  outbox: OutboxTable
  submission_notes: SubmissionNoteTable
  posts: PostTable
  post_images: PostImageTable
  content_version: ContentVersionTable
  site_announcement: SiteAnnouncementTable
  staff_sessions: StaffSessionTable
  rate_limits: RateLimitTable
  staff_accounts: StaffAccountTable
  staff_tokens: StaffTokenTable
  audit_log: AuditLogTable
  staff_totp: StaffTotpTable
  staff_recovery_codes: StaffRecoveryCodeTable
  staff_passkeys: StaffPasskeyTable
  staff_challenges: StaffChallengeTable
  staff_settings: StaffSettingTable
  backups: BackupTable
  scheduled_jobs: ScheduledJobTable
  certificates: CertificateTable
  submission_replies: SubmissionReplyTable
  submission_events: SubmissionEventTable
  reply_templates: ReplyTemplateTable
  follow_up_digests: FollowUpDigestTable
  catalogue_bootcamps: CatalogueBootcampTable
  catalogue_crash_courses: CatalogueCrashCourseTable
  testimonials: TestimonialTable
  career_openings: CareerOpeningTable
  batches: BatchTable
  enrolments: EnrolmentTable
  fee_plans: FeePlanTable
  payment_requests: PaymentRequestTable
  document_series: DocumentSeriesTable
  payments: PaymentTable
  payment_utrs: PaymentUtrTable
  pay_reports: PayReportTable
  bank_statement_columns: BankStatementColumnsTable
  bank_statement_lines: BankStatementLineTable
  gateway_links: GatewayLinkTable
  gateway_events: GatewayEventTable
  gateway_refunds: GatewayRefundTable
  analytics_salts: AnalyticsSaltTable
  analytics_views: AnalyticsViewTable
  analytics_day_visitors: AnalyticsDayVisitorTable
  analytics_visitors: AnalyticsVisitorTable
  analytics_uncounted: AnalyticsUncountedTable
  analytics_goals: AnalyticsGoalTable
  claims: ClaimTable
  people: PersonTable
  case_studies: CaseStudyTable
  case_study_screenshots: CaseStudyScreenshotTable
  counsellors: CounsellorTable
  counsellor_days: CounsellorDayTable
  counselling_calls: CounsellingCallTable
  student_sign_in_links: StudentSignInLinkTable
  student_sessions: StudentSessionTable
  demo_classes: DemoClassTable
  demo_seats: DemoSeatTable
  office_holidays: OfficeHolidayTable
}

/** A day the office is closed besides Sundays (migration 034, docs/decisions/030). */
export interface OfficeHolidayTable {
  /** India date, 'YYYY-MM-DD'. */
  day: string
  name: string
  /** The id of the staff account that entered it; null for the first rows (the migration's). */
  created_by: string | null
  created_at: string
}

/** A stored submission's form: the keys of the form registry. */
export type SubmissionKind = FormKind

/** Where a lead stands in the pipeline (New → Contacted → Enrolled/Won, or Closed); the staff shell labels each. */
export type LeadStatus = 'new' | 'contacted' | 'won' | 'closed'

export interface SubmissionTable {
  id: string
  kind: SubmissionKind
  created_at: string
  name: string
  email: string
  phone: string
  /** Every validated field, as JSON text. */
  fields: string
  user_agent: string | null
  /** Where the lead stands; submissions stored before the pipeline existed arrived as 'closed' (handled) or 'new'. */
  status: Generated<LeadStatus>
  /** When the status last changed (for migrated rows: when they were marked handled). */
  status_changed_at: string | null
  /** A free-text assignee from before accounts were assigned; kept (and shown as such) until the lead is reassigned. */
  assignee: string | null
  /** The staff account following the lead up; null when nobody is. */
  assignee_id?: string | null
  /** The next follow-up, a day in India ('YYYY-MM-DD'); null for none. */
  follow_up_on?: string | null
  /** Lower-cased name and email and the phone's digits, what the inbox search looks in (searchText). */
  search_text?: string | null
  /** The inbox's one-word source (sourceLabel in lead-source.ts): the UTM source, else the referring host. */
  source?: string | null
  /** Where the lead came from (lead-source.ts): the visit's first path, the referring host and the UTM tags. */
  source_landing?: string | null
  source_referrer?: string | null
  source_utm_source?: string | null
  source_utm_medium?: string | null
  source_utm_campaign?: string | null
  /** When the first response is due (the reply-time promise, written on arrival; migration 016). */
  first_response_due_at?: string | null
  /** When a reply, a logged call or a status change first answered the lead; null while nobody has. */
  first_response_at?: string | null
  /**
   * When an open lead falls due (the Due view: `due_at <= now`): the earlier of its reply time while unanswered and the
   * start of its follow-up day; null for Won and Closed leads and answered ones without a follow-up. Computed by the
   * engine from those columns (a generated column, migration 035); never written.
   */
  due_at: GeneratedAlways<string | null>
}

/** How many submissions each form has in each status, kept by triggers on `submissions` (migration 014). */
export interface SubmissionCountTable {
  kind: SubmissionKind
  status: LeadStatus
  n: number
}

/** A reply staff sent to a lead from its page, with its text; the outbox row that carries it has ref_id = id. */
export interface SubmissionReplyTable {
  id: string
  submission_id: string
  created_at: string
  author_id: string | null
  author_name: string
  /** The author's role title when the reply was written; null before migration 024 or when they had none. */
  author_title: string | null
  subject: string
  body: string
}

/** What happened to a lead, for its timeline: status changes, assignments, follow-up dates. */
export interface SubmissionEventTable {
  id: string
  submission_id: string
  at: string
  /** The staff member's name. */
  actor: string | null
  action: 'status' | 'assign' | 'follow-up' | 'enrolment' | 'call'
  /** Readable text ("New → Contacted", "Asha Rao", "12 Jan 2027", a call's outcome and note). */
  detail: string
}

/** Saved reply texts; `{name}`, `{course}`, `{nextBatch}` and `{fee}` are filled in for the lead. */
export interface ReplyTemplateTable {
  id: string
  name: string
  subject: string
  body: string
  /** 'email' (a reply from the lead's page) or 'whatsapp' (the message a WhatsApp link starts with); migration 016. */
  channel: Generated<'email' | 'whatsapp'>
  /** The order staff see them in. */
  position: Generated<number>
  updated_at: string
  /** The queue it is for ('admissions', 'services', 'hiring'), null for every queue; migration 024. */
  queue: string | null
}

/** The follow-up digests queued: one row per India day and account. */
export interface FollowUpDigestTable {
  day: string
  account_id: string
  queued_at: string
}

/** Dated notes on a lead ("called, wants the March batch"), oldest first. */
export interface SubmissionNoteTable {
  id: string
  submission_id: string
  created_at: string
  /** Who wrote it, when known (named accounts); null for the shared staff sign-in. */
  author: string | null
  body: string
}

export interface SubmissionFileTable {
  id: string
  submission_id: string
  field: string
  filename: string
  content_type: string
  size: number
  /** Empty once the file was deleted (retention or erasure of the bytes alone); the row says when and why. */
  data: Uint8Array
  deleted_at?: string | null
  /** 'retention' */
  deleted_reason?: string | null
}

export interface OutboxTable {
  id: string
  /** The submission a staff notification is about; null for staff mail (invites, password resets). */
  submission_id: string | null
  created_at: string
  status: 'pending' | 'sent'
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
  /** Staff mail only: its own recipient, subject and text. The text is cleared once the mail is sent. */
  recipient?: string | null
  subject?: string | null
  body?: string | null
  /** null: a staff notification (with submission_id) or staff mail; 'ack' and 'reply' go to the visitor. */
  purpose?: MailPurpose | null
  /** A reply's id (submission_replies) for purpose 'reply'. */
  ref_id?: string | null
  /** A counselling call's mail: its `.ics` as JSON `{ filename, contentType, content }`, cleared once sent (migration 031). */
  attachment?: string | null
}

/**
 * 'call' and 'call-reminder': a counselling call's mail, its text stored (ref_id is the call); the demo ones' ref_id
 * is the seat.
 */
export type MailPurpose = 'ack' | 'reply' | 'fee-request' | 'fee-document' | 'call' | 'call-reminder' | DemoMailPurpose

export type PostStatus = 'draft' | 'published'

/** Blog posts, written by staff in Markdown. The four built-in posts were imported as the first rows. */
export interface PostTable {
  id: string
  /** The URL (/blogs/{slug}); unique, and fixed while the post is published. */
  slug: string
  title: string
  summary: string
  /** Markdown; rendered sanitised (see markdown.server.ts). */
  body: string
  /** '/images/blog/….svg' (built-in) or '/media/{id}' (uploaded); null for the default image. */
  cover_url: string | null
  cover_alt: string
  author: string
  author_role: string | null
  seo_title: string | null
  seo_description: string | null
  status: PostStatus
  /** When a published post goes (or went) live; in the future for a scheduled post. */
  published_at: string | null
  created_at: string
  updated_at: string
}

/** Uploaded cover images, checked by content (JPEG, PNG or WebP). */
export interface PostImageTable {
  id: string
  content_type: string
  size: number
  data: Uint8Array
  created_at: string
}

/**
 * Versions of what public pages show: row 1 goes up with every change to the blog, row 2 with every change to the
 * batch dates or the announcement. The rendered-page cache keys pages on them (content-version.server.ts).
 */
export interface ContentVersionTable {
  id: number
  version: number
  updated_at: string
}

/** The one site announcement (row id 1), shown from its first to its last day inclusive, days in India. */
export interface SiteAnnouncementTable {
  id: number
  text: string
  /** A same-site path or an https:// address; null for no link. */
  link_href: string | null
  link_text: string | null
  starts_on: string
  ends_on: string
  updated_at: string
}

export interface StaffSessionTable {
  /** Random, unguessable; the signed cookie carries it. */
  id: string
  /** The staff account signed in (rows from before named accounts have null and open nothing). */
  account_id: string | null
  created_at: string
  expires_at: string
  last_seen_at: string
  client_address: string
  user_agent: string | null
  /** The session's data as JSON text (React Router's session storage). */
  data: string
}

export interface RateLimitTable {
  key: string
  count: number
  reset_at: string
}

export type StaffRole = 'owner' | 'editor'

/** A named member of staff. Removing an account deletes the row (its tokens go with it; the audit log keeps the email). */
export interface StaffAccountTable {
  id: string
  /** Lower-cased, unique. */
  email: string
  /** The name they sign with; the first owner's starts as their email's local part. */
  name: string
  /** The role title they sign with ("Admissions counsellor"), '' until given; migration 024. */
  title: Generated<string>
  role: StaffRole
  /** `scrypt$N$r$p$salt$hash`; null until the person accepts their invitation. */
  password_hash: string | null
  created_at: string
  last_sign_in_at: string | null
}

export type StaffTokenPurpose = 'invite' | 'reset'

/** One-time links: only the SHA-256 hash of the token is stored; using one sets used_at. */
export interface StaffTokenTable {
  token_hash: string
  purpose: StaffTokenPurpose
  account_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** Who did what and when. The actor's email is a snapshot, so the entry still says who after the account is gone. */
export interface AuditLogTable {
  id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  action: string
  target: string | null
  detail: string | null
}

/** A backup taken (by `npm run backup` or a server's schedule): its file name in its folder, size in bytes. */
export interface BackupTable {
  id: string
  taken_at: string
  file: string
  /** bigint: PostgreSQL returns it as text. */
  size: number | string
  encrypted: number
  /** The host and process that took it. */
  taken_by: string
}

/** A job that runs once across every server sharing the database: who holds it, until when, and its last run. */
export interface ScheduledJobTable {
  name: string
  last_run_at: string | null
  lease_holder: string | null
  lease_until: string | null
}

/** A certificate issued to a graduate (migration 010). Its id is the public identifier, `RW-XXXX-XXXX-XXXX-XXXX`. */
export interface CertificateTable {
  id: string
  holder_name: string
  /** Lower-cased; never shown on the public page. */
  email: string
  course_id: string
  /** The course's title when it was issued. */
  course_title: string
  /** 'YYYY-MM-DD'. */
  completed_on: string
  mentor: string
  grade: string | null
  /** JSON text: `[{ "title": "…", "url": "https://…" | null }]`, at most three. */
  projects: string
  /** 1 when the holder agreed to have the verify page listed by search engines; 0 keeps it `noindex`. */
  searchable: number
  issued_at: string
  /** The email of the member of staff who issued it. */
  issued_by: string | null
  /** Moves on every change (issue, revocation): the verify pages' cache key. */
  updated_at: string
  revoked_at: string | null
  revoked_by: string | null
  revoked_reason: string | null
}
