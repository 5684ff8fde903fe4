import { Fragment, type ReactNode } from 'react'
import { TestimonialDeleteForm } from '~/staff/publishing/components/testimonial-delete-form'
import type { PublishedFormProps } from '~/staff/publishing/components/published-form'

// The edit page shell of the kit every published entity uses (profiles, testimonials, case studies): the title, the
// entity's form with the stored values (or the refused ones as posted), what the entity adds below it, and the delete
// form once the item exists (docs/architecture.md, "Published entities").

/** What an edit page's loader gives the shell (publishedEditPage in published-editor.server.ts). */
export interface PublishedEditData<V> {
  copy: { create: string; save: string; remove: Record<'title' | 'text' | 'confirm' | 'button' | 'mismatch', string> }
  title: string
  isNew: boolean
  name: string
  values: V
}

/** A refused save's answer (the values as posted, each field's message) or a refused delete's. */
type Answer<V> = { values: V; errors: Record<string, string>; error: string } | { deleteError: string }

export function PublishedEditPage<V>({
  page,
  answer,
  form,
  children,
}: {
  page: PublishedEditData<V>
  answer: unknown
  form: (props: PublishedFormProps<V>) => ReactNode
  children?: ReactNode
}) {
  const { copy, title, isNew, name, values } = page
  const reply = answer as Answer<V> | undefined
  const failed = reply && 'values' in reply ? reply : undefined
  const shown = failed?.values ?? values
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <Fragment key={JSON.stringify(shown)}>
        {form({
          values: shown,
          errors: failed?.errors ?? {},
          error: failed?.error,
          submit: isNew ? copy.create : copy.save,
        })}
      </Fragment>
      {children}
      {isNew ? null : (
        <TestimonialDeleteForm
          copy={copy.remove}
          name={name}
          error={reply && 'deleteError' in reply ? reply.deleteError : undefined}
        />
      )}
    </>
  )
}
