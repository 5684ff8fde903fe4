import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

interface SectionProps {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  children: ReactNode
  className?: string
  tone?: 'white' | 'tint' | 'dark'
}

/** A titled page section with the site's spacing, optional tint and scroll reveal. */
export function Section({ id, eyebrow, title, lead, children, className, tone = 'white' }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        tone === 'tint' && 'bg-indigo-50/60',
        tone === 'dark' && 'bg-slate-900 text-slate-200',
        'py-16 sm:py-20',
        className,
      )}
    >
      <div data-reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                tone === 'dark' ? 'text-amber-400' : 'text-indigo-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn(
              'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
              tone === 'dark' ? 'text-white' : 'text-slate-900',
            )}
          >
            {title}
          </h2>
          {lead ? (
            <p className={cn('mt-4 text-lg leading-8', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>
              {lead}
            </p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
