import { data, redirect } from 'react-router'
import { POST_FIELDS, PostFormSchema, type PostFormValues } from '~/staff/forms/post.schema'
import { MAX_UPLOAD_BYTES, formatBytes, sniffFileType } from '~/lib/file-type'
import { fromIstLocalInput, toIstLocalInput } from '~/lib/post-dates'
import { slugify } from '~/lib/slug'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import { BodyError, readForm } from '~/server/body.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { renderMarkdown } from '~/server/markdown.server'
import { deletePost, getPost, savePost, type StaffPost } from '~/server/posts.server'

/** A post form: a cover image within its limit, plus room for the text (a body of 100,000 characters). */
const POST_FORM_LIMITS = {
  maxBytes: MAX_UPLOAD_BYTES + 1024 * 1024,
  maxFields: POST_FIELDS.length + 6,
  maxFieldBytes: 400 * 1024,
  fields: [...POST_FIELDS, 'intent', 'confirm'],
  files: ['cover'],
  maxFileBytes: MAX_UPLOAD_BYTES,
}

/** A text field of a form, '' when missing or a file. */
function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

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

/**
 * The post editor's one action (new post: `id` undefined). intent = preview (render, store nothing), draft (save;
 * on a published post this unpublishes it), publish (now, at "Publish at", or keep a live post's date), delete.
 * The caller has checked the staff session; `actor` is who is signed in, for the audit log.
 */
export async function handlePostForm(request: Request, actor: AuditActor, id?: string) {
  let form: FormData
  try {
    form = await readForm(request, POST_FORM_LIMITS)
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  const intent = formText(form, 'intent')
  const { db } = await getDatabase()
  const existing = id ? await getPost(db, id) : undefined
  if (id && !existing) throw data('Post not found', { status: 404 })

  if (intent === 'delete') {
    if (!id) throw data('Unknown action', { status: 400 })
    if (formText(form, 'confirm') !== 'yes')
      return fail(postFormValues(existing), {}, 400, 'Tick “Yes, delete this post” to delete it.')
    await deletePost(db, id)
    contentChanged()
    await recordAudit(db, actor, 'post-delete', { target: `${existing!.title} (/blogs/${existing!.slug})` })
    return redirect('/staff/posts?deleted=1', 303)
  }
  if (intent !== 'preview' && intent !== 'draft' && intent !== 'publish') throw data('Unknown action', { status: 400 })

  const raw = Object.fromEntries(POST_FIELDS.map((name) => [name, formText(form, name).replaceAll('\0', '')]))
  const values = raw as PostFormValues
  const parsed = PostFormSchema.safeParse(raw)
  const errors: PostErrors = {}
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof PostFormValues] ??= issue.message

  const fields = parsed.success ? parsed.data : values
  const slug = fields.slug || slugify(fields.title)
  if (!errors.slug && !errors.title && !slug) errors.slug = 'This title gives no slug: write one, e.g. first-tech-job.'
  const publishAt = fields.publishAt ? fromIstLocalInput(fields.publishAt) : undefined
  if (fields.publishAt && !publishAt) errors.publishAt = 'Give a date and time, or leave it empty to publish now.'

  let cover: { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; data: Uint8Array } | undefined
  const file = form.get('cover')
  if (file instanceof File && file.size > 0) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffFileType(bytes)
    if (bytes.byteLength > MAX_UPLOAD_BYTES) errors.cover = `The image is larger than ${formatBytes(MAX_UPLOAD_BYTES)}.`
    else if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
      errors.cover = 'The cover must be a JPEG, PNG or WebP image.'
    else cover = { contentType: type, data: bytes }
  }
  if ((cover || existing?.coverUrl) && !fields.coverAlt && !errors.coverAlt)
    errors.coverAlt = 'Describe the cover image for people who cannot see it.'

  const shown = { ...values, slug: values.slug || slug }
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
  if (!existing) await recordAudit(db, actor, 'post-create', { target })
  const action =
    intent === 'publish' && (!existing || existing.state === 'draft')
      ? 'post-publish'
      : intent === 'draft' && existing && existing.state !== 'draft'
        ? 'post-unpublish'
        : existing
          ? 'post-edit'
          : undefined
  if (action)
    await recordAudit(db, actor, action, { target, detail: result.state === 'scheduled' ? 'Scheduled' : null })
  return redirect(`/staff/posts/${result.id}?saved=${result.state}`, 303)
}
