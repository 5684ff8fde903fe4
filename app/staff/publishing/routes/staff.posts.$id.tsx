import { data, Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.posts.$id'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { PostStateBadge } from '~/staff/publishing/components/post-list'
import { PostForm } from '~/staff/publishing/components/post-form'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { fillTemplate } from '~/lib/format'
import { formatIst } from '~/lib/ist'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { POST_FORM_LIMITS, postIntents, postFormValues } from '~/staff/publishing/server/post-editor.server'
import { getPost } from '~/staff/publishing/server/post-store.server'
import { staffPaths } from '~/content/staff-routes'
import { StaffNotice } from '~/staff/shell/components/staff-table'

const copy = staffPagesCopy.posts

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const post = await getPost(db, params.id)
  if (!post) throw data('Post not found', { status: 404 })
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    state: post.state,
    when: post.publishedAt && post.state !== 'draft' ? formatIst(post.publishedAt) : null,
    coverUrl: post.coverUrl,
    values: postFormValues(post),
    saved: saved ? (copy.saved[saved] ?? null) : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: POST_FORM_LIMITS, intents: postIntents(params.id) })
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? fillTemplate(copy.editTitle, { title: loaderData.title }) : copy.fallbackTitle)

export default function EditPost({ loaderData: post, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <>
      <Link to={staffPaths.staffPosts} className="text-sm font-semibold text-indigo-700 hover:underline">
        {copy.allPosts}
      </Link>
      <h1 className="mt-4 text-2xl font-bold break-words text-slate-900">{post.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <PostStateBadge state={post.state} />
        {post.when ? (
          <span>{fillTemplate(post.state === 'scheduled' ? copy.goesLive : copy.published, { when: post.when })}</span>
        ) : null}
        {post.state === 'live' ? (
          <a href={`/blogs/${post.slug}`} className="font-semibold text-indigo-700 hover:underline">
            {copy.viewOnBlog}
          </a>
        ) : null}
      </p>
      {post.saved && !actionData ? <StaffNotice>{post.saved}</StaffNotice> : null}
      <div className="mt-6">
        <PostForm
          key={`${post.id}:${post.state}`}
          values={actionData?.values ?? post.values}
          errors={actionData?.errors ?? {}}
          error={actionData?.error}
          preview={actionData?.preview}
          published={post.state !== 'draft'}
          coverUrl={post.coverUrl}
          canDelete
          submitting={navigation.state === 'submitting'}
        />
      </div>
    </>
  )
}
