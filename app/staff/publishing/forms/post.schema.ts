import { z } from 'zod'
import { SLUG_PATTERN } from '~/lib/slug'
import { POST_LIMITS } from '~/staff/shell/forms/limits'

/** The staff post editor's text fields; the server's parse is the gate (see post-editor.server.ts). */
export const PostFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the post a title.')
    .max(POST_LIMITS.title, `Keep the title within ${POST_LIMITS.title} characters.`),
  slug: z
    .string()
    .trim()
    .max(POST_LIMITS.slug, `Keep the slug within ${POST_LIMITS.slug} characters.`)
    .refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lower-case letters, digits and single hyphens, e.g. first-tech-job.',
    ),
  summary: z
    .string()
    .trim()
    .min(1, 'Write a one- or two-sentence summary.')
    .max(POST_LIMITS.summary, `Keep the summary within ${POST_LIMITS.summary} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the post.')
    .max(POST_LIMITS.body, `Keep the post within ${POST_LIMITS.body.toLocaleString('en-US')} characters.`),
  coverAlt: z.string().trim().max(POST_LIMITS.coverAlt, `Keep the alt text within ${POST_LIMITS.coverAlt} characters.`),
  author: z
    .string()
    .trim()
    .min(1, 'Name the author.')
    .max(POST_LIMITS.author, `Keep the author within ${POST_LIMITS.author} characters.`),
  authorRole: z
    .string()
    .trim()
    .max(POST_LIMITS.authorRole, `Keep the role within ${POST_LIMITS.authorRole} characters.`),
  seoTitle: z
    .string()
    .trim()
    .max(POST_LIMITS.seoTitle, `Search engines show about 60 characters: keep it within ${POST_LIMITS.seoTitle}.`),
  seoDescription: z
    .string()
    .trim()
    .max(POST_LIMITS.seoDescription, `Keep the description within ${POST_LIMITS.seoDescription} characters.`),
  publishAt: z.string().trim(),
})
export type PostFormValues = z.infer<typeof PostFormSchema>

export const POST_FIELDS = [
  'title',
  'slug',
  'summary',
  'body',
  'coverAlt',
  'author',
  'authorRole',
  'seoTitle',
  'seoDescription',
  'publishAt',
] as const satisfies readonly (keyof PostFormValues)[]
