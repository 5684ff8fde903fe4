import { Form, Link } from 'react-router'
import type { staffBatchesPage } from '~/staff/batches/content/staff-batches'
import type { LeadEnrolmentData } from '~/staff/batches/server/lead-enrolment.server'
import { STAFF_INPUT, STAFF_PRIMARY } from '~/components/forms/field'

/** The lead page's "Enrol in batch" section: where the lead is enrolled or waiting, and one real form to enrol. */
export function LeadEnrolForm({
  copy,
  enrolment,
  submitting,
}: {
  copy: (typeof staffBatchesPage)['enrol']
  enrolment: LeadEnrolmentData
  submitting: boolean
}) {
  return (
    <section
      id="enrolment"
      aria-labelledby="enrolment-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="enrolment-title" className="text-base font-bold text-slate-900">
        {copy.title}
      </h2>
      {enrolment.current.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {enrolment.current.map((row) => (
            <li key={row.reference}>
              <Link to={row.href} className="font-semibold text-indigo-800 underline underline-offset-2">
                {row.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">{copy.lead}</p>
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
    </section>
  )
}
