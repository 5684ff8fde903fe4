import { lazy, memo, Suspense, type ComponentProps } from 'react'
import type { SiteFooterContent } from './site-footer-content'

// The footer is text and links that work as plain HTML; only its map button needs a script. Its code loads after the
// page's own, out of every page's first-load JavaScript (1.8 KB gzip on the pages with a footer, issue 44): during
// hydration React keeps the server's footer until the code arrives and then hydrates it; a client navigation into
// another layout renders it from the loaded code.
const Content = lazy(() => import('./site-footer-content').then((m) => ({ default: m.SiteFooterContent })))

/**
 * The site footer: address, registration details, contact links, an on-demand map, and the section's own links
 * (`site-footer-content.tsx`). Memoised: a layout re-rendered before the footer's code has arrived passes the same
 * props, so React leaves the server's footer in place rather than rendering the empty fallback over it.
 */
export const SiteFooter = memo(function SiteFooter(props: ComponentProps<typeof SiteFooterContent>) {
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  )
})
