import { Form, Link } from 'react-router'
import type { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import type { LeadEnrolmentData } from '~/staff/batches/server/lead-enrolment.server'
import { STAFF_INPUT, STAFF_PRIMARY } from '~/staff/shell/components/staff-fields'
import { Icon } from '~/components/ui/icon'

/**
 * The lead page's "Enrol in batch" section: where the lead is enrolled or waiting, with links to the batch and the
 * fees; the form to enrol only while they hold no place (a second Enrol would do nothing).
 */
export function LeadEnrolForm({
  copy,
  enrolment,
  submitting,
}: {
  copy: (typeof staffBatchesPage)['enrol']
  enrolment: LeadEnrolmentData
  submitting: boolean
}) {
  const live = enrolment.current.filter((row) => row.live)
  const past = enrolment.current.filter((row) => !row.live)
  return (
    <section
      id="enrolment"
      aria-labelledby="enrolment-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="enrolment-title" className="text-base font-bold text-slate-900">
        {copy.title}
      </h2>
      {live.map((row) => (
        <div
          key={row.reference}
          className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2"
        >
          <span className="inline-flex items-center gap-1.5 font-bold text-emerald-900">
            <Icon name="check" className="h-4 w-4" />
            {row.stateLabel}
          </span>
          <Link to={row.href} className="font-semibold text-indigo-800 underline underline-offset-2">
            {row.text}
          </Link>
          <Link to={row.feesHref} className="font-semibold text-indigo-800 underline underline-offset-2">
            {copy.fees}
          </Link>
        </div>
      ))}
      {past.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {past.map((row) => (
            <li key={row.reference}>
              <Link to={row.href} className="text-slate-700 underline underline-offset-2">
                {row.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {live.length > 0 ? null : (
        <>
          <p className="mt-2 text-sm text-slate-700">{past.length > 0 ? copy.again : copy.lead}</p>
          {enrolment.choices.length === 0 ? (
            <p className="mt-3 text-slate-700">{copy.none}</p>
          ) : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
                {copy.label}
                <select name="batchId" required className={STAFF_INPUT}>
                  {enrolment.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" name="intent" value="enrol" disabled={submitting} className={STAFF_PRIMARY}>
                {copy.submit}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  )
}
