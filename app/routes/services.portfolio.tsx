import { Link } from 'react-router'
import type { Route } from './+types/services.portfolio'
import { ServicesContactForm } from '~/components/services/services-contact-form'
import { PageHeader } from '~/components/ui/page-header'
import { servicesPortfolio } from '~/content/services/portfolio'
import { pathTo } from '~/content/site-routes'
import { clientLine } from '~/lib/case-study'
import { fillTemplate } from '~/lib/format'
import { portfolioJsonLd } from '~/lib/json-ld/case-study'
import { pageSeo } from '~/lib/seo'
import { currentCaseStudies } from '~/server/case-studies/current.server'

// Rendered per request through the page cache, keyed with the site-content version: the case studies staff publish
// (docs/decisions/022). The prerendered copy (no database at build time) is the "being written up" page; its contact
// form posts to the contact page's action, which answers a post without scripts.
export async function loader() {
  const studies = (await currentCaseStudies()).map((study) => ({
    ...study,
    clientLine: clientLine(study, servicesPortfolio.unnamed),
  }))
  return { copy: servicesPortfolio, studies }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('servicesPortfolio', {
        ...loaderData.copy.seo,
        jsonLd:
          import.meta.env.SSR && loaderData.studies.length > 0 ? [portfolioJsonLd(loaderData.studies)] : undefined,
      })
    : []

export default function ServicesPortfolio({ loaderData }: Route.ComponentProps) {
  const { copy, studies } = loaderData
  return (
    <>
      <PageHeader {...copy.intro} />
      {studies.length > 0 ? (
        <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
          <ul className="grid gap-6 md:grid-cols-2">
            {studies.map((study) => (
              <li key={study.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold text-indigo-700">{study.clientLine}</p>
                <h2 className="mt-2 text-xl font-bold text-slate-900">{study.title}</h2>
                <ul className="mt-4 flex-1 space-y-2 text-slate-700">
                  {study.results.slice(0, 3).map((result) => (
                    <li key={result} className="border-l-4 border-emerald-500 pl-3">
                      {result}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-slate-600">{study.stack.join(' · ')}</p>
                <Link
                  to={pathTo('servicesCaseStudy', { slug: study.slug })}
                  className="mt-5 inline-flex min-h-11 items-center font-semibold text-indigo-700 underline-offset-4 hover:underline"
                >
                  {copy.card.read}
                  <span className="sr-only"> {fillTemplate(copy.card.readFor, { title: study.title })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
          <section aria-labelledby="writing-up-title" className="lg:pt-2">
            <h2 id="writing-up-title" className="text-2xl font-bold text-slate-900">
              {copy.empty.title}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{copy.empty.text}</p>
            <p className="mt-5">
              <Link
                to={copy.empty.examples.href}
                className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline underline-offset-4"
              >
                {copy.empty.examples.label}
              </Link>
            </p>
          </section>
          <section
            aria-labelledby="portfolio-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
          >
            <h2 id="portfolio-form-title" className="text-2xl font-bold text-slate-900">
              {copy.empty.formTitle}
            </h2>
            <div className="mt-6">
              <ServicesContactForm sent={copy.sent} />
            </div>
          </section>
        </div>
      )}
    </>
  )
}
