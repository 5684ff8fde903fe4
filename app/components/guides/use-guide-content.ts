import { loadedGuide } from '~/content/guides/loaded'
import type { Guide } from '~/content/schema'

/**
 * The guide's full content (every phase's pages, the capstones, prompts and extras), or undefined in the browser
 * before it is there. The server renders with it (the route's loader loaded it); the first response carries it as
 * HTML only, which the first hydration keeps (`ServerHtml`). The first client-side navigation that needs it (a phase
 * switch, the print view, a guide reached by a link) runs the route's clientLoader, which fetches the guide's content
 * chunk beside the loader data, so React Router's navigation state is the pending state.
 */
export function useGuideContent(slug: string): Guide | undefined {
  return loadedGuide(slug)
}
