import { SEARCH_LIMITS } from '~/staff/shell/forms/limits'
import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { staffCertificatesPage } from '~/staff/certificates/content/staff-certificates'
import { certificatePdfPath, verifyPath } from '~/lib/certificate-links'
import { formatDate } from '~/lib/format'
import { CERTIFICATE_REASON_MAX } from '~/staff/shell/forms/limits'
import { STAFF_INPUT, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'
import { plural } from '~/lib/plural'

type Copy = typeof staffCertificatesPage

export interface CertificateRow {
  id: string
  holderName: string
  email: string
  courseTitle: string
  completedOn: string
  revokedOn: string | null
  revokedReason: string | null
  searchable: boolean
}

/** The issued certificates, newest first, with search, paging and (for owners) a revoke form per row. */
export function CertificateList({
  copy,
  revokeCopy,
  rows,
  total,
  query,
  page,
  pageSize,
  owner,
  revokeError,
  submitting,
}: {
  copy: Copy['list']
  revokeCopy: Copy['revoke']
  rows: CertificateRow[]
  total: number
  query: string
  page: number
  pageSize: number
  owner: boolean
  revokeError?: { id: string; error: string }
  submitting: boolean
}) {
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(n) })}`
  return (
    <section aria-labelledby="list-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="list-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="cert-search" className="block text-sm font-semibold text-slate-800">
            {copy.search}
          </label>
          <input
            id="cert-search"
            name="q"
            type="search"
            maxLength={SEARCH_LIMITS.certificates}
            defaultValue={query}
            className={STAFF_INPUT}
          />
        </div>
        <button type="submit" className={STAFF_SECONDARY}>
          {copy.searchButton}
        </button>
        {query ? (
          <Link to="?" className="py-2 text-sm font-semibold text-indigo-800 underline">
            {copy.clear}
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {total === 0 ? (query ? copy.noMatch : copy.empty) : plural(total, copy.count)}
      </p>
      <ul className="mt-3 divide-y divide-slate-200">
        {rows.map((row) => (
          <li key={row.id} className="py-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-slate-900">
                {row.holderName} <span className="font-normal text-slate-700">· {row.email}</span>
              </p>
              <p
                className={`text-sm font-semibold ${row.revokedOn ? 'text-red-800' : 'text-emerald-800'}`}
                title={row.revokedReason ?? undefined}
              >
                {row.revokedOn ? copy.revoked.replace('{date}', formatDate(row.revokedOn)) : copy.valid}
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {row.courseTitle} · {copy.headers.completed} {formatDate(row.completedOn)} ·{' '}
              <span className="font-mono text-slate-900">{row.id}</span>
            </p>
            {row.revokedReason ? <p className="mt-1 text-sm text-slate-700">{row.revokedReason}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={verifyPath(row.id)} className="font-semibold text-indigo-800 underline">
                {copy.view}
                <span className="sr-only">: {row.holderName}</span>
              </a>
              <a href={certificatePdfPath(row.id)} className="font-semibold text-indigo-800 underline">
                {copy.pdf}
                <span className="sr-only">: {row.holderName}</span>
              </a>
            </p>
            {row.revokedOn ? null : (
              <Form method="post" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <input type="hidden" name="id" value={row.id} />
                <span className="text-slate-700">{row.searchable ? copy.listed : copy.unlisted}</span>
                <button
                  type="submit"
                  name="intent"
                  value={row.searchable ? 'unlist' : 'list'}
                  disabled={submitting}
                  className="font-semibold text-indigo-800 underline disabled:opacity-60"
                >
                  {row.searchable ? copy.unlist : copy.list}
                  <span className="sr-only">: {row.holderName}</span>
                </button>
              </Form>
            )}
            {owner && !row.revokedOn ? (
              <RevokeForm
                copy={revokeCopy}
                id={row.id}
                holder={row.holderName}
                error={revokeError?.id === row.id ? revokeError.error : undefined}
                submitting={submitting}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <nav aria-label="Pages" className="mt-4 flex justify-between text-sm font-semibold">
          {page > 1 ? <Link to={pageLink(page - 1)}>{copy.previous}</Link> : <span />}
          {page * pageSize < total ? <Link to={pageLink(page + 1)}>{copy.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}

function RevokeForm({
  copy,
  id,
  holder,
  error,
  submitting,
}: {
  copy: Copy['revoke']
  id: string
  holder: string
  error?: string
  submitting: boolean
}) {
  const field = `revoke-${id}`
  return (
    <details className="mt-3" open={error ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-red-800">
        {copy.summary}
        <span className="sr-only">: {holder}</span>
      </summary>
      <Form method="post" className="mt-3 max-w-xl space-y-3">
        <input type="hidden" name="id" value={id} />
        <StaffField id={field} label={copy.reasonLabel} hint={copy.reasonHint} error={error}>
          {(wiring) => (
            <input {...wiring} name="reason" required maxLength={CERTIFICATE_REASON_MAX} className={STAFF_INPUT} />
          )}
        </StaffField>
        <button
          type="submit"
          name="intent"
          value="revoke"
          disabled={submitting}
          className={buttonClass({ variant: 'danger', size: 'md', className: 'disabled:opacity-60' })}
        >
          {copy.submit}
        </button>
      </Form>
    </details>
  )
}
