import { useState } from 'react'
import { Form } from 'react-router'
import { ArticleHtml } from '~/components/ui/article-html'
import { FormAlert } from '~/components/forms/form-extras'
import type { PostFormValues } from '~/forms/post.schema'
import { slugify } from '~/lib/slug'
import { Icon } from '~/components/ui/icon'
import { Button, buttonClass } from '~/components/ui/button'

export interface PostFormProps {
  values: PostFormValues
  errors: Partial<Record<keyof PostFormValues | 'cover', string>>
  error?: string
  /** Whether the post is published (live or scheduled): its slug is then fixed and the buttons update or unpublish it. */
  published: boolean
  coverUrl: string | null
  preview?: { title: string; summary: string; author: string; html: string; coverUrl: string | null; coverAlt: string }
  submitting: boolean
  /** Shown for an existing post: a second form that deletes it. */
  canDelete: boolean
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none aria-[invalid=true]:border-red-600'
const primary = buttonClass({ size: 'md', className: 'disabled:opacity-60' })
const secondary = buttonClass({ variant: 'outline', size: 'md', className: 'disabled:opacity-60' })

/** The post editor: a real multipart form whose Preview button renders the post on the server, scripts or not. */
export function PostForm({
  values,
  errors,
  error,
  published,
  coverUrl,
  preview,
  submitting,
  canDelete,
}: PostFormProps) {
  // With scripts, the slug follows the title until someone edits it; without, the server derives it when empty.
  const [slug, setSlug] = useState(values.slug)
  const [slugEdited, setSlugEdited] = useState(values.slug !== '')
  return (
    <div className="space-y-8">
      {preview ? (
        <section
          aria-labelledby="preview-title"
          className="rounded-xl border-2 border-dashed border-indigo-300 bg-white p-4 sm:p-8"
        >
          <p id="preview-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            Preview (not saved)
          </p>
          <h2 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">{preview.title}</h2>
          <p className="mt-3 text-xl leading-8 text-slate-600">{preview.summary}</p>
          <p className="mt-3 text-sm font-semibold text-slate-900">{preview.author}</p>
          {preview.coverUrl ? (
            <img
              src={preview.coverUrl}
              alt={preview.coverAlt}
              width="1200"
              height="630"
              className="mt-6 aspect-[1200/630] w-full rounded-xl bg-indigo-50 object-cover"
            />
          ) : null}
          <div className="mt-6">
            <ArticleHtml html={preview.html} />
          </div>
        </section>
      ) : null}

      <Form method="post" encType="multipart/form-data" className="space-y-5" noValidate>
        <FormAlert message={error} />
        <Field name="title" label="Title" error={errors.title}>
          <input
            id="post-title"
            name="title"
            type="text"
            required
            maxLength={160}
            defaultValue={values.title}
            onChange={(event) => {
              if (!slugEdited && !published) setSlug(slugify(event.currentTarget.value))
            }}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'post-title-error' : undefined}
            className={inputClass}
          />
        </Field>
        <Field
          name="slug"
          label="Slug"
          error={errors.slug}
          hint={
            published
              ? 'The address of a published post stays the same; unpublish it to change it.'
              : 'The address: /blogs/your-slug. Derived from the title; you can change it.'
          }
        >
          <input
            id="post-slug"
            name="slug"
            type="text"
            maxLength={80}
            value={slug}
            readOnly={published}
            onChange={(event) => {
              setSlug(event.currentTarget.value)
              setSlugEdited(true)
            }}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={`post-slug-hint${errors.slug ? ' post-slug-error' : ''}`}
            className={`${inputClass} font-mono read-only:bg-slate-100`}
          />
        </Field>
        <Field
          name="summary"
          label="Summary"
          error={errors.summary}
          hint="One or two sentences for the blog list and RSS."
        >
          <textarea
            id="post-summary"
            name="summary"
            required
            rows={3}
            maxLength={400}
            defaultValue={values.summary}
            aria-invalid={errors.summary ? true : undefined}
            aria-describedby={`post-summary-hint${errors.summary ? ' post-summary-error' : ''}`}
            className={inputClass}
          />
        </Field>
        <Field
          name="body"
          label="Body (Markdown)"
          error={errors.body}
          hint="## for a heading, - for a list, **bold**, [link text](https://…). HTML is shown as text."
        >
          <textarea
            id="post-body"
            name="body"
            required
            rows={18}
            defaultValue={values.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={`post-body-hint${errors.body ? ' post-body-error' : ''}`}
            className={`${inputClass} font-mono text-sm`}
          />
        </Field>
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            name="cover"
            label="Cover image"
            error={errors.cover}
            hint={
              coverUrl
                ? 'Choose a file only to replace the current cover.'
                : 'JPEG, PNG or WebP, at most 5 MB, 1200 × 630 works best.'
            }
          >
            <input
              id="post-cover"
              name="cover"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.cover ? true : undefined}
              aria-describedby={`post-cover-hint${errors.cover ? ' post-cover-error' : ''}`}
              className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:font-semibold file:text-indigo-800`}
            />
            {coverUrl ? (
              <img
                src={coverUrl}
                alt=""
                width="1200"
                height="630"
                className="mt-2 aspect-[1200/630] w-48 rounded-lg bg-indigo-50 object-cover"
              />
            ) : null}
          </Field>
          <Field
            name="coverAlt"
            label="Cover image alt text"
            error={errors.coverAlt}
            hint="What the image shows, for people who cannot see it."
          >
            <input
              id="post-coverAlt"
              name="coverAlt"
              type="text"
              maxLength={300}
              defaultValue={values.coverAlt}
              aria-invalid={errors.coverAlt ? true : undefined}
              aria-describedby={`post-coverAlt-hint${errors.coverAlt ? ' post-coverAlt-error' : ''}`}
              className={inputClass}
            />
          </Field>
          <Field name="author" label="Author" error={errors.author}>
            <input
              id="post-author"
              name="author"
              type="text"
              required
              maxLength={120}
              defaultValue={values.author}
              aria-invalid={errors.author ? true : undefined}
              aria-describedby={errors.author ? 'post-author-error' : undefined}
              className={inputClass}
            />
          </Field>
          <Field name="authorRole" label="Author's role (optional)" error={errors.authorRole}>
            <input
              id="post-authorRole"
              name="authorRole"
              type="text"
              maxLength={120}
              defaultValue={values.authorRole}
              aria-invalid={errors.authorRole ? true : undefined}
              aria-describedby={errors.authorRole ? 'post-authorRole-error' : undefined}
              className={inputClass}
            />
          </Field>
          <Field
            name="seoTitle"
            label="SEO title (optional)"
            error={errors.seoTitle}
            hint="For search results; the title when empty."
          >
            <input
              id="post-seoTitle"
              name="seoTitle"
              type="text"
              maxLength={70}
              defaultValue={values.seoTitle}
              aria-invalid={errors.seoTitle ? true : undefined}
              aria-describedby={`post-seoTitle-hint${errors.seoTitle ? ' post-seoTitle-error' : ''}`}
              className={inputClass}
            />
          </Field>
          <Field
            name="seoDescription"
            label="SEO description (optional)"
            error={errors.seoDescription}
            hint="For search results; the summary when empty."
          >
            <textarea
              id="post-seoDescription"
              name="seoDescription"
              rows={2}
              maxLength={200}
              defaultValue={values.seoDescription}
              aria-invalid={errors.seoDescription ? true : undefined}
              aria-describedby={`post-seoDescription-hint${errors.seoDescription ? ' post-seoDescription-error' : ''}`}
              className={inputClass}
            />
          </Field>
          <Field
            name="publishAt"
            label="Publish at (IST, optional)"
            error={errors.publishAt}
            hint="Leave empty to publish at once; a later time schedules the post."
          >
            <input
              id="post-publishAt"
              name="publishAt"
              type="datetime-local"
              defaultValue={values.publishAt}
              aria-invalid={errors.publishAt ? true : undefined}
              aria-describedby={`post-publishAt-hint${errors.publishAt ? ' post-publishAt-error' : ''}`}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
          <button type="submit" name="intent" value="preview" disabled={submitting} className={secondary}>
            <Icon name="eye" className="h-4 w-4" />
            Preview
          </button>
          <button type="submit" name="intent" value="draft" disabled={submitting} className={secondary}>
            {published ? <Icon name="undo-2" className="h-4 w-4" /> : <Icon name="save" className="h-4 w-4" />}
            {published ? 'Unpublish' : 'Save draft'}
          </button>
          <button type="submit" name="intent" value="publish" disabled={submitting} className={primary}>
            <Icon name="send" className="h-4 w-4" />
            {published ? 'Save changes' : 'Publish'}
          </button>
        </div>
      </Form>

      {canDelete ? (
        <Form method="post" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <input type="hidden" name="intent" value="delete" />
          <p className="font-semibold text-red-900">Delete this post</p>
          <p className="mt-1 text-sm text-red-900">It disappears from the blog at once and cannot be brought back.</p>
          <label className="mt-3 flex items-center gap-2 text-sm font-semibold text-red-900">
            <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
            Yes, delete this post
          </label>
          <Button type="submit" disabled={submitting} variant="danger" size="md" className="mt-3 disabled:opacity-60">
            <Icon name="trash-2" className="h-4 w-4" />
            Delete post
          </Button>
        </Form>
      ) : null}
    </div>
  )
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={`post-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`post-${name}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`post-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
