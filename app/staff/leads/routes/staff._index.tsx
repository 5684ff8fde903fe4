import type { Route } from './+types/staff._index'
import { InboxFilters } from '~/staff/leads/components/inbox-filters'
import { KindTabs } from '~/staff/leads/components/kind-tabs'
import { SourceCounts } from '~/staff/leads/components/source-counts'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { SubmissionList } from '~/staff/leads/components/submission-list'
import { BulkActions } from '~/staff/leads/components/bulk-actions'
import { QueueTabs } from '~/staff/leads/components/queue-tabs'
import { LEAD_QUEUES, leadQueue } from '~/staff/leads/content/queues'
import { forms, formList, isFormKind } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { formatIst } from '~/lib/ist'
import { ageText, replyDue } from '~/lib/reply-promise'
import { telHref, whatsAppHref } from '~/staff/leads/lib/phone-links'
import { leadHref } from '~/staff/leads/lib/inbox-query'
import { istToday } from '~/lib/ist'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { outstandingFees } from '~/server/fees/outstanding.server'
import { OverdueFees } from '~/staff/fees'
import { serverNow } from '~/server/clock.server'
import { countByKind } from '~/staff/leads/server/inbox.server'
import { filterOf, parseInboxQuery } from '~/staff/leads/server/inbox-address.server'
import {
  countBySource,
  countByStatus,
  listSubmissions,
  NO_SOURCE,
  withSearchMatches,
} from '~/staff/leads/server/inbox-list.server'
import { assigneeChoices } from '~/staff/leads/server/lead-assignees.server'
import { BULK_LIMITS, bulkIntent } from '~/staff/leads/server/bulk-action.server'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { currentLaunchChecklist } from '~/staff/shell/server/launch-checklist.server'
import { LaunchChecklist } from '~/staff/shell/components/launch-checklist'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const url = new URL(request.url)
  const query = parseInboxQuery(url.searchParams)
  const { status, ...asked } = filterOf(query)
  const { db } = await getDatabase()
  const now = serverNow()
  const filter = await withSearchMatches(db, asked)
  const statusCounts = await countByStatus(db, { ...filter, now })
  const [list, counts, assignees, sources] = await Promise.all([
    listSubmissions(db, { ...filter, status, now, statusCounts, page: Number(url.searchParams.get('page') ?? 1) }),
    countByKind(db),
    assigneeChoices(db),
    countBySource(db, { kind: filter.kind, kinds: filter.kinds, now }),
  ])
  const today = istToday(now)
  const queue = leadQueue(query.queue)
  // The Due view also lists fees whose instalment day has passed (the fee desk's).
  const feesOverdue = query.due ? (await outstandingFees(db, today)).filter((fee) => fee.overdue) : []
  const sum = (kinds: readonly (keyof typeof counts)[]) =>
    kinds.reduce((t, k) => ({ open: t.open + counts[k].open, total: t.total + counts[k].total }), { open: 0, total: 0 })
  return {
    query,
    // The owner's home starts with what the site still needs before launch, until it needs nothing.
    launch: user.role === 'owner' ? await currentLaunchChecklist(db) : null,
    feesOverdue: feesOverdue.map((fee) => ({
      enrolmentId: fee.enrolmentId,
      student: fee.student,
      reference: fee.reference,
      amountPaise: fee.next!.amountPaise,
      dueOn: fee.next!.dueOn,
    })),
    title: isFormKind(query.kind) ? forms[query.kind].plural : (queue?.label ?? staffPagesCopy.inbox.allForms),
    queues: [
      ...LEAD_QUEUES.map((q) => ({ id: q.id as string, label: q.label, ...sum(q.kinds) })),
      { id: '', label: staffPagesCopy.inbox.allForms, ...sum(formList.map((f) => f.kind)) },
    ],
    // The forms of the queue, when it has more than one; every form in "All forms".
    kinds: formList
      .filter(({ kind }) => !queue || (queue.kinds as readonly string[]).includes(kind))
      .map(({ kind, plural }) => ({ kind, plural })),
    allKindsLabel: queue ? `All ${queue.label.toLowerCase()}` : staffPagesCopy.inbox.allForms,
    counts,
    statusCounts,
    assignees: assignees.map(({ value, label }) => ({ value, label })),
    accounts: assignees.filter((a) => a.account).map(({ value, label }) => ({ value, label })),
    sources: sources.map((s) => ({
      value: s.source ?? NO_SOURCE,
      label: s.source ?? staffPagesCopy.inbox.noSource,
      count: s.count,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => ({
      id: r.id,
      href: leadHref(r.id, query),
      name: r.name,
      email: r.email,
      phone: r.phone,
      call: telHref(r.phone),
      whatsApp: whatsAppHref(r.phone, ''),
      form: forms[r.kind]?.label ?? r.kind,
      wants: r.wants,
      line: r.line,
      source: r.source,
      received: formatIst(r.createdAt),
      age: ageText(r.createdAt, now),
      reply: replyDue(r, now),
      status: r.status,
      assignee: r.assigneeId
        ? (assignees.find((a) => a.value === r.assigneeId)?.label ?? 'A removed account')
        : r.assignee && `${r.assignee} (name only)`,
      followUp: r.followUpOn ? { date: formatDate(r.followUpOn), due: r.followUpOn <= today } : null,
    })),
  }
}

/** The bulk actions on the ticked leads (intent=bulk); a refusal comes back as the message above them. */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'staff',
    limits: BULK_LIMITS,
    intents: { bulk: bulkIntent() },
  })
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? loaderData.title : staffPagesCopy.inbox.title)

export default function StaffInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData
  return (
    <>
      <h1 className="sr-only sm:not-sr-only sm:text-2xl sm:font-bold sm:text-slate-900">Submissions</h1>
      <p className="mt-1 hidden text-slate-700 sm:block">
        Every form&apos;s leads by queue, newest first; Due shows who is waiting for a reply or a follow-up.
      </p>
      {loaderData.launch ? (
        <div className="mt-4">
          <LaunchChecklist items={loaderData.launch} />
        </div>
      ) : null}
      <div className="sm:mt-4">
        <QueueTabs queues={loaderData.queues} query={query} />
      </div>
      {/* A queue's forms; every form's under "All forms" from a tablet up (on a phone the queues are enough). */}
      {loaderData.kinds.length > 1 ? (
        <div className={query.queue ? 'mt-2' : 'mt-2 hidden sm:block'}>
          <KindTabs
            kinds={loaderData.kinds}
            query={query}
            counts={loaderData.counts}
            allLabel={loaderData.allKindsLabel}
          />
        </div>
      ) : null}
      <InboxFilters
        query={query}
        statusCounts={loaderData.statusCounts}
        assignees={loaderData.assignees}
        sources={loaderData.sources}
      />
      {query.due ? <OverdueFees fees={loaderData.feesOverdue} /> : null}
      <SubmissionList
        query={query}
        title={loaderData.title}
        rows={loaderData.rows}
        total={loaderData.total}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        bulk={<BulkActions assignees={loaderData.accounts} error={actionData?.error} />}
      />
      <SourceCounts query={query} sources={loaderData.sources} />
    </>
  )
}
