import { loadLater } from '~/lib/load-later'

/**
 * The site footer: address, registration details, contact links, an on-demand map, and the section's own links
 * (`site-footer-content.tsx`). It is text and links that work as plain HTML, only its map button needs a script, so
 * the browser loads its code after the page's own (`loadLater`, issue 44).
 */
export const SiteFooter = loadLater(() => import('./site-footer-content').then((m) => m.SiteFooterContent))
