import type { ReactNode } from 'react'

interface SplitHeroProps {
  /** The section's own id, for in-page links (`/#home`). */
  id?: string
  /** The id of the h1, which names the section. */
  titleId: string
  eyebrow: string
  title: string
  lead: string
  /** The calls to action under the lead (buttons, a link). */
  actions: ReactNode
  /** The panel beside the heading on wide screens (below it on narrow ones, unless it hides itself). */
  aside: ReactNode
  /** What follows the heading band inside the hero (the landing page's cards). */
  children?: ReactNode
}

/** A division's opening band: eyebrow, the page's one h1, lead and buttons, with a panel of facts beside them. */
export function SplitHero({ id, titleId, eyebrow, title, lead, actions, aside, children }: SplitHeroProps) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
            <h1
              id={titleId}
              className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{actions}</div>
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  )
}
