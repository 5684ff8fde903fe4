import { Link } from 'react-router'

export interface NextStepsView {
  title: string
  steps: readonly { label: string; text: string; link?: { text: string; href: string } }[]
}

/**
 * What happens after Submit (content/studio/what-happens-next.ts: the call, the batch, payment, the refund rule),
 * placed right before a studio form's Submit button so it is read before sending, at every width.
 */
export function WhatHappensNext({ title, steps, id }: NextStepsView & { id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-slate-50 p-5 sm:p-6">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 space-y-3 text-sm leading-6">
        {steps.map((step) => (
          <div key={step.label} className="sm:grid sm:grid-cols-[7.5rem_1fr] sm:gap-3">
            <dt className="font-semibold text-slate-900">{step.label}</dt>
            <dd className="text-slate-700">
              {step.text}
              {step.link ? (
                <>
                  {' '}
                  <Link to={step.link.href} className="font-semibold text-indigo-700 underline hover:text-indigo-900">
                    {step.link.text}
                  </Link>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
