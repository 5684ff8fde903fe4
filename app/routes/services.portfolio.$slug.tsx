import { data, Link } from 'react-router'
import type { Route } from './+types/services.portfolio.$slug'
import { CtaBand } from '~/components/ui/cta-band'
import { Icon } from '~/components/ui/icon'
import { company } from '~/content/company'
import { servicesPortfolio } from '~/content/services/portfolio'
import { pathTo, sitePaths } from '~/content/site-routes'
import { clientLine } from '~/lib/case-study'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { caseStudyJsonLd } from '~/lib/json-ld/case-study'
import { ogImagePath } from '~/lib/og-image'
import { seo } from '~/lib/seo'
import { currentCaseStudies } from '~/server/case-studies/current.server'

// A hidden or unknown case study is 404 to the public. Served through the page cache, keyed with the site-content
// version, so a save shows at once (docs/decisions/022).
export async function loader({ params }: Route.LoaderArgs) {
  const study = (await currentCaseStudies()).find((c) => c.slug === params.slug)
  if (!study) throw data(servicesPortfolio.page.notFound, { status: 404 })
  return { copy: servicesPortfolio.page, study, client: clientLine(study, servicesPortfolio.unnamed) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Case study not found | ${company.name}` }, { name: 'robots', content: 'noindex' }]
  const { study, client } = loaderData
  const path = pathTo('servicesCaseStudy', { slug: study.slug })
  return seo({
    title: `${study.title}: a case study`,
    description: `${client}. ${study.results.join('. ')}`.slice(0, 200),
    path,
    image: ogImagePath(sitePaths.services),
    jsonLd: import.meta.env.SSR
      ? [caseStudyJsonLd(study, client), pageBreadcrumbJsonLd('servicesCaseStudy', { name: study.title, path })]
      : undefined,
  })
}

/** The article is at most 56rem wide less its padding: the screenshots' width at each screen. */
const SCREENSHOT_SIZES = '(min-width: 56rem) 52rem, calc(100vw - 2rem)'

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { copy, study, client } = loaderData
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 lg:px-8">
        <p>
          <Link
            to={sitePaths.servicesPortfolio}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            <Icon name="arrow-left" className="h-4 w-4" />
            {copy.back}
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{study.title}</h1>
        <dl className="mt-4 text-lg">
          <dt className="sr-only">{copy.client}</dt>
          <dd className="font-semibold text-indigo-700">{client}</dd>
        </dl>
        <section aria-labelledby="results-title" className="mt-8 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
          <h2 id="results-title" className="text-xl font-bold text-slate-900">
            {copy.results}
          </h2>
          <ul className="mt-3 space-y-2 text-lg text-slate-800">
            {study.results.map((result) => (
              <li key={result} className="flex gap-3">
                <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-emerald-700" />
                {result}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="problem-title" className="mt-10">
          <h2 id="problem-title" className="text-xl font-bold text-slate-900">
            {copy.problem}
          </h2>
          <p className="mt-3 text-lg leading-8 whitespace-pre-line text-slate-700">{study.problem}</p>
        </section>
        <section aria-labelledby="built-title" className="mt-10">
          <h2 id="built-title" className="text-xl font-bold text-slate-900">
            {copy.built}
          </h2>
          <p className="mt-3 text-lg leading-8 whitespace-pre-line text-slate-700">{study.built}</p>
          {study.screenshots.length ? (
            <ul className="mt-6 space-y-8">
              {study.screenshots.map((shot) => (
                <li key={shot.id}>
                  <figure>
                    {/* Sized by its width and height before it loads (no shift); phones fetch the 640 px copy. */}
                    <img
                      src={shot.src}
                      srcSet={shot.smallSrc ? `${shot.smallSrc} 640w, ${shot.src} ${shot.width}w` : undefined}
                      sizes={shot.smallSrc ? SCREENSHOT_SIZES : undefined}
                      alt={shot.alt}
                      width={shot.width}
                      height={shot.height}
                      loading="lazy"
                      decoding="async"
                      className="h-auto max-h-[48rem] w-auto max-w-full rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200"
                    />
                    {/* The alt text, shown: read once, as the image's. */}
                    <figcaption aria-hidden="true" className="mt-2 text-base text-slate-700">
                      {shot.alt}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="stack-title" className="mt-10">
          <h2 id="stack-title" className="text-xl font-bold text-slate-900">
            {copy.stack}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {study.stack.map((tech) => (
              <li key={tech} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
                {tech}
              </li>
            ))}
          </ul>
        </section>
        {study.liveUrl ? (
          <p className="mt-10">
            <a
              href={study.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 underline underline-offset-4"
            >
              {copy.live}
              <span className="sr-only"> {copy.liveNote}</span>
              <Icon name="external-link" className="h-4 w-4" />
            </a>
          </p>
        ) : null}
      </article>
      <CtaBand {...copy.cta} />
    </>
  )
}
