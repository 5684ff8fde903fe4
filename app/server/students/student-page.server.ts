import { data, redirect } from 'react-router'
import { admissionsPhone } from '~/content/company'
import { pathTo, sitePaths } from '~/content/site-routes'
import { studentPageCopy, type DataRight } from '~/content/student-page'
import { fieldErrors } from '~/forms/fields'
import { DATA_RIGHT_FIELDS, DataRightSchema, SIGN_IN_ASK_FIELDS, SignInAskSchema } from '~/forms/student-page.schema'
import { fillTemplate } from '~/lib/format'
import { BodyError, readSmallForm } from '../body.server'
import { serverNow } from '../clock.server'
import { getDatabase } from '../db/database.server'
import { dueNow, feeDocuments } from '../fees/pay-page.server'
import { isCrossSite, PRIVATE_PAGE_HEADERS } from '../http.server'
import { studentCookie, studentCookieToken } from './cookie.server'
import { requestDataRight } from './data-rights.server'
import { studentBookings } from './bookings.server'
import { studentRecords } from './records.server'
import { endStudentSession, requestSignInLink, studentOfSession } from './sign-in.server'

// The student's page (`/my`, decision 026): its loader's data and its three posts (ask for a link, a data-rights
// request, sign out). Everything shown is found by the session's email, never by an id from the request.

const copy = studentPageCopy
const phone = { phone: admissionsPhone!.display }

export type StudentPageAnswer =
  | { form: 'ask'; errors: { email?: string }; values: { email: string } }
  | { form: 'rights'; errors: { right?: string; details?: string; form?: string }; values: Record<string, string> }

async function signedInEmail(request: Request): Promise<string | undefined> {
  const token = studentCookieToken(request)
  return token ? studentOfSession((await getDatabase()).db, token, serverNow()) : undefined
}

export async function studentPageData(request: Request) {
  const { db } = await getDatabase()
  const params = new URL(request.url).searchParams
  const email = await signedInEmail(request)
  if (!email)
    return data({ signedIn: false as const, sent: params.get('sent') === '1' }, { headers: PRIVATE_PAGE_HEADERS })
  const asked = params.get('asked')
  const records = await studentRecords(db, email)
  // The fee figures from the account the records already read: the page shows no UPI code or gateway link, so the
  // pay page's own data (built for each link) is not asked for.
  const enrolments = records.enrolments.map((e) => {
    const { account } = e
    const payToken = account?.payToken
    return {
      id: e.id,
      reference: e.reference,
      state: e.state,
      course: account?.courseTitle ?? '',
      batchCode: e.batchCode,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      waitlistPlace: e.waitlistPlace,
      fee:
        account && payToken
          ? {
              payHref: pathTo('pay', { token: payToken }),
              receivedPaise: account.receivedPaise,
              balancePaise: account.balancePaise,
              due: dueNow(account),
              documents: feeDocuments(account).map((d) => ({
                ...d,
                href: pathTo('feeDocument', { token: payToken, id: d.id }),
              })),
            }
          : null,
    }
  })
  return data(
    {
      signedIn: true as const,
      email,
      asked: asked === 'copy' || asked === 'correct' || asked === 'erase' ? (asked as DataRight) : null,
      registrations: records.registrations,
      enrolments,
      bookings: await studentBookings(db, email, serverNow()),
      certificates: records.certificates.map((c) => ({
        ...c,
        href: pathTo('verifyCertificate', { id: c.id }),
        pdf: pathTo('certificatePdf', { id: c.id }),
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

const answer = (body: StudentPageAnswer, status: number) => data(body, { status, headers: PRIVATE_PAGE_HEADERS })

export async function studentPageAction(request: Request, clientAddress: string | undefined) {
  if (isCrossSite(request)) return new Response('Forbidden', { status: 403 })
  let form: FormData
  try {
    form = await readSmallForm(request, [...new Set([...SIGN_IN_ASK_FIELDS, ...DATA_RIGHT_FIELDS])])
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return answer({ form: 'rights', errors: { form: error.message }, values: {} }, error.status)
  }
  const { db } = await getDatabase()
  const intent = form.get('intent')
  if (intent === 'sign-out') {
    const token = studentCookieToken(request)
    if (token) await endStudentSession(db, token)
    return redirect(sitePaths.studentHome, { headers: { 'Set-Cookie': studentCookie(request, null) } })
  }
  if (intent === 'data-right') {
    const email = await signedInEmail(request)
    if (!email) return redirect(sitePaths.studentHome)
    const values = { right: String(form.get('right') ?? ''), details: String(form.get('details') ?? '') }
    const parsed = DataRightSchema.safeParse(values)
    if (!parsed.success) return answer({ form: 'rights', errors: fieldErrors(parsed.error), values }, 400)
    const result = await requestDataRight(db, { email, ...parsed.data }, serverNow())
    if (!result.ok)
      return answer(
        {
          form: 'rights',
          errors: {
            form:
              result.reason === 'limited'
                ? fillTemplate(copy.rights.errors.limited, phone)
                : copy.rights.errors.unavailable,
          },
          values,
        },
        result.reason === 'limited' ? 429 : 503,
      )
    return redirect(`${sitePaths.studentHome}?asked=${parsed.data.right}#your-data`)
  }
  const values = { email: String(form.get('email') ?? '') }
  const parsed = SignInAskSchema.safeParse(values)
  if (!parsed.success) return answer({ form: 'ask', errors: { email: copy.ask.invalidEmail }, values }, 400)
  const asked = await requestSignInLink(
    db,
    { email: parsed.data.email, address: clientAddress ?? 'unknown' },
    serverNow(),
  )
  if (!asked.ok) return answer({ form: 'ask', errors: { email: fillTemplate(copy.ask.limited, phone) }, values }, 429)
  return redirect(`${sitePaths.studentHome}?sent=1`)
}
