import { jobApplicationUploads, uploadField } from '~/forms/uploads'
import type { Route } from './+types/careers'
import { ApplicationForm } from '~/components/careers/application-form'
import { AboutWorkingHere, OpeningList } from '~/components/careers/careers-sections'
import { PageHeader } from '~/components/ui/page-header'
import { careersPage, openingPageCopy } from '~/content/careers'
import { employmentTypeLabel, openingPlace } from '~/content/careers-types'
import { pathTo, sitePaths } from '~/content/site-routes'
import { APPLICATION_LIMITS } from '~/forms/job-application.schema'
import { forms } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { pageSeo } from '~/lib/seo'
import { currentOpenings } from '~/server/careers/current.server'
import { submitFromPage } from '~/server/forms.server'

// Rendered per request through the page cache, keyed with the site-content version: a save of an opening bumps it
// (docs/decisions/017). At build time there are no openings; the prerendered copy only lends its critical CSS.
export async function loader({ request }: Route.LoaderArgs) {
  const openings = (await currentOpenings()).filter((opening) => opening.accepting)
  return {
    copy: careersPage,
    fields: openingPageCopy.fields,
    limits: APPLICATION_LIMITS,
    uploads: jobApplicationUploads.map(uploadField),
    openings: openings.map((opening) => ({
      slug: opening.slug,
      path: pathTo('careerOpening', { slug: opening.slug }),
      title: opening.title,
      team: opening.team,
      place: openingPlace(opening),
      type: employmentTypeLabel(opening.type),
      applyBy: opening.applyBy,
      applyByText: formatDate(opening.applyBy),
      summary: opening.summary,
    })),
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

/** The talent-pool form's no-script post: errors render here with the values kept; success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms['job-application'])
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageSeo('careers', loaderData.copy.seo) : [])

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, fields, limits, uploads, openings, sent } = loaderData
  const pool = copy.talentPool
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <OpeningList copy={copy.openings} openings={openings} />
      <section aria-labelledby="pool-title" className="mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="pool-title" className="text-2xl font-bold text-slate-900">
              {pool.title}
            </h2>
            <p className="mt-2 text-slate-700">{pool.lead}</p>
          </div>
          <ApplicationForm
            action={sitePaths.careers}
            label={pool.title}
            submitLabel={pool.submit}
            thankYou={{ title: pool.thankYou, text: pool.thankYouDetail }}
            interest={{ label: pool.interestLabel, hint: pool.interestHint }}
            fields={fields}
            limits={limits}
            uploads={uploads}
            initial={actionData}
            sent={sent}
          />
        </div>
      </section>
      <AboutWorkingHere copy={copy} />
    </>
  )
}
