import type { Block } from '~/content/schema'

/** Renders a post's body blocks as semantic HTML. */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5 text-lg leading-8 text-slate-700">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return <p key={i}>{block.text}</p>
          case 'h2':
            return (
              <h2 key={i} className="pt-4 text-2xl font-bold text-slate-900">
                {block.text}
              </h2>
            )
          case 'ul':
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-indigo-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case 'ol':
            return (
              <ol key={i} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-indigo-700">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            )
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-indigo-500 bg-indigo-50/60 py-3 pr-4 pl-5 text-slate-800 italic">
                {block.text}
              </blockquote>
            )
        }
      })}
    </div>
  )
}
