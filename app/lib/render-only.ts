import type { unstable_SerializesTo } from 'react-router'

/** A value the server renders with and never sends: React Router's route types see it as undefined in the browser. */
export type RenderOnly<T> = T & unstable_SerializesTo<undefined>

/** The loader data's key that names its render-only values (sent: a prerendered page's render needs it). */
export const RENDER_ONLY_KEYS = 'renderOnlyKeys'

/**
 * Loader data plus values the server renders with but does not send to the browser. React Router serializes a
 * loader's data (the first response's hydration payload, `.data` answers) from its own enumerable properties, as
 * JSON.stringify does, so `extra` joins `data` as non-enumerable properties: the page gets them through its loader
 * data while the server renders it, and the browser sees them as undefined until a clientLoader gives them (a page
 * must keep the server's HTML of what they render meanwhile, `ServerHtml`). For content that is in the first response
 * as HTML already, and for components, which cannot be serialized at all. Their names are sent
 * (`renderOnlyKeys`), because a prerendered page is rendered from its serialized data: entry.server.tsx then gets
 * them from the loader again (`restoreRenderOnly`).
 */
export function withRenderOnly<Data extends object, Extra extends object>(
  data: Data,
  extra: Extra,
): Data & { [K in keyof Extra]?: RenderOnly<Extra[K]> } & { [RENDER_ONLY_KEYS]?: string[] } {
  for (const [key, value] of Object.entries(extra)) {
    Object.defineProperty(data, key, { value, enumerable: false, configurable: true, writable: true })
  }
  return Object.assign(data, { [RENDER_ONLY_KEYS]: Object.keys(extra) })
}

/** The render-only values a route's loader data names but lacks (it came serialized); none for other data. */
export function missingRenderOnly(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return []
  const keys = (data as Record<string, unknown>)[RENDER_ONLY_KEYS]
  if (!Array.isArray(keys)) return []
  return keys.filter((key): key is string => typeof key === 'string' && !(key in data))
}

/** What a loader knows of its request: whether it answers a `.data` request (a client-side navigation, a prefetch). */
export interface DataRequestContext {
  dataRequest?: boolean
}

/**
 * Loader data plus values the page shows as static HTML: a document's hydration payload leaves them out (the HTML
 * carries them once, and the first hydration keeps it: `ServerHtml`), while a `.data` answer, which has no HTML,
 * carries them as plain data. So a page needs no clientLoader for them, and no copy of them in its JavaScript. Only
 * for serializable values; for components or anything the browser must never receive, `withRenderOnly`.
 */
export function withHtmlOnly<Data extends object, Extra extends object>(
  data: Data,
  extra: Extra,
  context: DataRequestContext | undefined,
): HtmlOnlyData<Data, Extra> {
  if (context?.dataRequest) return Object.assign(data, extra)
  return withRenderOnly(data, extra) as HtmlOnlyData<Data, Extra>
}

/** `withHtmlOnly`'s data: the extra values are there in the server's render and after a navigation, not on hydration. */
type HtmlOnlyData<Data, Extra> = Data & { [K in keyof Extra]?: Extra[K] } & { [RENDER_ONLY_KEYS]?: string[] }
