import type { ReactNode } from 'react'

interface PageHeaderProps {
  eyebrow: string
  title: string
  lead: string
  /** Anything that belongs to the heading band: facts, links, a search box. */
  children?: ReactNode
}

/** The heading band at the top of a studio or services page: eyebrow, the page's one h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 right-0 -z-10 h-80 w-80 rounded-full bg-violet-200/40 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 sm:pb-12 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{lead}</p>
        {children}
      </div>
    </header>
  )
}
