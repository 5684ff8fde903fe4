import type { Route } from './+types/staff.profiles.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { ProfileForm } from '~/staff/publishing/components/profile-form'
import { PublishedEditPage } from '~/staff/publishing/components/published-edit-page'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { profileAction, profileEditPage } from '~/staff/publishing/server/profiles-editor.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  const { page } = await profileEditPage(request, params.id)
  return { page }
}

export async function action({ request, params }: Route.ActionArgs) {
  return profileAction(request, params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.page.title ?? staffProfilesPage.fallbackTitle)

export default function StaffProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <PublishedEditPage page={page} answer={actionData} form={(form) => <ProfileForm copy={page.copy} {...form} />} />
  )
}
