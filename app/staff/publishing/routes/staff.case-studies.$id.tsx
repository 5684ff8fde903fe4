import { Link } from 'react-router'
import type { Route } from './+types/staff.case-studies.$id'
import { staffPathTo } from '~/content/staff-routes'
import { MAX_SCREENSHOTS } from '~/lib/case-study'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { fillTemplate } from '~/lib/format'
import { TestimonialDeleteForm } from '~/staff/publishing/components/testimonial-delete-form'
import { CaseStudyForm } from '~/staff/publishing/components/case-study-form'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import {
  caseStudyAction,
  caseStudyFormValues,
  storedCaseStudy,
  type CaseStudyActionData,
} from '~/staff/publishing/server/case-studies-editor.server'
import { requireStaff } from '~/staff/shell/server/session.server'

const isNew = (id: string) => id === 'new'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const current = isNew(params.id) ? undefined : await storedCaseStudy(params.id)
  return {
    copy: staffCaseStudiesPage,
    title: current
      ? fillTemplate(staffCaseStudiesPage.editTitle, { title: current.title })
      : staffCaseStudiesPage.addTitle,
    isNew: !current,
    id: current?.id ?? null,
    screenshots: current?.screenshots.length ?? 0,
    name: current?.title ?? '',
    values: caseStudyFormValues(current),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return caseStudyAction(request, async () => (isNew(params.id) ? undefined : storedCaseStudy(params.id)))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.title ?? staffCaseStudiesPage.fallbackTitle)

export default function StaffCaseStudy({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, isNew: adding, id, screenshots, name, values } = loaderData
  const answer = actionData as CaseStudyActionData | undefined
  const failed = answer && 'values' in answer ? answer : undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <CaseStudyForm
        key={JSON.stringify(shown)}
        copy={copy}
        values={shown}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        submit={adding ? copy.create : copy.save}
      />
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
      {adding ? null : (
        <TestimonialDeleteForm
          copy={copy.remove}
          name={name}
          error={answer && 'deleteError' in answer ? answer.deleteError : undefined}
        />
      )}
    </>
  )
}
