import { z } from 'zod'
import { SLUG_MAX, SLUG_PATTERN } from '~/lib/slug'

/** The staff post editor's text fields; the server's parse is the gate (see post-editor.server.ts). */
export const PostFormSchema = z.object({
  title: z.string().trim().min(1, 'Give the post a title.').max(160, 'Keep the title within 160 characters.'),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX, `Keep the slug within ${SLUG_MAX} characters.`)
    .refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lower-case letters, digits and single hyphens, e.g. first-tech-job.',
    ),
  summary: z
    .string()
    .trim()
    .min(1, 'Write a one- or two-sentence summary.')
    .max(400, 'Keep the summary within 400 characters.'),
  body: z.string().trim().min(1, 'Write the post.').max(100_000, 'Keep the post within 100,000 characters.'),
  coverAlt: z.string().trim().max(300, 'Keep the alt text within 300 characters.'),
  author: z.string().trim().min(1, 'Name the author.').max(120, 'Keep the author within 120 characters.'),
  authorRole: z.string().trim().max(120, 'Keep the role within 120 characters.'),
  seoTitle: z.string().trim().max(70, 'Search engines show about 60 characters: keep it within 70.'),
  seoDescription: z.string().trim().max(200, 'Keep the description within 200 characters.'),
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
