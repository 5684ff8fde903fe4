import type { Route } from './+types/staff.testimonials.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { fillTemplate } from '~/lib/format'
import { TestimonialForm } from '~/staff/publishing/components/testimonial-form'
import { TestimonialDeleteForm } from '~/staff/publishing/components/testimonial-delete-form'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import {
  storedTestimonial,
  testimonialAction,
  testimonialFormValues,
  type TestimonialActionData,
} from '~/staff/publishing/server/testimonials-editor.server'
import { requireStaff } from '~/staff/shell/server/session.server'

const isNew = (id: string) => id === 'new'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const current = isNew(params.id) ? undefined : await storedTestimonial(params.id)
  return {
    copy: staffTestimonialsPage,
    title: current
      ? fillTemplate(staffTestimonialsPage.editTitle, { name: current.name })
      : staffTestimonialsPage.addTitle,
    isNew: !current,
    name: current?.name ?? '',
    photo: current?.image ?? null,
    values: testimonialFormValues(current),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return testimonialAction(request, async () => (isNew(params.id) ? undefined : storedTestimonial(params.id)))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.title ?? staffTestimonialsPage.fallbackTitle)

export default function StaffTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, isNew: adding, name, photo, values } = loaderData
  const answer = actionData as TestimonialActionData | undefined
  const failed = answer && 'values' in answer ? answer : undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <TestimonialForm
        key={JSON.stringify(shown)}
        copy={copy}
        values={shown}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        photo={photo}
        submit={adding ? copy.create : copy.save}
      />
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
