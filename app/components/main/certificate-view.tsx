import { VerifyLookup } from './verify-lookup'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import { company } from '~/content/company'
import type { certificatePage, VerifyCopy } from '~/content/verify'
import { formatDate } from '~/lib/format'

export interface CertificateFacts {
  id: string
  holderName: string
  courseTitle: string
  completedOn: string
  mentor: string
  grade: string | null
  projects: { title: string; url: string | null }[]
  /** 'YYYY-MM-DD' in India, when revoked. */
  revokedOn: string | null
  revokedReason: string | null
  pdfPath: string
  /** null when revoked. */
  linkedInUrl: string | null
}

/** One certificate's public page: its status first, then what it certifies, then the PDF and LinkedIn links. */
export function CertificateView({ copy, cert }: { copy: typeof certificatePage; cert: CertificateFacts }) {
  const revoked = cert.revokedOn !== null
  const facts: [string, string][] = [
    [copy.holder, cert.holderName],
    [copy.course, cert.courseTitle],
    [copy.completed, formatDate(cert.completedOn)],
    [copy.mentor, cert.mentor],
    ...(cert.grade ? [[copy.grade, cert.grade] as [string, string]] : []),
    [copy.issuer, company.legalName],
    [copy.id, cert.id],
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{copy.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900">
        {cert.holderName}: {cert.courseTitle}
      </h1>
      <div
        className={`mt-6 rounded-xl border p-4 sm:p-5 ${revoked ? 'border-red-300 bg-red-50' : 'border-emerald-300 bg-emerald-50'}`}
      >
        <p className={`flex items-center gap-2 text-lg font-bold ${revoked ? 'text-red-800' : 'text-emerald-800'}`}>
          <Icon name={revoked ? 'triangle-alert' : 'badge-check'} className="h-5 w-5" />
          {revoked ? copy.revoked.replace('{date}', formatDate(cert.revokedOn!)) : copy.valid}
        </p>
        <p className="mt-1 text-slate-800">
          {(revoked ? copy.revokedText : copy.validText).replace('{issuer}', company.name)}
        </p>
        {revoked ? <p className="mt-2 font-semibold text-slate-900">{cert.revokedReason}</p> : null}
      </div>
      <dl className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="border-b border-slate-200 pb-3">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className={`mt-0.5 text-lg text-slate-900 ${term === copy.id ? 'font-mono' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {cert.projects.length > 0 ? (
        <section aria-labelledby="projects-title" className="mt-8">
          <h2 id="projects-title" className="text-xl font-bold text-slate-900">
            {copy.projects}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
            {cert.projects.map((p) => (
              <li key={p.title}>
                {p.url ? (
                  <a href={p.url} rel="nofollow noopener" className="font-semibold text-indigo-800 underline">
                    {p.title}
                  </a>
                ) : (
                  p.title
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {revoked || !cert.linkedInUrl ? null : (
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={cert.pdfPath} className={buttonClass({ size: 'lg' })}>
            <Icon name="download" className="h-5 w-5" />
            {copy.download}
          </a>
          <a
            href={cert.linkedInUrl}
            rel="noopener"
            aria-describedby="linkedin-hint"
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {copy.linkedIn}
          </a>
          <p id="linkedin-hint" className="text-sm text-slate-600 sm:basis-full">
            {copy.linkedInHint}
          </p>
        </div>
      )}
    </article>
  )
}

/** The page for an ID nobody was issued (404) or a look-up refused (429): what to check, and the form again. */
export function CertificateNotFound({
  copy,
  lookup,
  limited,
}: {
  copy: typeof certificatePage
  lookup: VerifyCopy
  limited: boolean
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {limited ? copy.limitedTitle : copy.notFoundTitle}
      </h1>
      <p className="mt-3 text-slate-700">{limited ? lookup.limited : copy.notFoundText}</p>
      {limited ? null : <VerifyLookup copy={lookup} className="mt-8" />}
      <p className="mt-8 text-slate-700">{lookup.contact}</p>
    </div>
  )
}
