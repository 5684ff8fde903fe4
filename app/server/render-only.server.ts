import type { AppLoadContext, EntryContext, LoaderFunctionArgs } from 'react-router'
import { missingRenderOnly, withRenderOnly } from '~/lib/render-only'

type Loader = (args: LoaderFunctionArgs) => Promise<unknown> | unknown

/**
 * React Router prerenders a page's HTML from its loader data as serialized for its `.data` file, so the values a loader
 * gives the server's render only (`withRenderOnly`) are missing there. For each matched route whose data names such
 * values but lacks them, this runs the route's loader once more and gives its data those values before the page
 * renders. At run time the loaders' own data has them, and nothing runs again.
 */
export async function restoreRenderOnly(
  request: Request,
  context: EntryContext,
  loadContext: AppLoadContext,
): Promise<void> {
  const { loaderData, matches } = context.staticHandlerContext
  for (const match of matches) {
    const data: unknown = loaderData[match.route.id]
    const missing = missingRenderOnly(data)
    if (missing.length === 0) continue
    const loader = (context.routeModules[match.route.id] as { loader?: Loader } | undefined)?.loader
    if (!loader) continue
    const fresh = (await loader({
      request,
      params: match.params,
      context: loadContext,
    } as LoaderFunctionArgs)) as Record<string, unknown>
    withRenderOnly(data as object, Object.fromEntries(missing.map((key) => [key, fresh[key]])))
  }
}
