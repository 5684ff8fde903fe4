import type { Route } from './+types/staff.testimonials._index'
import { roleLine } from '~/lib/testimonial'
import { readTestimonials } from '~/server/testimonials/current.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { consentColumns, moveColumn, nameColumn, PublishedList } from '~/staff/publishing/components/published-list'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { consentRow, inGroups, publishedList } from '~/staff/publishing/server/published-list.server'
import { testimonialMoveAction } from '~/staff/publishing/server/testimonials-editor.server'

export async function loader({ request }: Route.LoaderArgs) {
  return publishedList(request, {
    copy: staffTestimonialsPage,
    read: readTestimonials,
    name: (t) => t.name,
    rows: (all) =>
      inGroups(
        all,
        (t) => t.page,
        ['studio', 'services'],
        (t) => consentRow(t, t.name, roleLine(t)),
      ),
  })
}

export async function action({ request }: Route.ActionArgs) {
  return testimonialMoveAction(request)
}

export const meta: Route.MetaFunction = () => staffMeta(staffTestimonialsPage.title)

export default function StaffTestimonials({ loaderData: { copy, notice, rows } }: Route.ComponentProps) {
  return (
    <PublishedList
      copy={copy}
      notice={notice}
      edit="staffTestimonial"
      anchor="testimonial"
      columns={[moveColumn(copy, copy.columns.order), nameColumn(copy.columns.name), ...consentColumns(copy)]}
      lists={rows.map((list) => ({ ...list, heading: copy.pages[list.key] }))}
    />
  )
}
