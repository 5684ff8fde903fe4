import { ButtonLink } from './button'
import { Icon } from './icon'

interface CtaLink {
  label: string
  /** A site path, a same-page #anchor or a tel: link (which gets a phone icon). */
  href: string
}

interface CtaBandProps {
  /** Id of the section; its heading is `${id}-title`. */
  id?: string
  title: string
  text: string
  primary: CtaLink
  /** Left out where what it leads to is not there yet (View Portfolio before any case study is published). */
  secondary?: CtaLink
}

/** The closing call to action of a page: an indigo band with a heading, one line and one or two actions. */
export function CtaBand({ id = 'get-started', title, text, primary, secondary }: CtaBandProps) {
  const headingId = `${id}-title`
  const call = primary.href.startsWith('tel:')
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div
        data-reveal
        className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-800 via-indigo-700 to-violet-800 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id={headingId} className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-100">{text}</p>
        <div className="relative mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink href={primary.href} variant="bright">
            {call ? <Icon name="phone" className="h-5 w-5" /> : null}
            {primary.label}
            {call ? null : <Icon name="arrow-right" className="h-5 w-5" />}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="ghost">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
