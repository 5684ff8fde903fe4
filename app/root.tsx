import './app.css'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router'
import type { Route } from './+types/root'
import { useEffect } from 'react'
import { markHydrated } from '~/lib/first-hydration'
import { rememberVisitStart } from '~/lib/visit-start'
import { useNonce } from '~/hooks/nonce'
import { useFullStylesheet } from '~/hooks/use-full-stylesheet'
import { useReadingLinks } from '~/hooks/use-reading-links'
import { useScrollReveal } from '~/hooks/use-scroll-reveal'
import { ReadingScripts } from '~/components/layout/reading-scripts'
import { readingRouteIds } from '~/content/site-routes'
import { NotFound } from '~/components/layout/not-found'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'RealWork blog', href: '/blogs/rss.xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  // A page that is read (`reading` in the route registry, decision 031) is served without React's runtime: no
  // `<Scripts>` (hydration data, bootstrap, module preloads) and no scroll restoration, only the reading module.
  const reading = useMatches().some((match) => readingRouteIds.has(match.id))
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-800 antialiased">
        {/* The page's copies of the icon symbols it shows, filled in when its HTML is served (http/critical-path.ts). */}
        <svg data-icons="" aria-hidden="true" style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: '' }} />
        {children}
        {reading ? (
          // Only the server renders a page that is read: its code stays out of the browser's root chunk.
          import.meta.env.SSR && <ReadingScripts nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  useScrollReveal()
  useFullStylesheet()
  useReadingLinks()
  useEffect(markHydrated, [])
  useEffect(linkWebManifest, [])
  useEffect(rememberVisitStart, [])
  return <Outlet />
}

/**
 * Links the web app manifest once the page has hydrated. Browsers fetch a manifest as soon as they see its link, and on
 * a slow phone that request would share the connection with the first paint, which never needs it: only "Add to Home
 * screen" reads it, later.
 */
function linkWebManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/site.webmanifest' }))
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Unexpected error'
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>Something went wrong | RealWork Technologies</title>
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        Sorry, this page failed to load ({detail}). Please try again in a moment, or go back to the{' '}
        <a className="font-semibold text-indigo-700 underline" href="/">
          home page
        </a>
        .
      </p>
    </main>
  )
}
