import type { GuideExtra } from '~/content/schema'
import { cn } from '~/lib/cn'
import { InlineCode } from './inline-code'
import { Icon } from '~/components/ui/icon'

/** Per-guide extra blocks (career outcomes, learning features, achievements), drawn generically from data. */
export function GuideExtras({ extras }: { extras: readonly GuideExtra[] }) {
  return extras.map((extra, i) => {
    const id = `extra-${i + 1}-title`
    return (
      <section key={extra.heading} aria-labelledby={id} className="mt-16 sm:mt-20">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {extra.heading}
        </h2>
        {extra.intro ? <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{extra.intro}</p> : null}
        {extra.kind === 'cards' ? (
          <ul
            className={cn(
              'mt-8 grid gap-5 *:min-w-0 sm:grid-cols-2',
              extra.cards.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
            )}
          >
            {extra.cards.map((card) => (
              <li
                key={card.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:break-inside-avoid"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100">
                  <Icon name={card.icon} className="block h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">
                  <InlineCode text={card.description} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-8 grid gap-x-10 gap-y-3 *:min-w-0 md:grid-cols-2">
            {extra.items.map((item) => (
              <li key={item} className="flex gap-3 leading-7 text-slate-800">
                <Icon name="circle-check" className="mt-1 h-5 w-5 shrink-0 text-emerald-700" />
                <span>
                  <InlineCode text={item} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    )
  })
}
