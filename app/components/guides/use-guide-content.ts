import { useCallback, useState } from 'react'
import { loadGuide, loadedGuide } from '~/content/guides'
import type { Guide } from '~/content/schema'

/**
 * The guide's full content (every phase's pages, the capstones, prompts and extras). The server renders with it (the
 * route's loader loaded it); the first response carries it as HTML only, so in the browser it is undefined until
 * `load()` fetches the guide's content chunk: on the first phase switch, or ahead of it when the visitor points at or
 * focuses the roadmap. After a client-side navigation the route's clientLoader has loaded it already.
 */
export function useGuideContent(slug: string) {
  const [content, setContent] = useState(() => loadedGuide(slug))
  const load = useCallback(
    (): Promise<Guide> =>
      loadGuide(slug).then((guide) => {
        if (!guide) throw new Error(`No guide ${slug}`)
        setContent(guide)
        return guide
      }),
    [slug],
  )
  return { content, load }
}
