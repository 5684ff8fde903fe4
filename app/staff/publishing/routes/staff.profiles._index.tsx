import type { Route } from './+types/staff.profiles._index'
import { readProfiles } from '~/server/profiles/current.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { consentColumns, nameColumn, PublishedList } from '~/staff/publishing/components/published-list'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { consentRow, inGroups, publishedList } from '~/staff/publishing/server/published-list.server'

export async function loader({ request }: Route.LoaderArgs) {
  return publishedList(request, {
    copy: staffProfilesPage,
    read: readProfiles,
    name: (p) => p.name,
    rows: (all) =>
      inGroups(
        all,
        (p) => p.kind,
        ['mentor', 'team'],
        (p) => consentRow(p, p.name, p.role),
      ),
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffProfilesPage.title)

export default function StaffProfiles({ loaderData: { copy, notice, rows } }: Route.ComponentProps) {
  return (
    <PublishedList
      copy={copy}
      notice={notice}
      edit="staffProfile"
      columns={[nameColumn(copy.columns.name), ...consentColumns(copy)]}
      lists={rows.map((list) => ({ ...list, heading: copy.kinds[list.key] }))}
    />
  )
}
