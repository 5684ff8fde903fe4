import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/my.sign-in.$token'
import { buttonClass } from '~/components/ui/button'
import { sitePaths } from '~/content/site-routes'
import { studentPageCopy } from '~/content/student-page'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { isCrossSite, PRIVATE_PAGE_HEADERS } from '~/server/http.server'
import { studentCookie } from '~/server/students/cookie.server'
import { redeemSignInLink } from '~/server/students/sign-in.server'

const copy = studentPageCopy.signIn

// Opening the link signs no one in: a mail scanner that follows links would use it up. The button posts it.
export function loader() {
  return data(null, { headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ request, params }: Route.ActionArgs) {
  if (isCrossSite(request)) return new Response('Forbidden', { status: 403 })
  const signedIn = await redeemSignInLink((await getDatabase()).db, params.token, serverNow())
  if (!signedIn) return data({ refused: true }, { status: 410, headers: PRIVATE_PAGE_HEADERS })
  return redirect(sitePaths.studentHome, {
    headers: { ...PRIVATE_PAGE_HEADERS, 'Set-Cookie': studentCookie(request, signedIn.sessionToken) },
  })
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders
}

export const meta: Route.MetaFunction = () => [
  { title: copy.metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function StudentSignIn({ actionData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-12">
      {actionData?.refused ? (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">{copy.usedTitle}</h1>
          <p className="mt-3 text-slate-800">{copy.used}</p>
          <p className="mt-6">
            <Link to={sitePaths.studentHome} className="font-semibold text-indigo-800 underline underline-offset-4">
              {copy.askAgain}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">{copy.title}</h1>
          <p className="mt-3 text-slate-800">{copy.intro}</p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass({ size: 'md' })}>
              {copy.submit}
            </button>
          </Form>
        </>
      )}
    </article>
  )
}
