import { data, isRouteErrorResponse, Link } from 'react-router'
import type { Route } from './+types/blogs.$slug'
import { ArticleHtml } from '~/components/ui/article-html'
import { BlogImage } from '~/components/blog/blog-image'
import { DEFAULT_BLOG_IMAGE } from '~/content/blog'
import { companyNames } from '~/content/company-names'
import { formatDate } from '~/lib/format'
import { pathTo } from '~/content/site-routes'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { blogPostingJsonLd } from '~/lib/json-ld/blog-posting'
import { seo } from '~/lib/seo'
import { liveBlogArticle } from '~/server/blog-pages.server'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

// Drafts, scheduled posts and unknown slugs are all "Blog not found" (404) to the public.
export async function loader({ params }: Route.LoaderArgs) {
  const post = await liveBlogArticle(params.slug)
  if (!post) throw data('Blog not found', { status: 404 })
  return { post }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post
  if (!post) return [{ title: `Blog not found | ${companyNames.name}` }, { name: 'robots', content: 'noindex' }]
  const path = pathTo('blogPost', { slug: post.slug })
  return seo({
    title: post.seoTitle,
    description: post.seoDescription,
    path,
    image: post.shareImage,
    imageAlt: `${post.title}, ${companyNames.name} blog`,
    type: 'article',
    jsonLd: import.meta.env.SSR
      ? [
          blogPostingJsonLd({ ...post, image: post.image ?? DEFAULT_BLOG_IMAGE }),
          pageBreadcrumbJsonLd('blogPost', { name: post.title, path }),
        ]
      : undefined,
  })
}

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      <header className="mt-6">
        <p className="text-sm text-slate-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-xl leading-8 text-slate-600">{post.summary}</p>
        <p className="mt-5 text-sm">
          <span className="font-semibold text-slate-900">{post.author}</span>
          {post.authorRole ? <span className="text-slate-600"> · {post.authorRole}</span> : null}
        </p>
      </header>
      <BlogImage
        src={post.image}
        alt={post.imageAlt}
        eager
        className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-indigo-50 object-cover"
      />
      <div className="mt-10">
        <ArticleHtml html={post.html} />
      </div>
      <aside className="mt-14 rounded-2xl bg-indigo-50 p-6 sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">Want a mentor to look at your plan?</h2>
        <p className="mt-2 text-slate-700">
          Our bootcamps pair every student with an engineer who has 5+ years in industry. Browse the tracks or ask us a
          question.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink href="/realworkstudio/course">Browse courses</ButtonLink>
          <ButtonLink href="/services" variant="secondary">
            Our software services
          </ButtonLink>
        </div>
      </aside>
    </article>
  )
}

function BackToBlog() {
  return (
    <Link
      to="/blogs"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline"
    >
      <Icon name="arrow-left" className="h-4 w-4" /> All posts
    </Link>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? 'Blog not found' : 'This post could not be loaded'}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'There is no post at this address. It may have been renamed, or the link may have a typo.'
          : 'Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <BackToBlog />
      </p>
    </div>
  )
}
