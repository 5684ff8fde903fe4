import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { admissionsPhone, whatsappUrl } from '~/content/company'
import type { payPage } from '~/content/pay'
import { sitePaths } from '~/content/site-routes'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { PayReportSection, type PayReportProps, type StudentReportFacts } from './pay-report-section'

export interface PayFacts {
  reference: string
  name: string
  courseTitle: string
  batchCode: string
  startsOn: string
  state: string
  /** Why nothing can be paid now, when nothing can: withdrawn, waitlisted (no seat), or the batch cancelled. */
  closed: 'withdrawn' | 'no-seat' | 'batch-cancelled' | null
  feePaise: number
  discountPaise: number
  receivedPaise: number
  refundedPaise: number
  balancePaise: number
  due: { amountPaise: number; dueOn: string; overdue: boolean } | null
  /**
   * The UPI link and its QR code as SVG markup (made on the server from our own data), the UPI ID and the payee's
   * name its app shows (a student checks it before paying), when a UPI ID is set.
   */
  upi: { link: string; id: string; payee: string; qrSvg: string } | null
  /** The gateway's payment link (Razorpay: card, net banking, UPI), when the gateway is on and a link is payable. */
  gateway: { shortUrl: string | null; amountPaise: number } | null
  bank: string[]
  /** The company's GSTIN is set: a payment's document is a GST invoice, else a receipt. */
  gstInvoice: boolean
  documents: { id: string; title: string; number: string; onDay: string; amountPaise: number; href: string }[]
  /** The payments the student told us about on this page ("I have paid"), newest first. */
  reports: StudentReportFacts[]
}

/**
 * A student's pay page: who and what first, then what is due and the ways to pay (on a phone the UPI app button, on a
 * desktop the QR code: CSS picks by width, so it works without scripts), what happens after paying, and the receipts.
 */
export function PayView({ copy, pay, report }: { copy: typeof payPage; pay: PayFacts; report: PayReportProps }) {
  const facts: [string, string][] = [
    [copy.reference, pay.reference],
    [copy.course, pay.courseTitle],
    [copy.batch, pay.batchCode],
    [copy.starts, formatDate(pay.startsOn)],
    [copy.fee, formatPaise(pay.feePaise)],
    ...(pay.discountPaise ? [[copy.discount, `-${formatPaise(pay.discountPaise)}`] as [string, string]] : []),
    [copy.received, formatPaise(pay.receivedPaise)],
    ...(pay.refundedPaise ? [[copy.refunded, formatPaise(pay.refundedPaise)] as [string, string]] : []),
    [copy.balance, formatPaise(pay.balancePaise)],
  ]
  const closed = pay.closed === 'withdrawn' ? copy.withdrawn : pay.closed ? copy.closed[pay.closed] : null
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-lg text-slate-800">{pay.name}</p>
      <p className="mt-3 text-slate-700">{copy.intro}</p>
      <p className="mt-2">
        <a href={sitePaths.studentHome} className="font-semibold text-indigo-800 underline underline-offset-4">
          Everything you have with us
        </a>
      </p>

      {closed ? (
        <p className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">{closed}</p>
      ) : pay.due ? (
        <section
          aria-labelledby="due-title"
          className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50/70 p-4 sm:p-6"
        >
          <h2 id="due-title" className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">
            {copy.dueNow}
          </h2>
          <p className="mt-1 text-3xl font-extrabold text-slate-900">
            {formatPaise(pay.due.amountPaise)}{' '}
            <span className="text-lg font-semibold text-slate-700">
              {fillTemplate(copy.dueBy, { date: formatDate(pay.due.dueOn) })}
            </span>
          </p>
          {pay.due.overdue ? (
            <p className="mt-2 text-sm font-medium text-amber-900">
              {fillTemplate(copy.overdue, { date: formatDate(pay.due.dueOn) })}
            </p>
          ) : null}
          <PayChannels copy={copy} pay={pay} amount={formatPaise(pay.due.amountPaise)} />
        </section>
      ) : (
        <p className="mt-6 flex items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">
          <Icon name="badge-check" className="h-5 w-5 shrink-0" />
          {copy.paidInFull}
        </p>
      )}

      <dl className="mt-8 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="border-b border-slate-200 pb-2">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="mt-0.5 text-lg text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <PayReportSection report={report} reports={pay.reports} open={!pay.closed && pay.balancePaise > 0} />

      <section aria-labelledby="after-title" className="mt-10">
        <h2 id="after-title" className="text-xl font-bold text-slate-900">
          {copy.afterHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
          {[
            copy.after[0],
            pay.gstInvoice ? copy.afterDocument.gstInvoice : copy.afterDocument.receipt,
            ...copy.after.slice(1),
          ].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="documents-title" className="mt-10">
        <h2 id="documents-title" className="text-xl font-bold text-slate-900">
          {copy.documentsHeading}
        </h2>
        {pay.documents.length === 0 ? (
          <p className="mt-3 text-slate-700">{copy.noDocuments}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {pay.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3 sm:px-4">
                <span className="text-slate-800">
                  {formatDate(d.onDay)} · {formatPaise(d.amountPaise)}
                </span>
                <a href={d.href} className="font-semibold text-indigo-800 underline" download>
                  {fillTemplate(copy.download, { title: d.title, number: d.number })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="help-title" className="mt-10 rounded-xl bg-slate-50 p-4 sm:p-6">
        <h2 id="help-title" className="text-lg font-bold text-slate-900">
          {copy.help}
        </h2>
        <p className="mt-2 text-slate-800">
          {copy.refundTermsText}{' '}
          <a href={sitePaths.refundPolicy} className="font-semibold text-indigo-800 underline">
            {copy.refundTerms}
          </a>
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`tel:${admissionsPhone!.e164}`} className={buttonClass({ variant: 'secondary', size: 'md' })}>
            <Icon name="phone" className="h-4 w-4" /> {admissionsPhone!.display}
          </a>
          <a
            href={whatsappUrl(`Hello, a question about my fee (${pay.reference})`)}
            className={buttonClass({ variant: 'secondary', size: 'md' })}
          >
            <Icon name="message-circle" className="h-4 w-4" /> WhatsApp
          </a>
        </div>
      </section>
    </article>
  )
}

function PayChannels({ copy, pay, amount }: { copy: typeof payPage; pay: PayFacts; amount: string }) {
  const gateway = pay.gateway?.shortUrl ? { ...pay.gateway, shortUrl: pay.gateway.shortUrl } : null
  const direct = <DirectChannels copy={copy} pay={pay} amount={amount} />
  if (!gateway) return direct
  return (
    <>
      <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-bold text-slate-900">{copy.gatewayHeading}</h3>
        <p className="mt-1 text-sm text-slate-700">{copy.gatewayIntro}</p>
        <a href={gateway.shortUrl} className={buttonClass({ className: 'mt-3 w-full justify-center sm:w-auto' })}>
          {fillTemplate(copy.gatewayButton, { amount: formatPaise(gateway.amountPaise) })}
        </a>
      </div>
      {pay.upi || pay.bank.length > 0 ? <p className="mt-5 text-slate-800">{copy.gatewayOr}</p> : null}
      {pay.upi || pay.bank.length > 0 ? direct : null}
    </>
  )
}

function DirectChannels({ copy, pay, amount }: { copy: typeof payPage; pay: PayFacts; amount: string }) {
  if (!pay.upi && pay.bank.length === 0) return <p className="mt-4 text-slate-800">{copy.noChannels}</p>
  return (
    // data-keep-clear: the floating Contact Us button steps aside while the UPI ID and the bank details are in view.
    <div data-keep-clear className="mt-5 grid gap-6 md:grid-cols-2">
      {pay.upi ? (
        <div>
          <h3 className="font-bold text-slate-900">{copy.upiHeading}</h3>
          {/* A phone opens upi:// in its UPI app; a desktop cannot, so there the QR code shows instead. */}
          <div className="md:hidden">
            <p className="mt-1 text-sm text-slate-700">{copy.upiPhone}</p>
            <a href={pay.upi.link} className={buttonClass({ className: 'mt-3 w-full justify-center' })}>
              {fillTemplate(copy.upiButton, { amount })}
            </a>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-indigo-800">{copy.upiShowQr}</summary>
              <UpiQr svg={pay.upi.qrSvg} />
            </details>
          </div>
          <div className="hidden md:block">
            <p className="mt-1 text-sm text-slate-700">{copy.upiDesktop}</p>
            <UpiQr svg={pay.upi.qrSvg} />
          </div>
          <dl className="mt-2 text-sm text-slate-700">
            <div>
              <dt className="inline">{copy.upiPayee}: </dt>
              <dd className="inline font-semibold text-slate-900">{pay.upi.payee}</dd>
            </div>
            <div>
              <dt className="inline">{copy.upiId}: </dt>
              <dd className="inline font-mono break-all text-slate-900">{pay.upi.id}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      {pay.bank.length > 0 ? (
        <div>
          <h3 className="font-bold text-slate-900">{copy.bankHeading}</h3>
          <p className="mt-1 text-sm text-slate-700">{copy.bankIntro}</p>
          <ul className="mt-3 space-y-1 text-slate-900">
            {pay.bank.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>
              {copy.bankRemark}: <span className="font-mono">{pay.reference}</span>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  )
}

function UpiQr({ svg }: { svg: string }) {
  // The SVG is made on the server by the QR library from the UPI link, which holds only our own fields.
  return (
    <div
      className="mt-3 w-48 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
