import type { Route } from './+types/staff.case-studies._index'
import { clientLine } from '~/lib/case-study'
import { readCaseStudies } from '~/server/case-studies/current.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { consentColumns, nameColumn, PublishedList } from '~/staff/publishing/components/published-list'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { consentRow, publishedList } from '~/staff/publishing/server/published-list.server'

export async function loader({ request }: Route.LoaderArgs) {
  return publishedList(request, {
    copy: staffCaseStudiesPage,
    read: readCaseStudies,
    name: (c) => c.title,
    rows: (all) => all.map((c) => consentRow(c, c.title, clientLine(c, staffCaseStudiesPage.unnamed))),
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffCaseStudiesPage.title)

export default function StaffCaseStudies({ loaderData: { copy, notice, rows } }: Route.ComponentProps) {
  return (
    <PublishedList
      copy={copy}
      notice={notice}
      edit="staffCaseStudy"
      columns={[nameColumn(copy.columns.title), ...consentColumns(copy)]}
      rows={rows}
    />
  )
}
