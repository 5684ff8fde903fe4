import { Fragment, type ReactNode } from 'react'
import { TestimonialDeleteForm } from '~/staff/publishing/components/testimonial-delete-form'
import type { PublishedFormProps } from '~/staff/publishing/components/published-form'

// The edit page shell of the kit every published entity uses (profiles, testimonials, case studies, openings): the
// title, what the entity shows above its form (an opening's public page), the entity's form with the stored values (or
// the refused ones as posted), what the entity adds below it, and the delete form once the item exists, for an entity
// that can be deleted (docs/architecture.md, "Published entities").

/** What an edit page's loader gives the shell (publishedEditPage in published-editor.server.ts). */
export interface PublishedEditData<V> {
  copy: { create: string; save: string; remove?: Record<'title' | 'text' | 'confirm' | 'button' | 'mismatch', string> }
  title: string
  isNew: boolean
  name: string
  /** The current photo's address, for an entity with photos (null for none). */
  photo: string | null
  values: V
}

/** A refused save's answer (the values as posted, each field's message) or a refused delete's. */
type Answer<V> = { values: V; errors: Record<string, string>; error: string } | { deleteError: string }

export function PublishedEditPage<V>({
  page,
  answer,
  form,
  intro,
  children,
}: {
  page: PublishedEditData<V>
  answer: unknown
  form: (props: PublishedFormProps<V>) => ReactNode
  intro?: ReactNode
  children?: ReactNode
}) {
  const { copy, title, isNew, name, photo, values } = page
  const reply = answer as Answer<V> | undefined
  const failed = reply && 'values' in reply ? reply : undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro}
      <Fragment key={JSON.stringify(shown)}>
        {form({
          values: shown,
          photo,
          errors: failed?.errors ?? {},
          error: failed?.error,
          submit: isNew ? copy.create : copy.save,
        })}
      </Fragment>
      {children}
      {isNew || !copy.remove ? null : (
        <TestimonialDeleteForm
          copy={copy.remove}
          name={name}
          error={reply && 'deleteError' in reply ? reply.deleteError : undefined}
        />
      )}
    </>
  )
}
