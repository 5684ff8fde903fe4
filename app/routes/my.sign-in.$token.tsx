import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/my.sign-in.$token'
import { sitePaths } from '~/content/site-routes'
import { getDatabase } from '~/server/db/database.server'
import { serverNow } from '~/server/clock.server'
import { studentCookie } from '~/server/students/cookie.server'
import { redeemSignInLink } from '~/server/students/sign-in.server'

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' }

// Opening the link signs no one in: a mail scanner that follows links would use it up. The button posts it.
export function loader() {
  return data(null, { headers: PRIVATE })
}

export async function action({ request, params }: Route.ActionArgs) {
  const signedIn = await redeemSignInLink((await getDatabase()).db, params.token, serverNow())
  if (!signedIn) return data({ refused: true }, { status: 410, headers: PRIVATE })
  return redirect(sitePaths.studentHome, {
    headers: { ...PRIVATE, 'Set-Cookie': studentCookie(request, signedIn.sessionToken) },
  })
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in to your page | RealWork Technologies' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function StudentSignIn({ actionData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      {actionData?.refused ? (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            This link has been used or has expired
          </h1>
          <p className="mt-3 text-slate-800">
            A sign-in link works once, for 15 minutes. Ask for a new one with the email you registered with.
          </p>
          <p className="mt-6">
            <Link to={sitePaths.studentHome} className="font-semibold text-indigo-800 underline underline-offset-4">
              Ask for a new link
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Sign in to your page</h1>
          <p className="mt-3 text-slate-800">
            Your registrations, enrolments, fees and invoices with RealWork Technologies, in one place.
          </p>
          <Form method="post" className="mt-6">
            <button
              type="submit"
              className="min-h-11 rounded-md bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              Sign in
            </button>
          </Form>
        </>
      )}
    </article>
  )
}
