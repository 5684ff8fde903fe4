import { Link } from 'react-router'
import type { GuideNextSteps as NextSteps } from '~/content/guides/next-steps'
import { Icon } from '~/components/ui/icon'

/** The call to action that ends every roadmap guide: enrol (or browse), ask a mentor, see related projects. */
export function GuideNextSteps({ steps }: { steps: NextSteps }) {
  const [primary, ...rest] = steps.links
  return (
    <section aria-labelledby="next-steps-title" className="no-print mt-16">
      <div className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 px-6 py-10 text-center shadow-xl sm:px-12">
        <h2 id="next-steps-title" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
          {steps.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-50">{steps.text}</p>
        {steps.batch ? (
          <p className="mx-auto mt-4 max-w-2xl text-indigo-50">
            <span className="font-semibold text-white">{`${steps.batch.label}: `}</span>
            {steps.batch.text}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
          {primary ? (
            <Link
              to={primary.href}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 shadow-sm hover:bg-indigo-50"
            >
              {primary.label} <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          ) : null}
          {rest.map((link) => (
            <Link
              key={link.href}
              to={link.href}
              className="inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
