import { Form, Link } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate, formatDate, formatRupees } from '~/lib/format'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import { formatPaise } from '~/lib/money'
import type { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import { holdText } from '~/staff/batches/content/certificate-holds'
import { BATCH_LIMITS } from '~/staff/batches/forms/batch-limits'
import type { RosterRow } from '~/staff/batches/server/roster.server'
import { STAFF_INPUT, StaffTextField } from '~/staff/shell/components/staff-fields'
import { COMPLETE_FORM } from './completion-forms'
import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'

type Copy = (typeof staffBatchesPage)['batch']
const SMALL_BUTTON =
  'rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100'

function LeadLink({ row }: { row: RosterRow }) {
  return (
    <Link
      to={staffPathTo('staffSubmission', { id: row.submissionId })}
      className="font-semibold text-indigo-800 underline underline-offset-2"
    >
      {row.name}
    </Link>
  )
}

/** A student's move to another batch: the batch to choose and the button. */
function MoveForm({
  row,
  targets,
  label,
  submit,
  submitting,
}: {
  row: RosterRow
  targets: { id: string; label: string }[]
  label: string
  submit: string
  submitting: boolean
}) {
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="enrolmentId" value={row.enrolmentId} />
      <label className="text-sm">
        <span className="block font-semibold">{fillTemplate(label, { name: row.name })}</span>
        <select name="toBatchId" className={`${STAFF_INPUT} py-1`}>
          {targets.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" name="intent" value="move" disabled={submitting} className={SMALL_BUTTON}>
        {submit}
      </button>
    </Form>
  )
}

/**
 * The batch's students with their actions, and the completion form whose ticks sit in the rows. In a cancelled batch
 * each student's choices: a move to another batch of the course, or a full refund on their fee page.
 */
export function RosterStudents({
  copy,
  students,
  moveTargets,
  submitting,
  today,
  owner,
  cancelled = false,
}: {
  copy: Copy
  students: RosterRow[]
  moveTargets: { id: string; label: string }[]
  submitting: boolean
  today: string
  owner: boolean
  cancelled?: boolean
}) {
  if (students.length === 0) return <p className="mt-3 text-slate-700">{copy.noStudents}</p>
  const c = copy.columns
  return (
    <StaffTable
      className="mt-3"
      head={[c.pick, c.name, c.reference, c.joined, c.state, c.fee, c.feeStatus, c.certificate, c.actions].map(
        (label) => (
          <th key={label} scope="col" className={STAFF_TH}>
            {label}
          </th>
        ),
      )}
    >
      {students.map((row) => (
        <tr key={row.enrolmentId} className={row.state === 'withdrawn' ? 'text-slate-500' : undefined}>
          <td className={STAFF_TD}>
            {row.state === 'enrolled' ? (
              <input
                type="checkbox"
                name="enrolmentIds"
                value={row.enrolmentId}
                form={COMPLETE_FORM}
                aria-label={`${c.pick}: ${row.name}`}
                className="size-5"
              />
            ) : null}
          </td>
          <td className={STAFF_TD}>
            <LeadLink row={row} />
          </td>
          <td className={`${STAFF_TD} font-mono text-sm`}>{row.reference}</td>
          <td className={STAFF_TD}>{formatDate(row.joinedAt.slice(0, 10))}</td>
          <td className={STAFF_TD}>
            {ENROLMENT_STATE_LABELS[row.state]}
            {row.state === 'offered' ? (
              <p className="mt-1 text-sm font-semibold text-amber-800">{copy.offeredFlag}</p>
            ) : null}
          </td>
          <td className={STAFF_TD}>{formatRupees(row.feePaise / 100)}</td>
          <td className={STAFF_TD}>
            <FeeStatus copy={copy} row={row} />
          </td>
          <td className={STAFF_TD}>
            <CertificateStatus copy={copy} row={row} today={today} />
          </td>
          <td className={STAFF_TD}>
            <div className="flex flex-wrap items-end gap-2">
              {owner && row.holds.length === 1 && row.holds[0]!.kind === 'fee-due' ? (
                <FeeOverrideForm copy={copy} row={row} submitting={submitting} />
              ) : null}
              {row.state === 'offered' ? (
                <Form method="post">
                  <input type="hidden" name="enrolmentId" value={row.enrolmentId} />
                  <button type="submit" name="intent" value="confirm" disabled={submitting} className={SMALL_BUTTON}>
                    {copy.confirm}
                  </button>
                </Form>
              ) : null}
              {row.state === 'offered' || row.state === 'enrolled' ? (
                <>
                  <Form method="post">
                    <input type="hidden" name="enrolmentId" value={row.enrolmentId} />
                    <button type="submit" name="intent" value="withdraw" disabled={submitting} className={SMALL_BUTTON}>
                      {copy.withdraw}
                    </button>
                  </Form>
                  {moveTargets.length > 0 ? (
                    <MoveForm
                      row={row}
                      targets={moveTargets}
                      label={cancelled ? copy.cancelled.moveLabel : copy.moveLabel}
                      submit={cancelled ? copy.cancelled.move : copy.move}
                      submitting={submitting}
                    />
                  ) : null}
                  {cancelled ? (
                    <Link
                      to={`${staffPathTo('staffFees', { enrolmentId: row.enrolmentId })}#refund`}
                      aria-label={fillTemplate(copy.cancelled.refundLabel, { name: row.name })}
                      className={SMALL_BUTTON}
                    >
                      {copy.cancelled.refund}
                    </Link>
                  ) : null}
                </>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** The waitlist, first first, each with a way to take them off it. */
export function RosterWaitlist({
  copy,
  waitlist,
  submitting,
}: {
  copy: Copy
  waitlist: RosterRow[]
  submitting: boolean
}) {
  if (waitlist.length === 0) return <p className="mt-3 text-slate-700">{copy.noWaitlist}</p>
  const c = copy.columns
  return (
    <StaffTable
      className="mt-3"
      head={[c.place, c.name, c.reference, c.waiting, c.actions].map((label) => (
        <th key={label} scope="col" className={STAFF_TH}>
          {label}
        </th>
      ))}
    >
      {waitlist.map((row, index) => (
        <tr key={row.enrolmentId}>
          <td className={STAFF_TD}>{index + 1}</td>
          <td className={STAFF_TD}>
            <LeadLink row={row} />
          </td>
          <td className={`${STAFF_TD} font-mono text-sm`}>{row.reference}</td>
          <td className={STAFF_TD}>{formatDate(row.joinedAt.slice(0, 10))}</td>
          <td className={STAFF_TD}>
            <Form method="post">
              <input type="hidden" name="enrolmentId" value={row.enrolmentId} />
              <button type="submit" name="intent" value="withdraw" disabled={submitting} className={SMALL_BUTTON}>
                {copy.withdraw}
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** A student's certificate: its identifier, why they cannot have one yet, or that it is ready to issue. */
function CertificateStatus({ copy, row, today }: { copy: Copy; row: RosterRow; today: string }) {
  if (row.certificateId) return <>{fillTemplate(copy.certificate, { id: row.certificateId })}</>
  if (row.state !== 'enrolled' && row.state !== 'completed') return null
  if (row.holds.length === 0) return <>{copy.certificateReady}</>
  return (
    <ul className="space-y-1 text-sm">
      {row.holds.map((hold) => (
        <li key={hold.kind}>{holdText(hold, today)}</li>
      ))}
    </ul>
  )
}

/** An owner issues one completed student's certificate before their fee is settled, saying why (the audit log). */
function FeeOverrideForm({ copy, row, submitting }: { copy: Copy; row: RosterRow; submitting: boolean }) {
  return (
    <details className="w-full min-w-56">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-800 underline underline-offset-2">
        {copy.override.summary}
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="enrolmentId" value={row.enrolmentId} />
        <StaffTextField
          id={`override-${row.enrolmentId}`}
          name="note"
          label={copy.override.note}
          rows={2}
          maxLength={BATCH_LIMITS.note}
          required
        />
        <button type="submit" name="intent" value="issue-override" disabled={submitting} className={SMALL_BUTTON}>
          {fillTemplate(copy.override.submit, { name: row.name })}
        </button>
      </Form>
    </details>
  )
}

/** A student's fee at a glance, linking to their fee page. */
function FeeStatus({ copy, row }: { copy: Copy; row: RosterRow }) {
  const fee = row.fee
  const text =
    !fee || fee.balancePaise <= 0 || !fee.next
      ? fee && fee.netPaise <= 0
        ? copy.feeStatusNothing
        : copy.feeStatusPaid
      : fillTemplate(fee.overdue ? copy.feeStatusOverdue : copy.feeStatusDue, {
          amount: formatPaise(fee.next.amountPaise),
          date: formatDate(fee.next.dueOn),
        })
  return (
    <Link
      to={staffPathTo('staffFees', { enrolmentId: row.enrolmentId })}
      aria-label={`${text}. ${fillTemplate(copy.feeStatusLink, { name: row.name })}`}
      className={`font-semibold underline underline-offset-2 ${fee?.overdue ? 'text-red-800' : 'text-indigo-800'}`}
    >
      {text}
    </Link>
  )
}
