import { useState } from 'react'
import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import type { PostFormValues } from '~/staff/publishing/forms/post.schema'
import { POST_LIMITS } from '~/staff/shell/forms/limits'
import { slugify } from '~/lib/slug'
import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { PostPreview, type PostPreviewProps } from './post-preview'
import {
  STAFF_INPUT,
  STAFF_PRIMARY,
  STAFF_SECONDARY,
  StaffField,
  StaffTextField,
} from '~/staff/shell/components/staff-fields'

export interface PostFormProps {
  values: PostFormValues
  errors: Partial<Record<keyof PostFormValues | 'cover', string>>
  error?: string
  /** Whether the post is published (live or scheduled): its slug is then fixed and the buttons update or unpublish it. */
  published: boolean
  coverUrl: string | null
  preview?: PostPreviewProps['preview']
  submitting: boolean
  /** Shown for an existing post: a second form that deletes it. */
  canDelete: boolean
}

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
      {preview ? <PostPreview preview={preview} /> : null}

      <Form method="post" encType="multipart/form-data" className="space-y-5" noValidate>
        <FormAlert message={error} />
        <StaffField id="post-title" label="Title" error={errors.title}>
          {(wiring) => (
            <input
              {...wiring}
              name="title"
              type="text"
              required
              maxLength={POST_LIMITS.title}
              defaultValue={values.title}
              onChange={(event) => {
                if (!slugEdited && !published) setSlug(slugify(event.currentTarget.value))
              }}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <StaffField
          id="post-slug"
          label="Slug"
          error={errors.slug}
          hint={
            published
              ? 'The address of a published post stays the same; unpublish it to change it.'
              : 'The address: /blogs/your-slug. Derived from the title; you can change it.'
          }
        >
          {(wiring) => (
            <input
              {...wiring}
              name="slug"
              type="text"
              maxLength={POST_LIMITS.slug}
              value={slug}
              readOnly={published}
              onChange={(event) => {
                setSlug(event.currentTarget.value)
                setSlugEdited(true)
              }}
              className={`${STAFF_INPUT} font-mono read-only:bg-slate-100`}
            />
          )}
        </StaffField>
        <StaffTextField
          id="post-summary"
          label="Summary"
          error={errors.summary}
          hint="One or two sentences for the blog list and RSS."
          name="summary"
          value={values.summary}
          required
          rows={3}
          maxLength={POST_LIMITS.summary}
        />
        <StaffField
          id="post-body"
          label="Body (Markdown)"
          error={errors.body}
          hint="## for a heading, - for a list, **bold**, [link text](https://…). HTML is shown as text."
        >
          {(wiring) => (
            <textarea
              {...wiring}
              name="body"
              required
              rows={18}
              defaultValue={values.body}
              className={`${STAFF_INPUT} font-mono text-sm`}
            />
          )}
        </StaffField>
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <StaffField
              id="post-cover"
              label="Cover image"
              error={errors.cover}
              hint={
                coverUrl
                  ? 'Choose a file only to replace the current cover.'
                  : 'JPEG, PNG or WebP, at most 5 MB, 1200 × 630 works best.'
              }
            >
              {(wiring) => (
                <input
                  {...wiring}
                  name="cover"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className={`${STAFF_INPUT} file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:font-semibold file:text-indigo-800`}
                />
              )}
            </StaffField>
            {coverUrl ? (
              <img
                src={coverUrl}
                alt=""
                width="1200"
                height="630"
                className="mt-2 aspect-[1200/630] w-48 rounded-lg bg-indigo-50 object-cover"
              />
            ) : null}
          </div>
          <StaffTextField
            id="post-coverAlt"
            label="Cover image alt text"
            error={errors.coverAlt}
            hint="What the image shows, for people who cannot see it."
            name="coverAlt"
            value={values.coverAlt}
            maxLength={POST_LIMITS.coverAlt}
          />
          <StaffTextField
            id="post-author"
            label="Author"
            error={errors.author}
            name="author"
            value={values.author}
            required
            maxLength={POST_LIMITS.author}
          />
          <StaffTextField
            id="post-authorRole"
            label="Author's role (optional)"
            error={errors.authorRole}
            name="authorRole"
            value={values.authorRole}
            maxLength={POST_LIMITS.authorRole}
          />
          <StaffTextField
            id="post-seoTitle"
            label="SEO title (optional)"
            error={errors.seoTitle}
            hint="For search results; the title when empty."
            name="seoTitle"
            value={values.seoTitle}
            maxLength={POST_LIMITS.seoTitle}
          />
          <StaffTextField
            id="post-seoDescription"
            label="SEO description (optional)"
            error={errors.seoDescription}
            hint="For search results; the summary when empty."
            name="seoDescription"
            value={values.seoDescription}
            rows={2}
            maxLength={POST_LIMITS.seoDescription}
          />
          <StaffTextField
            id="post-publishAt"
            label="Publish at (IST, optional)"
            error={errors.publishAt}
            hint="Leave empty to publish at once; a later time schedules the post."
            name="publishAt"
            value={values.publishAt}
            type="datetime-local"
          />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
          <button type="submit" name="intent" value="preview" disabled={submitting} className={STAFF_SECONDARY}>
            <Icon name="eye" className="h-4 w-4" />
            Preview
          </button>
          <button type="submit" name="intent" value="draft" disabled={submitting} className={STAFF_SECONDARY}>
            {published ? <Icon name="undo-2" className="h-4 w-4" /> : <Icon name="save" className="h-4 w-4" />}
            {published ? 'Unpublish' : 'Save draft'}
          </button>
          <button type="submit" name="intent" value="publish" disabled={submitting} className={STAFF_PRIMARY}>
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
