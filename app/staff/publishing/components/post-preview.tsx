import { ArticleHtml } from '~/components/ui/article-html'

export interface PostPreviewProps {
  preview: { title: string; summary: string; author: string; html: string; coverUrl: string | null; coverAlt: string }
}

/** The post as the blog will show it, rendered on the server from the editor's unsaved fields. */
export function PostPreview({ preview }: PostPreviewProps) {
  return (
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
  )
}
