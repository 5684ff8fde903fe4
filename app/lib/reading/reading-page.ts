// The one script of a page that is read (decision 031), built as its own small asset
// (components/layout/reading-scripts.tsx imports its URL): the custom elements of the header's menu, back to top, print
// and the guide's Register bar, the Contact Us link stepping aside, a failed cover's fallback, focus on the phase a
// guide was opened at, the visit's start (as every hydrated page records it) and the web app manifest's link.
import { rememberVisitStart } from '~/lib/visit-start'
import {
  focusLinkedPhase,
  ReadingBackToTop,
  ReadingMenu,
  ReadingPrint,
  ReadingShownAfter,
  replaceFailedImages,
  tuckContactLink,
} from './elements'

customElements.define('rw-menu', ReadingMenu)
customElements.define('rw-back-to-top', ReadingBackToTop)
customElements.define('rw-print', ReadingPrint)
customElements.define('rw-shown-after', ReadingShownAfter)
replaceFailedImages()
tuckContactLink()
focusLinkedPhase()
rememberVisitStart()

// As root.tsx links it on a hydrated page: after the load, since only "Add to Home screen" reads it.
if (!document.querySelector('link[rel="manifest"]')) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/site.webmanifest' }))
}
