import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'
import type { ClaimedFigure } from '~/content/claims'
import type { ClientGroup, IconCard } from '~/content/services/schema'
import { ClaimMark } from '~/components/ui/claim-mark'
import { roleLine, type Testimonial } from '~/lib/testimonial'
import { StarRating } from '~/components/ui/star-rating'

interface Intro {
  eyebrow: string
  title: string
  lead: string
}

export function WhyChooseSection({ intro, reasons }: { intro: Intro; reasons: readonly IconCard[] }) {
  return (
    <Section id="why-choose" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} tone="tint">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
              <Icon name={reason.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function WhoWeServeSection({
  intro,
  groups,
}: {
  intro: Intro
  /** Each group with its claimed count, or null when that claim is not shown. */
  groups: readonly (ClientGroup & { count: ClaimedFigure | null })[]
}) {
  return (
    <Section id="who-we-serve" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between gap-4">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
                <Icon name={group.icon} />
              </span>
              {group.count ? (
                <p className="text-right">
                  <span className="block text-3xl font-extrabold tracking-tight text-indigo-700">
                    {group.count.value}
                    <ClaimMark basis={group.count.basis} className="ml-0.5" />
                  </span>
                  <span className="text-sm text-slate-600">{group.count.label}</span>
                </p>
              ) : null}
            </div>
            <h3 className="mt-5 text-xl font-bold text-slate-900">{group.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{group.description}</p>
            <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
              {group.typicalWork.map((work) => (
                <li key={work} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                  {work}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function TestimonialsSection({ intro, testimonials }: { intro: Intro; testimonials: readonly Testimonial[] }) {
  return (
    <Section id="testimonials" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} tone="tint">
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                {t.rating ? <StarRating rating={t.rating} /> : <span />}
                <Icon name="quote" className="h-8 w-8 text-indigo-200" />
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                {t.image ? (
                  <img
                    src={t.image}
                    alt=""
                    width="44"
                    height="44"
                    loading="lazy"
                    decoding="async"
                    className="h-11 w-11 shrink-0 rounded-full bg-indigo-50 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white"
                  >
                    {t.name.charAt(0)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{roleLine(t)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
