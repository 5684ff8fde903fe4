import { cn } from '~/lib/cn'
import type { ReactNode } from 'react'

interface PageHeaderProps {
  eyebrow: string
  title: string
  lead: string
  /** Anything that belongs to the heading band: facts, links, a search box. */
  children?: ReactNode
  /** A shorter band on phones, for a page whose list should start on the first screen. */
  compact?: boolean
}

/** The heading band at the top of a studio or services page: eyebrow, the page's one h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children, compact = false }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 right-0 -z-10 h-80 w-80 rounded-full bg-violet-200/40 blur-3xl"
      />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 sm:pt-16 sm:pb-12 lg:px-8',
          compact ? 'pt-6 pb-5' : 'pt-12 pb-10',
        )}
      >
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
        <h1
          className={cn(
            'max-w-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:mt-3 sm:text-5xl',
            compact ? 'mt-2 text-3xl' : 'mt-3 text-4xl',
          )}
        >
          {title}
        </h1>
        <p
          className={cn(
            'max-w-3xl text-slate-700 sm:mt-5 sm:text-lg sm:leading-8',
            compact ? 'mt-3 text-base leading-7' : 'mt-5 text-lg leading-8',
          )}
        >
          {lead}
        </p>
        {children}
      </div>
    </header>
  )
}
