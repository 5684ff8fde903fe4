import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.posts.new'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { PostForm } from '~/staff/publishing/components/post-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { requireStaff } from '~/staff/shell/server/session.server'
import { POST_FORM_LIMITS, postIntents, postFormValues } from '~/staff/publishing/server/post-editor.server'
import { staffPaths } from '~/content/staff-routes'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  return { values: postFormValues() }
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: POST_FORM_LIMITS, intents: postIntents() })
}

const copy = staffPagesCopy.posts

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle)

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <>
      <Link to={staffPaths.staffPosts} className="text-sm font-semibold text-indigo-700 hover:underline">
        {copy.allPosts}
      </Link>
      <h1 className="mt-4 mb-6 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <PostForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        error={actionData?.error}
        preview={actionData?.preview}
        published={false}
        coverUrl={null}
        canDelete={false}
        submitting={navigation.state === 'submitting'}
      />
    </>
  )
}
