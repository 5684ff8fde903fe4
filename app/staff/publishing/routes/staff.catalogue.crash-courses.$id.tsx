import type { Route } from './+types/staff.catalogue.crash-courses.$id'
import { CatalogueEditPage, type CatalogueField } from '~/staff/publishing/components/catalogue-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { fillTemplate } from '~/lib/format'
import { staffCataloguePage } from '~/staff/publishing/content/staff-catalogue'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { CrashCourseFormValues } from '~/staff/publishing/forms/catalogue.schema'
import { requireStaff } from '~/staff/shell/server/session.server'
import {
  crashCourseFormValues,
  CRASH_COURSE_FORM_LIMITS,
  catalogueAction,
  crashCourseSave,
  storedCourse,
} from '~/staff/publishing/server/catalogue-editor.server'
import type { EditFormData } from '~/staff/publishing/server/edit-form.server'

/** The crash course named in the path; undefined for /new (add one). */
function findCrashCourse(id: string) {
  return id === 'new' ? undefined : storedCourse('crashCourses', id)
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const course = await findCrashCourse(params.id)
  return {
    copy: staffCataloguePage,
    title: course
      ? fillTemplate(staffCataloguePage.crashCourseTitle, { title: course.title })
      : staffCataloguePage.addTitle,
    adding: !course,
    values: crashCourseFormValues(course),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return catalogueAction(
    request,
    CRASH_COURSE_FORM_LIMITS,
    crashCourseSave(async () => findCrashCourse(params.id)),
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.title ?? staffCataloguePage.fallbackTitles.crashCourse)

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
  return (
    <CatalogueEditPage
      copy={copy}
      title={title}
      fields={FIELDS}
      values={values}
      failed={actionData as EditFormData<CrashCourseFormValues> | undefined}
      submit={adding ? copy.add : copy.save}
    />
  )
}
