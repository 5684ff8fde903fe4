import type { Kysely } from 'kysely'
import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { postedValues } from '~/staff/shell/forms/form-text'
import {
  done,
  intent as staffIntent,
  type AuditNote,
  type StaffBodyLimits,
} from '~/staff/shell/server/staff-action.server'
import {
  DeletePostSchema,
  POST_FIELDS,
  PostFormSchema,
  type PostForm,
  type PostFormValues,
} from '~/staff/publishing/forms/post.schema'
import { MAX_UPLOAD_BYTES, formatBytes, sniffFileType } from '~/lib/file-type'
import { imageSize, imageTooLarge } from '~/staff/publishing/server/images/image-header.server'
import { fromIstLocalInput, toIstLocalInput } from '~/lib/ist'
import { slugify } from '~/lib/slug'
import type { AuditActor } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { contentChanged } from '~/server/content-version.server'
import { renderMarkdown } from '~/server/markdown.server'
import { deletePost, getPost, savePost, type StaffPost } from './post-store.server'

/** A post form: a cover image within its limit, plus room for the text (a body of 100,000 characters). */
export const POST_FORM_LIMITS = {
  maxBytes: MAX_UPLOAD_BYTES + 1024 * 1024,
  maxFields: POST_FIELDS.length + 6,
  maxFieldBytes: 400 * 1024,
  files: ['cover'],
  maxFileBytes: MAX_UPLOAD_BYTES,
} satisfies StaffBodyLimits

export type PostErrors = Partial<Record<keyof PostFormValues | 'cover', string>>

export interface PostPreview {
  title: string
  summary: string
  author: string
  html: string
  coverUrl: string | null
  coverAlt: string
}

export interface PostActionData {
  values: PostFormValues
  errors: PostErrors
  /** A message above the form. */
  error?: string
  preview?: PostPreview
}

/** The editor's field values for an existing post (or a new, empty one). */
export function postFormValues(post?: StaffPost): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    summary: post?.summary ?? '',
    body: post?.body ?? '',
    coverAlt: post?.coverAlt ?? '',
    author: post?.author ?? '',
    authorRole: post?.authorRole ?? '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    // A scheduled post shows its time; a live one does not (publishing again keeps its date).
    publishAt: post?.state === 'scheduled' && post.publishedAt ? toIstLocalInput(post.publishedAt) : '',
  }
}

function fail(values: PostFormValues, errors: PostErrors, status = 400, error?: string) {
  return data<PostActionData>({ values, errors, error: error ?? 'Please correct the fields marked below.' }, { status })
}

/** The stored post being edited (none for a new one); a 404 for an id that is not there. */
async function existingPost(db: Kysely<Database>, id: string | undefined) {
  const existing = id ? await getPost(db, id) : undefined
  if (id && !existing) throw data('Post not found', { status: 404 })
  return existing
}

/**
 * The post editor's intents (new post: `id` undefined): preview (render, store nothing), draft (save; on a published
 * post this unpublishes it), publish (now, at "Publish at", or keep a live post's date), delete.
 */
export function postIntents(id?: string) {
  const save = (intent: 'preview' | 'draft' | 'publish') =>
    staffIntent(
      PostFormSchema,
      async (post, { db, user }) => savePostForm(db, user, intent, post, await existingPost(db, id), id),
      { invalid: (errors, raw) => fail(postedPost(raw), errors) },
    )
  return {
    preview: save('preview'),
    draft: save('draft'),
    publish: save('publish'),
    delete: staffIntent(DeletePostSchema, async ({ confirm }, { db }) => {
      const existing = await existingPost(db, id)
      if (!id) throw data('Unknown action', { status: 400 })
      if (!confirm) return fail(postFormValues(existing), {}, 400, 'Tick “Yes, delete this post” to delete it.')
      await deletePost(db, id)
      contentChanged()
      return done(`${staffPaths.staffPosts}?deleted=1`, {
        audit: { action: 'post-delete', target: `${existing!.title} (/blogs/${existing!.slug})` },
      })
    }),
  }
}

/** The editor's fields as posted, for the form to show again (a file or a missing field as ''). */
function postedPost(raw: Record<string, unknown>): PostFormValues {
  const values = postedValues(raw, POST_FIELDS)
  return { ...values, slug: values.slug || slugify(values.title) }
}

async function savePostForm(
  db: Kysely<Database>,
  actor: AuditActor,
  intent: 'preview' | 'draft' | 'publish',
  { cover: file, ...fields }: PostForm,
  existing: StaffPost | undefined,
  id: string | undefined,
) {
  const errors: PostErrors = {}
  const slug = fields.slug || slugify(fields.title)
  const publishAt = fields.publishAt ? fromIstLocalInput(fields.publishAt) : undefined

  let cover: { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; data: Uint8Array } | undefined
  if (file) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffFileType(bytes)
    if (bytes.byteLength > MAX_UPLOAD_BYTES) errors.cover = `The image is larger than ${formatBytes(MAX_UPLOAD_BYTES)}.`
    else if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
      errors.cover = 'The cover must be a JPEG, PNG or WebP image.'
    else {
      // Served as uploaded, so every visitor's browser decodes it: its size is read as decoders read it (issue 37).
      const size = imageSize(bytes, type)
      const tooLarge = size && imageTooLarge('The cover', size)
      if (!size) errors.cover = 'This image cannot be read. Save it again as JPEG or PNG and upload that.'
      else if (tooLarge) errors.cover = tooLarge
      else cover = { contentType: type, data: bytes }
    }
  }
  if ((cover || existing?.coverUrl) && !fields.coverAlt)
    errors.coverAlt = 'Describe the cover image for people who cannot see it.'

  const shown: PostFormValues = { ...fields, slug }
  if (Object.keys(errors).length > 0) return fail(shown, errors)

  if (intent === 'preview') {
    return data<PostActionData>({
      values: shown,
      errors: {},
      preview: {
        title: fields.title,
        summary: fields.summary,
        author: fields.author,
        html: renderMarkdown(fields.body),
        coverUrl: existing?.coverUrl ?? null,
        coverAlt: fields.coverAlt,
      },
    })
  }

  const result = await savePost(db, {
    id,
    mode: intent,
    publishAt,
    cover,
    fields: {
      slug,
      title: fields.title,
      summary: fields.summary,
      body: fields.body,
      coverAlt: fields.coverAlt,
      author: fields.author,
      authorRole: fields.authorRole || null,
      seoTitle: fields.seoTitle || null,
      seoDescription: fields.seoDescription || null,
    },
  })
  if (result.ok) contentChanged()
  if (!result.ok) {
    if (result.status === 404) throw data('Post not found', { status: 404 })
    return fail(shown, result.field ? { [result.field]: result.error } : {}, result.status, result.error)
  }
  const target = `${fields.title} (/blogs/${slug})`
  const action =
    intent === 'publish' && (!existing || existing.state === 'draft')
      ? 'post-publish'
      : intent === 'draft' && existing && existing.state !== 'draft'
        ? 'post-unpublish'
        : existing
          ? 'post-edit'
          : undefined
  const audit: AuditNote[] = []
  if (!existing) audit.push({ action: 'post-create', target })
  if (action) audit.push({ action, target, detail: result.state === 'scheduled' ? 'Scheduled' : null })
  return done(`${staffPaths.staffPosts}/${result.id}?saved=${result.state}`, { audit })
}
