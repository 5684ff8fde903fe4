import { Form, useNavigation } from 'react-router'
import { Field, FIELD_CONTROL, FileField, TextField } from '~/components/forms/field'
import { SubmitButton } from '~/components/forms/submit-button'
import { Icon } from '~/components/ui/icon'
import type { payReportCopy } from '~/content/pay-report'
import type { PayReportAnswer } from '~/forms/pay-report.schema'
import type { UploadField } from '~/forms/uploads'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'

export interface StudentReportFacts {
  id: string
  amountPaise: number
  onDay: string
  utr: string
  status: 'pending' | 'confirmed' | 'rejected'
  rejectReason: string | null
}

export interface PayReportProps {
  copy: typeof payReportCopy
  /** The report just stored (the post redirected here with its id), or null. */
  received: StudentReportFacts | null
  /** A refused post's errors and values. */
  answer: PayReportAnswer | null
  screenshotField: UploadField
}

const STATUS_CLASS = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
} as const

/**
 * "I have paid" on the pay page (decision 025): the form a student sends after paying by UPI or bank transfer (a plain
 * multipart post, so it works before scripts load), and the payments they told us about with what we decided.
 */
export function PayReportSection({
  report,
  reports,
  open,
}: {
  report: PayReportProps
  reports: StudentReportFacts[]
  /** Whether the form is offered: something is due and the enrolment takes money. */
  open: boolean
}) {
  const { copy, received, answer, screenshotField } = report
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post'
  const errors = answer?.errors ?? {}
  const values = answer?.values ?? {}
  // A refused post remounts the form with the values it was sent with; a stored report, empty.
  const key = answer ? JSON.stringify(values) : (received?.id ?? 'fresh')
  return (
    <section id="pay-report" aria-labelledby="pay-report-title" className="mt-10 scroll-mt-24">
      {received ? (
        <p
          role="status"
          className="mb-6 flex items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900"
        >
          <Icon name="badge-check" className="mt-0.5 h-5 w-5 shrink-0" />
          {fillTemplate(copy.received, { amount: formatPaise(received.amountPaise), utr: received.utr })}
        </p>
      ) : null}
      {open ? (
        <>
          <h2 id="pay-report-title" className="text-xl font-bold text-slate-900">
            {copy.heading}
          </h2>
          <p className="mt-2 text-slate-800">{copy.intro}</p>
          <Form
            key={key}
            method="post"
            encType="multipart/form-data"
            className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
            aria-describedby={answer ? 'pay-report-alert' : undefined}
          >
            {answer ? (
              <p id="pay-report-alert" role="alert" className="font-semibold text-red-700 sm:col-span-2">
                {answer.formError}
              </p>
            ) : null}
            <TextField
              name="amount"
              label={copy.amount}
              hint={copy.amountHelp}
              error={errors.amount}
              required
              inputMode="text"
              autoComplete="off"
              maxLength={14}
              defaultValue={values.amount}
            />
            <Field id="f-onDay" label={copy.onDay} error={errors.onDay} mark="required">
              {(wiring) => (
                <input
                  {...wiring}
                  name="onDay"
                  type="date"
                  required
                  defaultValue={values.onDay}
                  className={FIELD_CONTROL}
                />
              )}
            </Field>
            <TextField
              name="utr"
              label={copy.utr}
              hint={copy.utrHelp}
              error={errors.utr}
              required
              autoComplete="off"
              maxLength={30}
              defaultValue={values.utr}
              className="sm:col-span-2"
            />
            <FileField
              name={screenshotField.name}
              label={copy.screenshot}
              accept={screenshotField.accept}
              hint={screenshotField.hint}
              error={errors.screenshot}
              className="sm:col-span-2"
            />
            <SubmitButton submitting={submitting} label={copy.submit} className="sm:col-span-2 sm:w-auto" />
          </Form>
        </>
      ) : reports.length > 0 ? (
        <h2 id="pay-report-title" className="sr-only">
          {copy.listHeading}
        </h2>
      ) : null}
      {reports.length > 0 ? (
        <div className="mt-8">
          <h3 className="text-lg font-bold text-slate-900">{copy.listHeading}</h3>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {reports.map((r) => (
              <li key={r.id} className="p-3 sm:px-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-slate-800">
                    {formatDate(r.onDay)} · {formatPaise(r.amountPaise)} ·{' '}
                    <span className="font-mono whitespace-nowrap">{r.utr}</span>
                  </span>
                  <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${STATUS_CLASS[r.status]}`}>
                    {copy.status[r.status]}
                  </span>
                </div>
                {r.status === 'rejected' && r.rejectReason ? (
                  <p className="mt-1.5 text-slate-800">
                    {fillTemplate(copy.rejectedReason, { reason: r.rejectReason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
