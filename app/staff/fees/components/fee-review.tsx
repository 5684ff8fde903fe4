import { Form, Link } from 'react-router'
import { fillTemplate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { STAFF_PRIMARY, STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import type { FeeReview } from '~/staff/fees/server/review.server'
import { copy } from './fee-panel'

const words = copy.review

/**
 * The review step before a tax document leaves: each document as it will be issued (number, amount, tax split, what
 * it adjusts, the reason the student reads) and whom it is mailed to, then confirm (the same fields posted again with
 * `confirm=yes`) or change something (the form again, filled in as posted). Without JavaScript it is the page the
 * form's post answers with.
 */
export function FeeReviewPanel({
  review,
  backHref,
  submitting,
  changeable = false,
}: {
  review: FeeReview
  backHref: string
  submitting: boolean
  /** The reviewed form is on this page (its action takes `intent=change`): go back to it with the fields as posted. */
  changeable?: boolean
}) {
  return (
    <section
      aria-labelledby="review-title"
      className="mt-6 rounded-xl border-2 border-indigo-300 bg-indigo-50/40 p-4 sm:p-5"
    >
      <h2 id="review-title" className="text-xl font-bold text-slate-900">
        {words.title}
      </h2>
      <p className="mt-1 text-slate-800">{fillTemplate(words.intro, { name: review.name, email: review.email })}</p>
      {review.documents.map((doc) => {
        const rows: [string, string][] = [
          [words.number, doc.number],
          [words.amount, formatPaise(doc.amountPaise)],
          [words.taxable, formatPaise(doc.taxablePaise)],
          ...(doc.igstPaise
            ? [[words.igst, formatPaise(doc.igstPaise)] as [string, string]]
            : [
                [words.cgst, formatPaise(doc.cgstPaise)] as [string, string],
                [words.sgst, formatPaise(doc.sgstPaise)] as [string, string],
              ]),
          ...(doc.roundOffPaise ? [[words.roundOff, formatPaise(doc.roundOffPaise)] as [string, string]] : []),
          [words.placeOfSupply, doc.placeOfSupply],
          ...(doc.credits ? [[words.credits, doc.credits] as [string, string]] : []),
          ...(doc.reason ? [[words.reason, doc.reason] as [string, string]] : []),
        ]
        return (
          <div key={doc.number} className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
            <h3 className="font-bold text-slate-900">{doc.title}</h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {rows.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-sm text-slate-600">{term}</dt>
                  <dd className="font-semibold break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )
      })}
      {review.withdraws ? <p className="mt-4 font-semibold text-amber-900">{words.withdraws}</p> : null}
      <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
        {Object.entries(review.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="intent" value={review.form} disabled={submitting} className={STAFF_PRIMARY}>
          {review.form === 'refund' && review.documents.length === 1
            ? words.confirm.cancel
            : words.confirm[review.form]}
        </button>
        {changeable ? (
          // Posts the reviewed fields back: the page shows the form again with them, nothing typed is lost.
          <>
            <input type="hidden" name="form" value={review.form} />
            <button type="submit" name="intent" value="change" disabled={submitting} className={STAFF_SECONDARY}>
              {words.change}
            </button>
          </>
        ) : (
          <Link to={backHref} className={STAFF_SECONDARY}>
            {words.change}
          </Link>
        )}
      </Form>
    </section>
  )
}
