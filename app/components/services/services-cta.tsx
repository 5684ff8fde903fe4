import { ArrowRight, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Action } from '~/content/services/schema'
import { ActionLink } from './action-link'

interface ServicesCtaProps {
  id?: string
  title: string
  text: string
  primary: Action
  secondary: Action
  children?: ReactNode
}

/** The closing call-to-action band of a services page. A tel: action gets a phone icon. */
export function ServicesCta({ id = 'get-started', title, text, primary, secondary, children }: ServicesCtaProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-800 via-indigo-700 to-violet-800 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id={headingId} className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-100">{text}</p>
        <div className="relative mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ActionLink href={primary.href} variant="bright" size="lg">
            {primary.href.startsWith('tel:') ? <Phone aria-hidden="true" className="h-5 w-5" /> : null}
            {primary.label}
          </ActionLink>
          <ActionLink href={secondary.href} variant="ghost" size="lg">
            {secondary.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ActionLink>
        </div>
        {children}
      </div>
    </section>
  )
}
