import { Link } from 'react-router'
import type { Route } from './+types/staff.case-studies.$id'
import { staffPathTo } from '~/content/staff-routes'
import { MAX_SCREENSHOTS } from '~/lib/case-study'
import { fillTemplate } from '~/lib/format'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { CaseStudyForm } from '~/staff/publishing/components/case-study-form'
import { PublishedEditPage } from '~/staff/publishing/components/published-edit-page'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { caseStudyAction, caseStudyEditPage } from '~/staff/publishing/server/case-studies-editor.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { current, page } = await caseStudyEditPage(request, params.id)
  return { page, id: current?.id ?? null, screenshots: current?.screenshots.length ?? 0 }
}

export async function action({ request, params }: Route.ActionArgs) {
  return caseStudyAction(request, params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.page.title ?? staffCaseStudiesPage.fallbackTitle)

export default function StaffCaseStudy({ loaderData, actionData }: Route.ComponentProps) {
  const { page, id, screenshots } = loaderData
  const copy = page.copy
  return (
    <PublishedEditPage page={page} answer={actionData} form={(form) => <CaseStudyForm copy={copy} {...form} />}>
      {id ? (
        <section aria-labelledby="screenshots-heading" className="mt-10">
          <h2 id="screenshots-heading" className="text-lg font-semibold text-slate-900">
            <Link
              to={staffPathTo('staffCaseStudyScreenshots', { id })}
              className="text-indigo-800 underline underline-offset-2"
            >
              {fillTemplate(copy.screenshots.link, { count: String(screenshots), max: String(MAX_SCREENSHOTS) })}
            </Link>
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            {fillTemplate(copy.screenshots.linkHint, { max: String(MAX_SCREENSHOTS) })}
          </p>
        </section>
      ) : null}
    </PublishedEditPage>
  )
}
