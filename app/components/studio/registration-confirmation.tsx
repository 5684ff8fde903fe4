import { Link } from 'react-router'
import type { RegistrationConfirmationCopy } from '~/content/studio/registration-confirmation'
import { fillTemplate, formatDate } from '~/lib/format'
import { talkPath } from '~/lib/talk-link'
import { SentPanel } from '~/components/forms/sent-panel'

/** What the page knows of a stored registration: its reference, the bootcamp chosen and that bootcamp's next batch. */
export interface RegistrationConfirmationData {
  reference: string
  bootcamp: string | null
  /**
   * The bootcamp's id, chosen for the visitor on the booking page behind "Book a call with a mentor" (which also fills
   * in their name, email and phone from the booking pass their registration's answer set: decision 029).
   */
  bootcampId: string | null
  batch: { startsOn: string; full: boolean } | null
  /** What the batch offered charges today, as a phrase (`feeText`, built by the loader: the browser loads no fee code). */
  fee: string | null
  /** What we email after the call and what a payment gets, from the ways to pay that are set up (payWayPhrases). */
  pay: { link: string; document: string }
}

/** After Register: the reference, the course and batch, the fee and how it is paid, refunds, email, a person. */
export function RegistrationConfirmation({
  copy,
  data,
}: {
  copy: RegistrationConfirmationCopy
  data: RegistrationConfirmationData
}) {
  const facts: { label: string; text: string; link?: { text: string; href: string } }[] = [
    {
      label: copy.courseLabel,
      text: data.bootcamp ? fillTemplate(copy.course, { bootcamp: data.bootcamp }) : copy.notSure,
    },
    {
      label: copy.batchLabel,
      text: !data.batch
        ? copy.noBatch
        : `${fillTemplate(copy.batch, { date: formatDate(data.batch.startsOn) })}${data.batch.full ? ` ${copy.waitlist}` : ''}`,
    },
    ...(data.fee !== null ? [{ label: copy.feeLabel, text: fillTemplate(copy.fee, { price: data.fee }) }] : []),
    { label: copy.payLabel, text: fillTemplate(copy.pay, data.pay) },
    { label: copy.refundLabel, text: copy.refund, link: copy.refundLink },
    { label: copy.emailLabel, text: copy.email },
  ]
  return (
    <div className="space-y-6">
      <SentPanel title={copy.panelTitle} text={copy.panelText}>
        <p className="mt-4 text-sm font-semibold tracking-wide text-emerald-900 uppercase">{copy.referenceLabel}</p>
        <p className="mt-1 font-mono text-2xl font-bold text-slate-900">{data.reference}</p>
        <p className="mt-1 max-w-sm text-sm text-slate-700">{copy.referenceHint}</p>
      </SentPanel>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="font-semibold text-slate-900">{fact.label}</dt>
            <dd className="text-slate-700">
              {fact.text}
              {fact.link ? (
                <>
                  {' '}
                  <Link to={fact.link.href} className="font-semibold text-indigo-700 underline underline-offset-2">
                    {fact.link.text}
                  </Link>
                </>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">{copy.personLabel}</dt>
          <dd className="text-slate-700">
            {copy.person}{' '}
            <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <a href={copy.call.href} className="font-semibold text-indigo-700 underline underline-offset-2">
                {copy.call.text}
              </a>
              <a
                href={talkPath(data.bootcampId)}
                className="font-semibold text-indigo-700 underline underline-offset-2"
              >
                {copy.mentor}
              </a>
              <a
                href={copy.whatsapp.href}
                rel="noopener noreferrer"
                target="_blank"
                className="font-semibold text-indigo-700 underline underline-offset-2"
              >
                {copy.whatsapp.text}
              </a>
            </span>
            <span className="mt-2 block text-sm text-slate-600">{copy.mentorHint}</span>
          </dd>
        </div>
      </dl>
      <p className="text-center">
        <Link to={copy.browse.href} className="font-semibold text-indigo-700 hover:underline">
          {copy.browse.text}
        </Link>
      </p>
    </div>
  )
}
