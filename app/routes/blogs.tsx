import { Link } from 'react-router'
import type { Route } from './+types/blogs'
import { BlogImage } from '~/components/blog/blog-image'
import { FIRST_SCREEN_CARDS } from '~/components/ui/defer-render'
import { formatDate } from '~/lib/format'
import { blogPage } from '~/content/blog'
import { pageSeo } from '~/lib/seo'
import { liveBlogCards } from '~/server/blog-pages.server'
import { Icon } from '~/components/ui/icon'

// Rendered on each request from the database (staff publish posts), not prerendered; see blog-pages.server.ts.
export async function loader() {
  return { copy: blogPage, posts: await liveBlogCards() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageSeo('blog', loaderData.copy.seo) : [])

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Blog</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
          Notes from our mentors and engineers
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          What we tell our students and clients, written down: how hiring really works, how to learn without getting
          stuck, and how to buy software without regret.
        </p>
      </header>
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {loaderData.posts.map((post, i) => (
          <li key={post.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
              <BlogImage
                src={post.image}
                alt={post.imageAlt}
                eager={i < FIRST_SCREEN_CARDS}
                className="aspect-[1200/630] w-full bg-indigo-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-slate-600">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
                </p>
                <h2 className="mt-2 text-xl font-bold text-slate-900">
                  <Link to={`/blogs/${post.slug}`} className="after:absolute after:inset-0 focus:outline-none">
                    <span className="relative">{post.title}</span>
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-slate-600">{post.summary}</p>
                <p className="mt-5 flex items-center justify-between text-sm">
                  <span className="font-medium text-slate-800">{post.author}</span>
                  <span className="inline-flex items-center gap-1 font-semibold text-indigo-700" aria-hidden="true">
                    Read <Icon name="arrow-right" className="h-4 w-4" />
                  </span>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
