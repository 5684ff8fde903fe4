import { Form } from 'react-router'
import { fillTemplate, formatDate } from '~/lib/format'
import type { BatchStatus } from '~/lib/batch-states'
import type { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import { BATCH_LIMITS } from '~/staff/batches/forms/batch-limits'
import { STAFF_PRIMARY, STAFF_SECONDARY, StaffTextField } from '~/staff/shell/components/staff-fields'

type Copy = (typeof staffBatchesPage)['batch']
/** The roster's ticks belong to the completion form (roster.tsx names it too). */
export const COMPLETE_FORM = 'complete-form'
const PANEL = 'rounded-xl border border-slate-200 bg-white p-5'

/**
 * The end of a batch, in order: finish it (from its last day; before it, an owner with a note), mark its students
 * completed (the ticks in the roster belong to this form; the day defaults to the batch's last day, or today when it
 * finished early), and issue their certificates.
 */
export function CompletionForms({
  copy,
  batch,
  today,
  owner,
  submitting,
}: {
  copy: Copy
  batch: { status: BatchStatus; startsOn: string; endsOn: string }
  today: string
  owner: boolean
  submitting: boolean
}) {
  const early = today < batch.endsOn
  // A batch that has not begun cannot finish (finishBatch says so): it is cancelled instead.
  const canFinish =
    (batch.status === 'open' || batch.status === 'full' || batch.status === 'running') && today >= batch.startsOn
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      {canFinish ? (
        <section aria-labelledby="finish-title" className={`${PANEL} lg:col-span-2`}>
          <h2 id="finish-title" className="text-lg font-semibold text-slate-900">
            {copy.finish.title}
          </h2>
          <p className="mt-1 text-slate-700">
            {fillTemplate(early ? copy.finish.early : copy.finish.due, { date: formatDate(batch.endsOn) })}
          </p>
          <Form method="post" className="mt-4 space-y-4">
            {early && owner ? (
              <StaffTextField
                id="finish-note"
                name="note"
                label={copy.finish.note}
                rows={2}
                maxLength={BATCH_LIMITS.note}
                required
              />
            ) : null}
            <button type="submit" name="intent" value="finish" disabled={submitting} className={STAFF_SECONDARY}>
              {copy.finish.submit}
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="complete-title" className={PANEL}>
        <h2 id="complete-title" className="text-lg font-semibold text-slate-900">
          {copy.complete.title}
        </h2>
        <p className="mt-1 text-slate-700">{copy.complete.lead}</p>
        <Form method="post" id={COMPLETE_FORM} className="mt-4 space-y-4">
          <label className="flex items-center gap-2 font-semibold text-slate-800">
            <input type="checkbox" name="all" className="size-5" />
            {copy.complete.all}
          </label>
          <StaffTextField
            id="complete-mentor"
            name="mentor"
            label={copy.complete.mentor}
            maxLength={BATCH_LIMITS.mentor}
            required
          />
          <StaffTextField
            id="complete-on"
            name="completedOn"
            type="date"
            label={copy.complete.completedOn}
            value={early ? today : batch.endsOn}
            required
          />
          <button type="submit" name="intent" value="complete" disabled={submitting} className={STAFF_PRIMARY}>
            {copy.complete.submit}
          </button>
        </Form>
      </section>
      <section aria-labelledby="issue-title" className={PANEL}>
        <h2 id="issue-title" className="text-lg font-semibold text-slate-900">
          {copy.issue.title}
        </h2>
        <p className="mt-1 text-slate-700">{copy.issue.lead}</p>
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="issue-certificates"
            disabled={submitting}
            className={STAFF_SECONDARY}
          >
            {copy.issue.submit}
          </button>
        </Form>
      </section>
    </div>
  )
}
