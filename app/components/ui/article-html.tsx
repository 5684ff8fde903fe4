/**
 * A post's body: HTML that markdown.server.ts rendered from Markdown and sanitised (no raw HTML, only safe URLs),
 * styled like the rest of the site's prose.
 */
export function ArticleHtml({ html }: { html: string }) {
  return (
    <div
      className="space-y-5 text-lg leading-8 break-words text-slate-700 [&_a]:font-semibold [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-500 [&_blockquote]:bg-indigo-50/60 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-slate-800 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-indigo-700 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:text-slate-100 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-indigo-600"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
