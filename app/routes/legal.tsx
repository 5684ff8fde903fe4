import { data } from 'react-router'
import type { Route } from './+types/legal'
import { findLegalDoc } from '~/content/legal'
import { siteRoutes, type SiteRouteId } from '~/content/site-routes'
import { pageSeo } from '~/lib/seo'

/** One module serves the three legal routes; the path names the document and its entry in the route registry. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/|\/$/g, '')
  const doc = findLegalDoc(slug)
  const routeId = (Object.keys(siteRoutes) as SiteRouteId[]).find((id) => siteRoutes[id].path === `/${slug}`)
  if (!doc || !routeId) throw data('Not found', { status: 404 })
  return { doc, routeId }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo(loaderData.routeId, { title: loaderData.doc.title, description: loaderData.doc.summary }) : []

export default function Legal({ loaderData: { doc } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header className="border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{doc.title}</h1>
        <p className="mt-3 text-slate-600">
          Effective date: <time dateTime="2025-07-21">{doc.effectiveDate}</time>
        </p>
        <p className="mt-4 text-lg text-slate-700">{doc.summary}</p>
      </header>
      <nav aria-label="Sections" className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((section, i) => (
            <li key={section.heading}>
              <a href={`#section-${i + 1}`} className="text-indigo-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {doc.sections.map((section, i) => (
          <section key={section.heading} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`}>
            <h2 id={`section-${i + 1}-title`} className="text-xl font-bold text-slate-900">
              {i + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-7 text-slate-700">
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.items ? (
                <ul className="list-disc space-y-1.5 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </article>
  )
}
