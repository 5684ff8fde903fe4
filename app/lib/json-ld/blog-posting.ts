import { company } from '~/content/company'
import { pathTo } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { thing, type JsonLd } from '~/lib/json-ld'

/** What a blog post's structured data needs; the blog page's loader data has it. */
export interface BlogPostingInput {
  slug: string
  title: string
  summary: string
  publishedAt: string
  updatedAt: string
  /** The cover image path, or the blog's default image. */
  image: string
  author: string
  authorRole: string | null
}

/** schema.org BlogPosting for one post: headline, dates, author and the company as publisher. */
export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return thing('BlogPosting', {
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(post.image),
    author: { '@type': 'Person', name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: absoluteUrl(pathTo('blogPost', { slug: post.slug })),
  })
}
