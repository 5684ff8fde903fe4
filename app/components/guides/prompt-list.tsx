import { InlineCode } from './inline-code'

/** Journal prompts or reflection questions: five, numbered. */
export function PromptList({ heading, prompts }: { heading: string; prompts: readonly string[] }) {
  return (
    <section aria-labelledby="prompts-title" className="mt-16 sm:mt-20">
      <h2 id="prompts-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <ol className="mt-8 space-y-3">
        {prompts.map((prompt, i) => (
          <li key={prompt} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-900"
            >
              {i + 1}
            </span>
            <p className="pt-1 leading-7 text-slate-800">
              <InlineCode text={prompt} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
