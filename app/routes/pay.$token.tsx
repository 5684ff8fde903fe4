import { data } from 'react-router'
import type { Route } from './+types/pay.$token'
import { PayView } from '~/components/main/pay-view'
import { payPage } from '~/content/pay'
import { payReportCopy } from '~/content/pay-report'
import { payReportUploads, uploadField } from '~/forms/uploads'
import { pathTo } from '~/content/site-routes'
import { getDatabase } from '~/server/db/database.server'
import { payPageData } from '~/server/fees/pay-page.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/http.server'
import { postPayReport } from '~/server/fees/pay-report-post.server'

// The link is the key: no sign-in, so the page is private (PRIVATE_PAGE_HEADERS says what that means).
const PRIVATE = PRIVATE_PAGE_HEADERS

export async function loader({ params, request }: Route.LoaderArgs) {
  const pay = await payPageData((await getDatabase()).db, params.token)
  if (!pay) return data({ found: false as const }, { status: 404, headers: PRIVATE })
  const documents = pay.documents.map((d) => ({
    ...d,
    href: pathTo('feeDocument', { token: params.token, id: d.id }),
  }))
  // After a report is stored the post redirects here with its id: the page says "received" for that stored row only.
  const reportedId = new URL(request.url).searchParams.get('reported')
  const received = pay.reports.find((r) => r.id === reportedId) ?? null
  return data(
    {
      found: true as const,
      pay: { ...pay, documents },
      received,
      screenshotField: uploadField(payReportUploads[0]),
    },
    { headers: PRIVATE },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return postPayReport(request, context, params.token)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.found ? payPage.title : payPage.notFoundTitle} | RealWork Technologies` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found)
    return (
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{payPage.notFoundTitle}</h1>
        <p className="mt-3 text-slate-800">{payPage.notFound}</p>
      </article>
    )
  return (
    <PayView
      copy={payPage}
      pay={loaderData.pay}
      report={{
        copy: payReportCopy,
        received: loaderData.received,
        answer: actionData && 'report' in actionData ? actionData.report : null,
        screenshotField: loaderData.screenshotField,
      }}
    />
  )
}
