import { Link } from 'react-router'
import type { Route } from './+types/services.contact'
import { SentPanel } from '~/components/forms/sent-panel'
import { ContactDetails } from '~/components/services/contact-details'
import { PageHeader } from '~/components/ui/page-header'
import { ServicesContactForm } from '~/components/services/services-contact-form'
import { company, emailFor, formatAddress, whatsappUrl } from '~/content/company'
import { findQuotableService } from '~/content/services/catalogue'
import { servicesContact } from '~/content/services/contact'
import { quoteMessage, servicesPaths } from '~/content/services/urls'
import { forms } from '~/forms/registry'
import { submitFromPage } from '~/server/forms.server'
import { pageSeo } from '~/lib/seo'

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const service = findQuotableService(params.get('service'))
  return {
    copy: servicesContact,
    sent: params.get('sent') === '1',
    prefill: service ? quoteMessage(service) : undefined,
    details: {
      phones: company.phones,
      email: emailFor('Software services'),
      address: formatAddress(),
      hours: company.hours,
      whatsappUrl: whatsappUrl(servicesContact.whatsappMessage),
      replyPromise: servicesContact.replyPromise,
    },
  }
}

/** Without scripts the form posts here: errors render on this page with the values kept; success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms['services-contact'])
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('servicesContact', loaderData.copy.seo) : []

export default function ServicesContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: page, sent, prefill, details } = loaderData
  return (
    <>
      <PageHeader {...page.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 lg:self-start"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            {page.formTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
          <div className="mt-6">
            {sent ? (
              <div className="space-y-6">
                <SentPanel title={page.sent.title} text={page.sent.text} />
                <p className="text-center">
                  <Link
                    to={servicesPaths.contact}
                    className="font-semibold text-indigo-700 underline-offset-4 hover:underline"
                  >
                    {page.sent.again}
                  </Link>
                </p>
              </div>
            ) : (
              <ServicesContactForm initial={actionData} prefill={prefill} sent={page.sent} />
            )}
          </div>
        </section>
        <section aria-labelledby="contact-details-title" className="space-y-8">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-details-title" className="text-xl font-bold text-slate-900">
              Contact information
            </h2>
            <div className="mt-6">
              <ContactDetails {...details} />
            </div>
          </div>
          <div className="rounded-2xl bg-indigo-50 p-6 sm:p-8">
            <h2 className="text-lg font-bold text-slate-900">{page.nextSteps.title}</h2>
            <ol className="mt-4 space-y-4">
              {page.nextSteps.items.map((step, i) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="leading-7">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <h2 className="text-lg font-bold text-slate-900">{page.talk.title}</h2>
            <p className="mt-3 leading-7 text-slate-700">{page.talk.project}</p>
            <p className="mt-4 leading-7 text-slate-700">
              {page.talk.training}{' '}
              <a href={page.talk.mentor.href} className="font-semibold text-indigo-700 underline underline-offset-4">
                {page.talk.mentor.label}
              </a>
            </p>
          </div>
        </section>
      </div>
    </>
  )
}
