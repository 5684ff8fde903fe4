import type { Route } from './+types/staff.careers.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import type { EditFormData } from '~/staff/publishing/server/edit-form.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { pathTo } from '~/content/site-routes'
import { findOpening } from '~/server/careers/current.server'
import { OpeningForm } from '~/staff/publishing/components/opening-form'
import { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import { OPENING_LIMITS, type OpeningFormValues } from '~/staff/publishing/forms/opening.schema'
import { openingAction, openingFormValues } from '~/staff/publishing/server/careers-editor.server'
import { storedOr404 } from '~/staff/publishing/server/published-editor.server'

/** The opening named in the path (a 404 when there is none); undefined for /new (create one). */
const findInPath = async (id: string) =>
  id === 'new' ? undefined : storedOr404({ get: findOpening, noun: 'opening' }, id)

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const opening = await findInPath(params.id)
  return {
    copy: staffCareersPage,
    title: opening ? opening.title : staffCareersPage.addTitle,
    adding: !opening,
    // Its public page, once it has left draft (a draft's is 404 to the public).
    page: opening && opening.status !== 'draft' ? pathTo('careerOpening', { slug: opening.slug }) : null,
    values: openingFormValues(opening),
    limits: OPENING_LIMITS,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return openingAction(request, () => findInPath(params.id))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.title ?? staffCareersPage.fallbackTitle)

export default function StaffCareerOpening({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, adding, page, values, limits } = loaderData
  const failed = actionData as EditFormData<OpeningFormValues> | undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {page ? (
        <p className="mt-1">
          <a href={page} className="font-semibold text-indigo-800 underline underline-offset-2">
            {copy.viewPage}
          </a>
        </p>
      ) : null}
      <OpeningForm
        key={JSON.stringify(shown)}
        copy={copy}
        values={shown}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        submit={adding ? copy.create : copy.save}
        limits={limits}
      />
    </>
  )
}
