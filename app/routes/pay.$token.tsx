import { data } from 'react-router'
import type { Route } from './+types/pay.$token'
import { PayView } from '~/components/main/pay-view'
import { payPage } from '~/content/pay'
import { pathTo } from '~/content/site-routes'
import { getDatabase } from '~/server/db/database.server'
import { payPageData } from '~/server/fees/pay-page.server'

// The link is the key: no sign-in, but never stored by a cache, sent on as a referrer, or indexed.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params }: Route.LoaderArgs) {
  const pay = await payPageData((await getDatabase()).db, params.token)
  if (!pay) return data({ found: false as const }, { status: 404, headers: PRIVATE })
  const documents = pay.documents.map((d) => ({
    ...d,
    href: pathTo('feeDocument', { token: params.token, id: d.id }),
  }))
  return data({ found: true as const, pay: { ...pay, documents } }, { headers: PRIVATE })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.found ? payPage.title : payPage.notFoundTitle} | RealWork Technologies` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function Pay({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found)
    return (
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{payPage.notFoundTitle}</h1>
        <p className="mt-3 text-slate-800">{payPage.notFound}</p>
      </article>
    )
  return <PayView copy={payPage} pay={loaderData.pay} />
}
