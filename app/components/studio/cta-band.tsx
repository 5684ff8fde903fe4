import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { StudioLink } from '~/content/studio/pages'

interface CtaBandProps {
  id: string
  title: string
  text: string
  primary: StudioLink
  secondary: StudioLink
}

/** The closing call to action of a studio page. */
export function CtaBand({ id, title, text, primary, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div
        data-reveal="0.3"
        className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 px-6 py-12 text-center shadow-xl sm:px-12"
      >
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-50">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={primary.href}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50"
          >
            {primary.label} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link
            to={secondary.href}
            className="inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  )
}
