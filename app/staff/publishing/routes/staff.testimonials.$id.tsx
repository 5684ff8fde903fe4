import type { Route } from './+types/staff.testimonials.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { PublishedEditPage } from '~/staff/publishing/components/published-edit-page'
import { TestimonialForm } from '~/staff/publishing/components/testimonial-form'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { testimonialAction, testimonialEditPage } from '~/staff/publishing/server/testimonials-editor.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { page } = await testimonialEditPage(request, params.id)
  return { page }
}

export async function action({ request, params }: Route.ActionArgs) {
  return testimonialAction(request, params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.page.title ?? staffTestimonialsPage.fallbackTitle)

export default function StaffTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <PublishedEditPage
      page={page}
      answer={actionData}
      form={(form) => <TestimonialForm copy={page.copy} {...form} />}
    />
  )
}
