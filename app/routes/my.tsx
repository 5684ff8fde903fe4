import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/my'
import { pathTo, sitePaths } from '~/content/site-routes'
import { formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { payPageData } from '~/server/fees/pay-page.server'
import { studentCookie, studentCookieToken } from '~/server/students/cookie.server'
import { studentRecords } from '~/server/students/records.server'
import { endStudentSession, requestSignInLink, studentOfSession } from '~/server/students/sign-in.server'

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' }

const STATE: Record<string, string> = {
  waitlisted: 'On the waitlist',
  offered: 'Seat offered',
  enrolled: 'Enrolled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
}

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const token = studentCookieToken(request)
  const email = token ? await studentOfSession(db, token, serverNow()) : undefined
  const sent = new URL(request.url).searchParams.get('sent') === '1'
  if (!email) return data({ signedIn: false as const, sent }, { headers: PRIVATE })
  const records = await studentRecords(db, email)
  const enrolments = await Promise.all(
    records.enrolments.map(async (e) => {
      const payToken = e.account?.payToken ?? null
      const pay = payToken ? await payPageData(db, payToken, serverNow()) : undefined
      return {
        id: e.id,
        reference: e.reference,
        state: STATE[e.state] ?? e.state,
        course: e.account?.courseTitle ?? '',
        batchCode: e.batchCode,
        startsOn: e.startsOn,
        endsOn: e.endsOn,
        waitlistPlace: e.waitlistPlace,
        fee: pay
          ? {
              payHref: pathTo('pay', { token: payToken! }),
              receivedPaise: pay.receivedPaise,
              balancePaise: pay.balancePaise,
              due: pay.due,
              documents: pay.documents.map((d) => ({
                ...d,
                href: pathTo('feeDocument', { token: payToken!, id: d.id }),
              })),
            }
          : null,
      }
    }),
  )
  return data(
    {
      signedIn: true as const,
      email,
      registrations: records.registrations.map((r) => ({ id: r.id, on: r.created_at.slice(0, 10) })),
      enrolments,
    },
    { headers: PRIVATE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await getDatabase()
  const form = await request.formData()
  if (form.get('intent') === 'sign-out') {
    const token = studentCookieToken(request)
    if (token) await endStudentSession(db, token)
    return redirect(sitePaths.studentHome, { headers: { 'Set-Cookie': studentCookie(request, null) } })
  }
  const email = String(form.get('email') ?? '').trim()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return data({ error: 'Enter the email you registered with, like name@example.com.' }, { status: 400 })
  const asked = await requestSignInLink(db, { email, address: context?.clientAddress ?? 'unknown' }, serverNow())
  if (!asked.ok)
    return data(
      { error: 'Too many links were asked for just now. Wait an hour, or call us on the number on our contact page.' },
      { status: 429 },
    )
  return redirect(`${sitePaths.studentHome}?sent=1`)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = () => [
  { title: 'Everything you have with us | RealWork Technologies' },
  { name: 'robots', content: 'noindex, nofollow' },
]

const button =
  'min-h-11 rounded-md bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700'
const link = 'font-semibold text-indigo-800 underline underline-offset-4'

export default function StudentHome({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  if (!loaderData.signedIn)
    return (
      <article className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Everything you have with us</h1>
        <p className="mt-3 text-slate-800">
          Your registrations, enrolments, fees and invoices with RealWork Technologies. We mail you a link that signs
          you in: no password to remember.
        </p>
        {loaderData.sent ? (
          <p role="status" className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
            If that email is one you registered with, a sign-in link is on its way. It works once, for 15 minutes. Not
            there in a few minutes? Look in spam, or ask again.
          </p>
        ) : null}
        <Form method="post" className="mt-6 space-y-3" noValidate>
          <label htmlFor="student-email" className="block font-semibold text-slate-900">
            Your email
          </label>
          <input
            id="student-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={actionData && 'error' in actionData ? true : undefined}
            aria-describedby={actionData && 'error' in actionData ? 'student-email-error' : undefined}
            className="block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
          {actionData && 'error' in actionData ? (
            <p id="student-email-error" className="text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <button type="submit" className={button} disabled={busy}>
            Mail me a sign-in link
          </button>
        </Form>
      </article>
    )
  const { email, registrations, enrolments } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Everything you have with us</h1>
      <p className="mt-3 break-words text-slate-800">Signed in as {email}.</p>

      <section aria-labelledby="enrolments-title" className="mt-10">
        <h2 id="enrolments-title" className="text-xl font-bold text-slate-900">
          Your batches
        </h2>
        {enrolments.length === 0 ? (
          <p className="mt-3 text-slate-800">
            {registrations.length
              ? `We have your registration of ${formatDate(registrations[0]!.on)}; our admissions team will call you about a batch.`
              : 'You are not in a batch yet.'}
          </p>
        ) : (
          <ul className="mt-4 space-y-6">
            {enrolments.map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-300 p-4">
                <h3 className="font-semibold text-slate-900">
                  {e.course} <span className="font-normal text-slate-700">({e.batchCode})</span>
                </h3>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
                  <dt>Reference</dt>
                  <dd>{e.reference}</dd>
                  <dt>Dates</dt>
                  <dd>
                    {formatDate(e.startsOn)} to {formatDate(e.endsOn)}
                  </dd>
                  <dt>Status</dt>
                  <dd>
                    {e.state}
                    {e.waitlistPlace ? `, number ${e.waitlistPlace} in line` : ''}
                  </dd>
                  {e.fee ? (
                    <>
                      <dt>Paid</dt>
                      <dd>{formatPaise(e.fee.receivedPaise)}</dd>
                      <dt>Still to pay</dt>
                      <dd>{formatPaise(e.fee.balancePaise)}</dd>
                      {e.fee.due ? (
                        <>
                          <dt>Next due</dt>
                          <dd>
                            {formatPaise(e.fee.due.amountPaise)} by {formatDate(e.fee.due.dueOn)}
                          </dd>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </dl>
                {e.fee ? (
                  <>
                    {e.fee.balancePaise > 0 ? (
                      <p className="mt-4">
                        <a href={e.fee.payHref} className={`${button} inline-flex items-center`}>
                          Pay your fee
                        </a>
                      </p>
                    ) : null}
                    {e.fee.documents.length ? (
                      <>
                        <h4 className="mt-4 font-semibold text-slate-900">Invoices, receipts and credit notes</h4>
                        <ul className="mt-2 space-y-2">
                          {e.fee.documents.map((d) => (
                            <li key={d.id}>
                              <a href={d.href} className={link}>
                                {d.title} {d.number} (PDF)
                              </a>{' '}
                              <span className="text-slate-700">
                                {formatDate(d.onDay)}, {formatPaise(d.amountPaise)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Form method="post" className="mt-10">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="min-h-11 font-semibold text-indigo-800 underline underline-offset-4">
          Sign out
        </button>
      </Form>
    </article>
  )
}
