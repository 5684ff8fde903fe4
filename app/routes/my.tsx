import { Form } from 'react-router'
import type { Route } from './+types/my'
import { DataRights } from '~/components/main/student-page/data-rights'
import { SignInAsk } from '~/components/main/student-page/sign-in-ask'
import { StudentBookings } from '~/components/main/student-page/student-bookings'
import { StudentBatches, StudentCertificates } from '~/components/main/student-page/student-records'
import { studentPageCopy as copy } from '~/content/student-page'
import { fillTemplate } from '~/lib/format'
import { studentPageAction, studentPageData } from '~/server/students/student-page.server'

// The student's own page (decision 026): before sign-in, the ask for a mailed link; after, everything they have
// with us, found by the session's email alone.

export function loader({ request }: Route.LoaderArgs) {
  return studentPageData(request)
}

export function action({ request, context }: Route.ActionArgs) {
  return studentPageAction(request, context?.clientAddress)
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders
}

export const meta: Route.MetaFunction = () => [
  { title: copy.metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function StudentHome({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && 'form' in actionData ? actionData : null
  if (!loaderData.signedIn)
    return (
      <SignInAsk
        copy={copy}
        sent={loaderData.sent}
        error={answer?.form === 'ask' ? answer.errors.email : undefined}
        email={answer?.form === 'ask' ? answer.values.email : undefined}
      />
    )
  const { email, registrations, enrolments, bookings, certificates, asked } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">{copy.title}</h1>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="min-w-0 break-words text-slate-800">{fillTemplate(copy.signedInAs, { email })}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button
            type="submit"
            className="min-h-11 font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950"
          >
            {copy.signOut}
          </button>
        </Form>
      </div>
      <StudentBatches copy={copy} enrolments={enrolments} registrations={registrations} />
      <StudentBookings copy={copy} bookings={bookings} />
      <StudentCertificates copy={copy} certificates={certificates} />
      <DataRights copy={copy} email={email} asked={asked} answer={answer?.form === 'rights' ? answer : null} />
    </article>
  )
}
