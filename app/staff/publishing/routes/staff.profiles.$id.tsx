import type { Route } from './+types/staff.profiles.$id'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { fillTemplate } from '~/lib/format'
import { TestimonialDeleteForm } from '~/staff/publishing/components/testimonial-delete-form'
import { ProfileForm } from '~/staff/publishing/components/profile-form'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import {
  profileAction,
  profileFormValues,
  storedProfile,
  type ProfileActionData,
} from '~/staff/publishing/server/profiles-editor.server'
import { requireStaff } from '~/staff/shell/server/session.server'

const isNew = (id: string) => id === 'new'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const current = isNew(params.id) ? undefined : await storedProfile(params.id)
  return {
    copy: staffProfilesPage,
    title: current ? fillTemplate(staffProfilesPage.editTitle, { name: current.name }) : staffProfilesPage.addTitle,
    isNew: !current,
    name: current?.name ?? '',
    photo: current?.image ?? null,
    values: profileFormValues(current),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return profileAction(request, async () => (isNew(params.id) ? undefined : storedProfile(params.id)))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.title ?? staffProfilesPage.fallbackTitle)

export default function StaffProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, isNew: adding, name, photo, values } = loaderData
  const answer = actionData as ProfileActionData | undefined
  const failed = answer && 'values' in answer ? answer : undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <ProfileForm
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
