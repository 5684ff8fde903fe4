import type { Route } from './+types/staff.careers.$id'
import { pathTo } from '~/content/site-routes'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { OpeningForm } from '~/staff/publishing/components/opening-form'
import { PublishedEditPage } from '~/staff/publishing/components/published-edit-page'
import { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import { openingAction, openingEditPage } from '~/staff/publishing/server/careers-editor.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { current, page } = await openingEditPage(request, params.id)
  // Its public page, once it has left draft (a draft's is 404 to the public).
  const site = current && current.status !== 'draft' ? pathTo('careerOpening', { slug: current.slug }) : null
  return { page, site }
}

export async function action({ request, params }: Route.ActionArgs) {
  return openingAction(request, params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.page.title ?? staffCareersPage.fallbackTitle)

export default function StaffCareerOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { page, site } = loaderData
  return (
    <PublishedEditPage
      page={page}
      answer={actionData}
      form={(form) => <OpeningForm copy={page.copy} {...form} />}
      intro={
        site ? (
          <p className="mt-1">
            <a href={site} className="font-semibold text-indigo-800 underline underline-offset-2">
              {page.copy.viewPage}
            </a>
          </p>
        ) : null
      }
    />
  )
}
