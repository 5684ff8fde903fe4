import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { staffPathTo } from '~/content/staff-routes'

export type PostStateName = 'draft' | 'scheduled' | 'live'

const STATE: Record<PostStateName, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-slate-100 text-slate-800 ring-slate-300' },
  scheduled: { label: 'Scheduled', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  live: { label: 'Published', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
}

export function PostStateBadge({ state }: { state: PostStateName }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STATE[state].tone,
      )}
    >
      {STATE[state].label}
    </span>
  )
}

export interface PostRow {
  id: string
  slug: string
  title: string
  state: PostStateName
  when: string | null
  updated: string
}

/** Every post, most recently changed first, each linking to its editor. */
export function PostList({ posts }: { posts: PostRow[] }) {
  if (posts.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
        No posts yet.
      </p>
    )
  return (
    <div className="mt-6 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Blog posts, most recently changed first</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              State
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-semibold md:table-cell">
              Last changed (IST)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => (
            <tr key={post.id}>
              <td className="px-4 py-3 align-top">
                <Link
                  to={staffPathTo('staffPost', { id: post.id })}
                  className="font-semibold break-words text-indigo-700 hover:underline"
                >
                  {post.title}
                </Link>
                <span className="mt-0.5 block font-mono text-xs break-all text-slate-700">/blogs/{post.slug}</span>
              </td>
              <td className="px-4 py-3 align-top">
                <PostStateBadge state={post.state} />
                {post.when ? <span className="mt-1 block text-xs text-slate-700">{post.when}</span> : null}
              </td>
              <td className="hidden px-4 py-3 align-top text-slate-800 md:table-cell">{post.updated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
