import { buttonClass } from '~/components/ui/button'
import type { studentPageCopy } from '~/content/student-page'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'

export interface StudentBatchFacts {
  id: string
  reference: string
  state: string
  course: string
  batchCode: string
  startsOn: string
  endsOn: string
  waitlistPlace: number | null
  fee: {
    payHref: string
    receivedPaise: number
    balancePaise: number
    due: { amountPaise: number; dueOn: string } | null
    documents: { id: string; title: string; number: string; onDay: string; amountPaise: number; href: string }[]
  } | null
}

const link = 'font-semibold text-indigo-800 underline underline-offset-4'

/** "Your batches": each enrolment with its dates, status or waitlist place, fee, pay button and documents. */
export function StudentBatches({
  copy,
  enrolments,
  registrations,
}: {
  copy: typeof studentPageCopy
  enrolments: StudentBatchFacts[]
  registrations: { id: string; on: string; course: string }[]
}) {
  const c = copy.batches
  return (
    <section aria-labelledby="batches-title" className="mt-10">
      <h2 id="batches-title" className="text-xl font-bold text-slate-900">
        {c.heading}
      </h2>
      {enrolments.length === 0 ? (
        <p className="mt-3 text-slate-800">
          {registrations[0]
            ? fillTemplate(registrations[0].course ? c.registered : c.registeredNoCourse, {
                day: formatDate(registrations[0].on),
                course: registrations[0].course,
              })
            : c.none}
        </p>
      ) : (
        <ul className="mt-4 space-y-6">
          {enrolments.map((e) => {
            const state = copy.states[e.state] ?? e.state
            return (
              <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
                <h3 className="font-semibold text-slate-900">
                  {e.course} <span className="font-normal whitespace-nowrap text-slate-700">({e.batchCode})</span>
                </h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
                  <dt className="text-slate-600">{c.reference}</dt>
                  <dd className="font-mono">{e.reference}</dd>
                  <dt className="text-slate-600">{c.dates}</dt>
                  <dd>{fillTemplate(c.datesValue, { from: formatDate(e.startsOn), to: formatDate(e.endsOn) })}</dd>
                  <dt className="text-slate-600">{c.status}</dt>
                  <dd>{e.waitlistPlace ? fillTemplate(c.waitlistPlace, { state, place: e.waitlistPlace }) : state}</dd>
                  {e.fee ? (
                    <>
                      <dt className="text-slate-600">{c.paid}</dt>
                      <dd>{formatPaise(e.fee.receivedPaise)}</dd>
                      <dt className="text-slate-600">{c.left}</dt>
                      <dd>{formatPaise(e.fee.balancePaise)}</dd>
                      {e.fee.due ? (
                        <>
                          <dt className="text-slate-600">{c.nextDue}</dt>
                          <dd>
                            {fillTemplate(c.nextDueValue, {
                              amount: formatPaise(e.fee.due.amountPaise),
                              day: formatDate(e.fee.due.dueOn),
                            })}
                          </dd>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </dl>
                {e.fee && e.fee.balancePaise > 0 ? (
                  <p className="mt-4">
                    <a href={e.fee.payHref} className={buttonClass({ size: 'md' })}>
                      {c.pay}
                    </a>
                  </p>
                ) : null}
                {e.fee?.documents.length ? (
                  <>
                    <h4 className="mt-5 font-semibold text-slate-900">{c.documents}</h4>
                    <ul className="mt-2 space-y-2">
                      {e.fee.documents.map((d) => (
                        <li key={d.id}>
                          <a href={d.href} className={link}>
                            {fillTemplate(c.document, { title: d.title, number: d.number })}
                          </a>{' '}
                          <span className="text-slate-700">
                            {formatDate(d.onDay)}, {formatPaise(d.amountPaise)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** "Your certificates": each with its public verify page and its PDF; a withdrawn one says so. */
export function StudentCertificates({
  copy,
  certificates,
}: {
  copy: typeof studentPageCopy
  certificates: { id: string; course: string; completedOn: string; revoked: boolean; href: string; pdf: string }[]
}) {
  const c = copy.certificates
  return (
    <section aria-labelledby="certificates-title" className="mt-12">
      <h2 id="certificates-title" className="text-xl font-bold text-slate-900">
        {c.heading}
      </h2>
      {certificates.length === 0 ? (
        <p className="mt-3 text-slate-800">{c.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {certificates.map((cert) => (
            <li key={cert.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">
                {fillTemplate(c.issued, { course: cert.course, day: formatDate(cert.completedOn) })}
              </p>
              {cert.revoked ? (
                <p className="mt-1 text-red-800">{c.revoked}</p>
              ) : (
                <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  <a href={cert.href} className={link}>
                    {c.view}
                  </a>
                  <a href={cert.pdf} className={link}>
                    {c.pdf}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
