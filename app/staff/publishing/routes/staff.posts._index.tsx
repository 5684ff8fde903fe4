import { Link } from 'react-router'
import type { Route } from './+types/staff.posts._index'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { PostList } from '~/staff/publishing/components/post-list'
import { formatIst } from '~/lib/ist'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { listAllPosts } from '~/staff/publishing/server/post-store.server'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import { staffPaths } from '~/content/staff-routes'
import { StaffNotice } from '~/staff/shell/components/staff-table'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const posts = await listAllPosts(db)
  return {
    deleted: new URL(request.url).searchParams.has('deleted'),
    posts: posts.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      state: p.state,
      when: p.publishedAt && p.state !== 'draft' ? formatIst(p.publishedAt) : null,
      updated: formatIst(p.updatedAt),
    })),
  }
}

const copy = staffPagesCopy.posts

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffPosts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
          <p className="mt-1 text-slate-700">{copy.lead}</p>
        </div>
        <Link to={staffPaths.staffNewPost} className={buttonClass({ size: 'md' })}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.newPost}
        </Link>
      </div>
      {loaderData.deleted ? <StaffNotice>{copy.deleted}</StaffNotice> : null}
      <PostList posts={loaderData.posts} />
    </>
  )
}
