import type { Capstone } from '~/content/schema'
import { cn } from '~/lib/cn'
import { InlineCode } from './inline-code'
import { bulletList } from './list-styles'
import { Icon } from '~/components/ui/icon'

interface CapstoneListProps {
  heading: string
  capstones: readonly Capstone[]
  /** Columns on wide screens (2, or 3 for cloud and DevOps). */
  columns: 2 | 3
}

/** The Capstone Projects section: title, tech chips, description, requirements and cost when present. */
export function CapstoneList({ heading, capstones, columns }: CapstoneListProps) {
  return (
    <section aria-labelledby="capstones-title" className="mt-16 sm:mt-20">
      <h2 id="capstones-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <ol className={cn('mt-8 grid gap-5 *:min-w-0 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
        {capstones.map((capstone, i) => (
          <li
            key={capstone.title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:break-inside-avoid"
          >
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">Capstone {i + 1}</p>
            <h3 className="mt-1 text-xl font-bold text-slate-900">{capstone.title}</h3>
            <ul aria-label="Tech stack" className="mt-3 flex flex-wrap gap-1.5">
              {capstone.tech.map((tech) => (
                <li key={tech} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800">
                  {tech}
                </li>
              ))}
            </ul>
            <p className="mt-4 leading-7 text-slate-700">
              <InlineCode text={capstone.description} />
            </p>
            {capstone.requirements?.length ? (
              <>
                <h4 className="mt-5 text-sm font-semibold text-slate-900">Requirements</h4>
                <ul className={cn('mt-2 space-y-2 text-sm text-slate-700', bulletList)}>
                  {capstone.requirements.map((req) => (
                    <li key={req}>
                      <InlineCode text={req} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {capstone.cost ? (
              <p className="mt-auto pt-5">
                <span className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
                  <Icon name="wallet" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
                  <span>
                    <strong className="font-semibold">Estimated cost: </strong>
                    {capstone.cost}
                  </span>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
