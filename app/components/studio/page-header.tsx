import type { ReactNode } from 'react'

interface PageHeaderProps {
  eyebrow: string
  title: string
  lead: string
  children?: ReactNode
}

/** The heading band at the top of every studio page. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
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
