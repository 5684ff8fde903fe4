import { jobApplicationUploads, uploadField } from '~/forms/uploads'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/careers.$slug'
import { ApplicationForm } from '~/components/careers/application-form'
import { ArticleHtml } from '~/components/ui/article-html'
import { Icon } from '~/components/ui/icon'
import { openingPageCopy } from '~/content/careers'
import { employmentTypeLabel, openingPlace, SALARY_PERIODS, type Opening } from '~/content/careers-types'
import { companyNames } from '~/content/company-names'
import { pathTo, sitePaths } from '~/content/site-routes'
import { APPLICATION_LIMITS } from '~/forms/job-application.schema'
import { forms } from '~/forms/registry'
import type { FormResult } from '~/forms/result'
import { formatDate, formatRupees } from '~/lib/format'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { jobPostingJsonLd } from '~/lib/json-ld/job-posting'
import { ogImagePath } from '~/lib/og-image'
import { seo } from '~/lib/seo'
import { publicOpening } from '~/server/careers/current.server'
import { processSubmission } from '~/server/forms.server'
import { renderMarkdown } from '~/server/markdown.server'

function salaryText(salary: Opening['salary']): string | undefined {
  if (!salary) return undefined
  const per = SALARY_PERIODS.find((p) => p.value === salary.period)?.label ?? ''
  const amount =
    salary.max === null ? formatRupees(salary.min) : `${formatRupees(salary.min)} to ${formatRupees(salary.max)}`
  return `${amount} ${per}`
}

// A draft and an unknown slug are 404 to the public; a closed opening (or one past its apply-by day) is 200 with no
// form and no JobPosting, so it leaves the jobs search (docs/decisions/017). Served through the page cache, keyed
// with the site-content version.
export async function loader({ params, request }: Route.LoaderArgs) {
  const opening = await publicOpening(params.slug)
  if (!opening) throw data(openingPageCopy.notFound, { status: 404 })
  return {
    copy: openingPageCopy,
    limits: APPLICATION_LIMITS,
    uploads: jobApplicationUploads.map(uploadField),
    opening: {
      slug: opening.slug,
      title: opening.title,
      team: opening.team,
      location: opening.location,
      remote: opening.remote,
      place: openingPlace(opening),
      type: opening.type,
      typeLabel: employmentTypeLabel(opening.type),
      applyBy: opening.applyBy,
      applyByText: formatDate(opening.applyBy),
      summary: opening.summary,
      salary: opening.salary,
      salaryText: salaryText(opening.salary),
      postedOn: opening.postedOn,
      html: renderMarkdown(opening.description),
      accepting: opening.accepting,
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

/** Without scripts the Apply form posts here: errors render with the values kept; success lands on ?sent=1. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { status, result } = await processSubmission(request, context, forms['job-application'])
  if (result.ok) throw redirect(`${pathTo('careerOpening', { slug: params.slug })}?sent=1`, 303)
  return data<FormResult>(result, { status })
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const opening = loaderData?.opening
  // A literal, not the careers copy: meta runs in the browser too, and the copy would join the page's bundle.
  if (!opening) return [{ title: `Opening not found | ${companyNames.name}` }, { name: 'robots', content: 'noindex' }]
  const path = pathTo('careerOpening', { slug: opening.slug })
  return seo({
    title: `${opening.title}: ${opening.typeLabel}, ${opening.place}`,
    description: opening.summary,
    path,
    image: ogImagePath(sitePaths.careers),
    imageAlt: `Careers at ${companyNames.name}`,
    jsonLd: import.meta.env.SSR
      ? [
          ...(opening.accepting ? [jobPostingJsonLd(opening)] : []),
          pageBreadcrumbJsonLd('careerOpening', { name: opening.title, path }),
        ]
      : undefined,
  })
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

export default function CareerOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, limits, uploads, opening, sent } = loaderData
  const path = pathTo('careerOpening', { slug: opening.slug })
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link
        to={sitePaths.careers}
        className="inline-flex items-center gap-1.5 font-semibold text-indigo-800 underline underline-offset-2"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        {copy.back}
      </Link>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{opening.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{opening.summary}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl bg-indigo-50 p-5 sm:flex sm:flex-wrap sm:gap-x-12">
        <Fact label={copy.facts.team}>{opening.team}</Fact>
        <Fact label={copy.facts.location}>{opening.place}</Fact>
        <Fact label={copy.facts.type}>{opening.typeLabel}</Fact>
        <Fact label={copy.facts.applyBy}>
          <time dateTime={opening.applyBy}>{opening.applyByText}</time>
        </Fact>
        {opening.salaryText ? <Fact label={copy.facts.salary}>{opening.salaryText}</Fact> : null}
      </dl>
      {opening.accepting ? null : (
        <div role="status" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-lg font-bold text-amber-950">{copy.closed.title}</h2>
          <p className="mt-1 text-amber-950">{copy.closed.text}</p>
          <Link to={sitePaths.careers} className="mt-2 inline-block font-semibold text-indigo-800 underline">
            {copy.closed.link}
          </Link>
        </div>
      )}
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <ArticleHtml html={opening.html} />
        {opening.accepting ? (
          <section
            aria-labelledby="apply-title"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
          >
            <h2 id="apply-title" className="text-xl font-bold text-slate-900">
              {copy.apply.title}
            </h2>
            <p className="mt-1 mb-5 text-sm text-slate-700">{copy.apply.lead}</p>
            <ApplicationForm
              action={path}
              opening={opening.slug}
              label={`${copy.apply.title}: ${opening.title}`}
              submitLabel={copy.apply.submit}
              thankYou={{ title: copy.apply.thankYou, text: copy.apply.thankYouDetail }}
              fields={copy.fields}
              limits={limits}
              uploads={uploads}
              initial={actionData}
              sent={sent}
            />
          </section>
        ) : null}
      </div>
    </article>
  )
}
