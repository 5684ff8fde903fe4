import type { Route } from './+types/our-numbers'
import { PageHeader } from '~/components/ui/page-header'
import { claimAnchor, ourNumbersPage } from '~/content/claims'
import { formatDate } from '~/lib/format'
import { pageSeo } from '~/lib/seo'
import { currentClaimList } from '~/server/claims/current.server'

// Rendered per request through the page cache, keyed with the site-content version: every claim staff keep with its
// basis (docs/decisions/022). A claim without one is listed nowhere public, here included.
export async function loader() {
  const claims = await currentClaimList()
  return {
    copy: ourNumbersPage,
    claims: claims.map((claim) => ({
      anchor: claimAnchor(claim.id),
      figure: claim.figure,
      label: claim.label,
      counts: claim.counts,
      asOf: claim.asOf!,
      asOfText: formatDate(claim.asOf!),
      sourceUrl: claim.sourceUrl,
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('ourNumbers', loaderData.copy.seo) : []

export default function OurNumbers({ loaderData }: Route.ComponentProps) {
  const { copy, claims } = loaderData
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        {claims.length === 0 ? (
          <p className="max-w-4xl text-lg text-slate-700">{copy.none}</p>
        ) : (
          <ul className="max-w-4xl space-y-6">
            {claims.map((claim) => (
              <li
                key={claim.anchor}
                id={claim.anchor}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm target:ring-2 target:ring-indigo-600"
              >
                <h2 className="text-xl font-bold text-slate-900">
                  <span className="text-3xl font-extrabold text-indigo-700">{claim.figure}</span> {claim.label}
                </h2>
                <dl className="mt-4 grid gap-3 text-slate-700 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="font-semibold text-slate-900">{copy.counts}</dt>
                  <dd>{claim.counts}</dd>
                  <dt className="font-semibold text-slate-900">{copy.asOf}</dt>
                  <dd>
                    <time dateTime={claim.asOf}>{claim.asOfText}</time>
                  </dd>
                  {claim.sourceUrl ? (
                    <>
                      <dt className="font-semibold text-slate-900">{copy.source}</dt>
                      <dd>
                        <a
                          href={claim.sourceUrl}
                          rel="noopener"
                          className="font-semibold break-all text-indigo-700 underline underline-offset-2"
                        >
                          {claim.sourceUrl}
                        </a>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
