import { z } from 'zod'
import { SLUG_PATTERN } from '~/lib/slug'
import { POST_LIMITS } from '~/staff/shell/forms/limits'
import { fromIstLocalInput } from '~/lib/ist'
import { slugify } from '~/lib/slug'
import { postedFile, ticked, trimmedText, within } from '~/staff/shell/forms/form-text'

/** A text field of the post: trimmed, at least `min` characters (with `empty` as the message) and within `max`. */
const text = (max: number, what: string, empty?: string) =>
  trimmedText.pipe(
    empty ? z.string().min(1, empty).max(max, within(max, what)) : z.string().max(max, within(max, what)),
  )

/** The staff post editor's text fields: the intent's schema is the gate (see post-editor.server.ts). */
export const PostFormSchema = z
  .object({
    title: text(POST_LIMITS.title, 'title', 'Give the post a title.'),
    slug: text(POST_LIMITS.slug, 'slug').refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lower-case letters, digits and single hyphens, e.g. first-tech-job.',
    ),
    summary: text(POST_LIMITS.summary, 'summary', 'Write a one- or two-sentence summary.'),
    body: trimmedText.pipe(
      z
        .string()
        .min(1, 'Write the post.')
        .max(POST_LIMITS.body, `Keep the post within ${POST_LIMITS.body.toLocaleString('en-US')} characters.`),
    ),
    coverAlt: text(POST_LIMITS.coverAlt, 'alt text'),
    author: text(POST_LIMITS.author, 'author', 'Name the author.'),
    authorRole: text(POST_LIMITS.authorRole, 'role'),
    seoTitle: trimmedText.pipe(
      z
        .string()
        .max(POST_LIMITS.seoTitle, `Search engines show about 60 characters: keep it within ${POST_LIMITS.seoTitle}.`),
    ),
    seoDescription: text(POST_LIMITS.seoDescription, 'description'),
    /** A time in India, or '' to publish now (a live post keeps its date). */
    publishAt: trimmedText.refine(
      (value) => value === '' || fromIstLocalInput(value) !== undefined,
      'Give a date and time, or leave it empty to publish now.',
    ),
    /** The cover image; its bytes are the handler's to check (reading them is async). */
    cover: postedFile,
  })
  // An empty slug is made from the title, which must give one.
  .refine((post) => post.slug !== '' || post.title === '' || slugify(post.title) !== '', {
    path: ['slug'],
    message: 'This title gives no slug: write one, e.g. first-tech-job.',
  })
export type PostForm = z.output<typeof PostFormSchema>

/** Deleting a post: whether “Yes, delete this post” was ticked. */
export const DeletePostSchema = z.object({ confirm: ticked('yes') })

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
] as const satisfies readonly (keyof PostForm)[]

/** The editor's fields as the form shows them. */
export type PostFormValues = Record<(typeof POST_FIELDS)[number], string>
