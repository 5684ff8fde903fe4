import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/enquiry'
import { SentPanel } from '~/components/forms/sent-panel'
import { EnquiryForm } from '~/components/main/enquiry-form'
import { enquiryCopy } from '~/content/enquiry'
import { forms } from '~/forms/registry'
import { submitFromPage } from '~/server/forms.server'
import { pageSeo } from '~/lib/seo'
import { LIMITS } from '~/forms/limits'

/** The drawer form's no-script home: it posts here, errors render here, and success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms.enquiry)
}

export const meta: Route.MetaFunction = () => pageSeo('enquiry', enquiryCopy.seo)

export default function Enquiry({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const sent = params.get('sent') === '1'
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {sent ? 'Enquiry received' : 'Talk to a mentor'}
      </h1>
      {sent ? (
        <div className="mt-8 space-y-6">
          <SentPanel title={enquiryCopy.sentTitle} text={enquiryCopy.sentText} />
          <p className="text-center">
            <Link to="/" className="font-semibold text-indigo-700 hover:underline">
              Back to the home page
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-600">
            Questions about a course or a project? Leave your details and we will call you back within 24 hours.
          </p>
          <div className="mt-8">
            <EnquiryForm initial={actionData} message={params.get('message')?.slice(0, LIMITS.message) ?? undefined} />
          </div>
        </>
      )}
    </div>
  )
}
