import { ButtonLink } from '~/components/ui/button'

/** Not-found page; served with HTTP 404. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <title>404 – Page Not Found | RealWork Technologies</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold text-indigo-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">404 – Page Not Found</h1>
      <p className="mt-3 text-lg text-slate-600">The page you're looking for doesn't exist.</p>
      <ButtonLink href="/" className="mt-8">
        Back to home
      </ButtonLink>
    </div>
  )
}
