import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * For pages whose tabs, filters or dialogs live in the query string and switch in place with scripts: the loader's
 * data serves every view, so a change of query alone needs no new request.
 */
export function samePathNeedsNoReload({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}
