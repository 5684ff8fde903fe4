import { data, redirect } from 'react-router'
import type { Route } from './+types/verify'
import { VerifyLookup } from '~/components/main/verify-lookup'
import { verifyLookupCopy, verifyPage } from '~/content/verify'
import { verifyPath } from '~/lib/certificate-links'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { pageSeo } from '~/lib/seo'
import { BodyError, readSmallForm } from '~/server/body.server'
import { takeLookup } from '~/server/certificate-lookups.server'

export function loader() {
  return { copy: verifyLookupCopy() }
}

/** The look-up form posts here (it works without scripts): a well-formed ID goes to its page, anything else is named. */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData
  try {
    form = await readSmallForm(request, ['id'])
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  const typed = String(form.get('id') ?? '').slice(0, 200)
  if (!(await takeLookup(context))) return data({ typed, error: verifyPage.limited }, { status: 429 })
  const id = normaliseCertificateId(typed)
  if (!id) return data({ typed, error: verifyPage.invalid }, { status: 400 })
  return redirect(verifyPath(id), 303)
}

export const meta: Route.MetaFunction = () => pageSeo('verify', verifyPage.seo)

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-700">{copy.lead}</p>
      <VerifyLookup copy={copy} typed={actionData?.typed} error={actionData?.error} className="mt-8" />
      <h2 className="mt-12 text-xl font-bold text-slate-900">{copy.howTitle}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        {copy.how.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">{copy.contact}</p>
    </div>
  )
}
