import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.catalogue.crash-courses.$id'
import { CatalogueForm, type CatalogueField } from '~/components/staff/catalogue-form'
import { staffMeta } from '~/components/staff/staff-meta'
import { staffCataloguePage } from '~/content/staff-catalogue'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { CrashCourseFormValues } from '~/forms/catalogue.schema'
import { requireStaff } from '~/server/auth.server'
import {
  crashCourseFormValues,
  handleCrashCourseForm,
  type CatalogueActionData,
} from '~/server/catalogue/editor.server'
import { readCatalogue } from '~/server/catalogue/store.server'
import { getDatabase } from '~/server/db/database.server'

/** The crash course named in the path; undefined for /new (add one). */
async function findCrashCourse(id: string) {
  if (id === 'new') return undefined
  const { db } = await getDatabase()
  const course = (await readCatalogue(db)).crashCourses.find((c) => c.id === id)
  if (!course) throw data('No such crash course', { status: 404 })
  return course
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const course = await findCrashCourse(params.id)
  return {
    copy: staffCataloguePage,
    title: course ? `${course.title} crash course` : staffCataloguePage.addTitle,
    adding: !course,
    values: crashCourseFormValues(course),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request)
  return handleCrashCourseForm(request, user, await findCrashCourse(params.id))
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? 'Crash course')

const FIELDS: readonly CatalogueField[] = [
  { name: 'title', kind: 'text' },
  {
    name: 'category',
    kind: 'select',
    options: Object.entries(crashCourseCategoryLabels).map(([value, label]) => ({ value, label })),
  },
  { name: 'price', kind: 'price' },
  { name: 'shown', kind: 'checkbox' },
  { name: 'duration', kind: 'text' },
  { name: 'description', kind: 'textarea', rows: 4 },
  { name: 'topics', kind: 'lines', rows: 5 },
]

export default function StaffCrashCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, adding, values } = loaderData
  const failed = actionData as CatalogueActionData<CrashCourseFormValues> | undefined
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <CatalogueForm
        key={JSON.stringify(failed?.values ?? values)}
        copy={copy}
        fields={FIELDS}
        values={failed?.values ?? values}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        submit={adding ? copy.add : copy.save}
        submitting={submitting}
      />
    </>
  )
}
