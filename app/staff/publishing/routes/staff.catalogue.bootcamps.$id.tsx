import type { Route } from './+types/staff.catalogue.bootcamps.$id'
import { CatalogueEditPage, type CatalogueField } from '~/staff/publishing/components/catalogue-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { fillTemplate } from '~/lib/format'
import { staffCataloguePage } from '~/staff/publishing/content/staff-catalogue'
import type { BootcampFormValues } from '~/staff/publishing/forms/catalogue.schema'
import { requireStaff } from '~/staff/shell/server/session.server'
import {
  bootcampFormValues,
  BOOTCAMP_FORM_LIMITS,
  bootcampSave,
  catalogueAction,
  storedCourse,
} from '~/staff/publishing/server/catalogue-editor.server'
import type { EditFormData } from '~/staff/publishing/server/edit-form.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const bootcamp = await storedCourse('bootcamps', params.id)
  return { copy: staffCataloguePage, title: bootcamp.title, values: bootcampFormValues(bootcamp) }
}

export async function action({ request, params }: Route.ActionArgs) {
  return catalogueAction(
    request,
    BOOTCAMP_FORM_LIMITS,
    bootcampSave(() => storedCourse('bootcamps', params.id)),
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    fillTemplate(staffCataloguePage.bootcampTitle, {
      title: loaderData?.title ?? staffCataloguePage.fallbackTitles.bootcamp,
    }),
  )

const FIELDS: readonly CatalogueField[] = [
  { name: 'price', kind: 'price' },
  { name: 'originalPrice', kind: 'price' },
  { name: 'shown', kind: 'checkbox' },
  { name: 'description', kind: 'textarea', rows: 4 },
  { name: 'duration', kind: 'text' },
  { name: 'level', kind: 'text' },
  { name: 'technologies', kind: 'lines', rows: 10 },
  { name: 'projects', kind: 'lines', rows: 6 },
  { name: 'careers', kind: 'lines', rows: 5 },
]

export default function StaffBootcamp({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, values } = loaderData
  return (
    <CatalogueEditPage
      copy={copy}
      title={fillTemplate(copy.bootcampTitle, { title })}
      fields={FIELDS}
      values={values}
      failed={actionData as EditFormData<BootcampFormValues> | undefined}
      submit={copy.save}
    />
  )
}
