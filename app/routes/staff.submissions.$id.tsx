import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/staff.submissions.$id'
import { staffMeta } from '~/components/staff/staff-meta'
import { SubmissionView } from '~/components/staff/submission-view'
import { formatBytes } from '~/lib/file-type'
import { cleanAssignee, isLeadStatus, statusLabel } from '~/lib/lead-status'
import { fieldLabel, fieldValue, forms } from '~/forms/registry'
import { formatIst } from '~/lib/format-ist'
import { BodyError, readSmallForm } from '~/server/body.server'
import { listAccounts } from '~/server/accounts.server'
import { recordAudit } from '~/server/audit.server'
import { requireStaff } from '~/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { addNote, getSubmission, leadName, listAssignees, updateLead } from '~/server/inbox.server'
import { mailStatus } from '~/server/outbox.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const s = await getSubmission(db, params.id)
  if (!s) throw data('Submission not found', { status: 404 })
  // Suggested assignees: the staff accounts first, then names used before (the field stays free text).
  const [mail, used, accounts] = await Promise.all([mailStatus(db, s.id), listAssignees(db), listAccounts(db)])
  const assignees = [...new Set([...accounts.filter((a) => a.active).map((a) => a.name), ...used])]
  const columns: Record<string, string> = { Name: s.name, Email: s.email, Phone: s.phone }
  return {
    submission: {
      id: s.id,
      kind: s.kind,
      kindLabel: forms[s.kind].label,
      listLabel: forms[s.kind].plural,
      name: s.name,
      email: s.email,
      phone: s.phone,
      received: formatIst(s.createdAt),
      status: s.status,
      statusSince: s.statusChangedAt ? `${statusLabel(s.status)} since ${formatIst(s.statusChangedAt)}` : null,
      assignee: s.assignee ?? '',
      notes: s.notes.map((n) => ({
        id: n.id,
        when: formatIst(n.createdAt),
        author: n.author ?? 'Staff',
        body: n.body,
      })),
      // The name, email and phone are shown above; a field repeating one of them is not listed twice.
      fields: Object.entries(s.fields)
        .filter(([key, value]) => columns[fieldLabel(s.kind, key)] !== value)
        .map(([key, stored]) => [key, fieldValue(s.kind, key, stored)] as const)
        .map(([key, value]) => ({
          key,
          label: fieldLabel(s.kind, key),
          value:
            value === undefined || value === null || value === ''
              ? '—'
              : typeof value === 'string'
                ? value
                : JSON.stringify(value),
        })),
      userAgent: s.userAgent ?? 'Not given',
      files: s.files.map((f) => ({
        id: f.id,
        label: fieldLabel(s.kind, f.field),
        filename: f.filename,
        contentType: f.contentType,
        size: formatBytes(f.size),
        deleted: f.deletedAt ? `File deleted on ${formatIst(f.deletedAt)} (${f.deletedReason ?? 'deleted'})` : null,
      })),
      mail: !mail
        ? 'No notification'
        : mail.status === 'sent'
          ? `Sent ${mail.sentAt ? formatIst(mail.sentAt) : ''}`.trim()
          : mail.attempts === 0
            ? 'Waiting to be sent'
            : `Not sent yet after ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}${mail.lastError ? ` (last error: ${mail.lastError})` : ''}`,
    },
    assignees,
  }
}

/** Two forms post here: the lead's status and assignee (intent=lead), and a new note (intent=note). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request)
  const form = await readSmallForm(request, ['intent', 'status', 'assignee', 'note']).catch((error: unknown) => {
    throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
  })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const intent = text('intent')
  const { db } = await getDatabase()
  if (intent === 'lead') {
    const status = text('status')
    if (!isLeadStatus(status)) return data({ error: 'Choose a status from the list.' }, { status: 400 })
    const assignee = cleanAssignee(text('assignee'))
    const before = await updateLead(db, params.id, { status, assignee })
    if (!before) throw data('Submission not found', { status: 404 })
    const target = await leadName(db, params.id)
    if (before.status !== status)
      await recordAudit(db, user, 'lead-status', {
        target,
        detail: `${statusLabel(before.status)} → ${statusLabel(status)}`,
      })
    if (before.assignee !== assignee)
      await recordAudit(db, user, 'lead-assign', { target, detail: assignee ?? 'Nobody' })
  } else if (intent === 'note') {
    const body = text('note')
    if (!body.trim()) return data({ error: 'Write the note first.' }, { status: 400 })
    if (!(await addNote(db, params.id, body, user.name))) throw data('Submission not found', { status: 404 })
    await recordAudit(db, user, 'lead-note', { target: await leadName(db, params.id), detail: body.trim() })
  } else {
    throw data('Unknown action', { status: 400 })
  }
  return redirect(`/staff/submissions/${params.id}#${intent === 'note' ? 'notes' : 'follow-up'}`, 303)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.submission.name} (${loaderData.submission.kindLabel})` : 'Submission')

export default function StaffSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <SubmissionView
      submission={loaderData.submission}
      assignees={loaderData.assignees}
      error={actionData?.error}
      submitting={navigation.state === 'submitting'}
    />
  )
}
