/**
 * What the floating Contact Us control steps aside for while it is in view: the page's forms, and what a page marks
 * `data-keep-clear` (the footer's contact details, the pay page's UPI and bank details). The button of a hydrated page
 * (components/main/contact-drawer.tsx) and the link of a page that is read (lib/reading/elements.ts) both do.
 */
export const STEP_ASIDE_FOR = 'main form, [data-keep-clear]'

/**
 * Tells `onChange` whether the floating `control` should step aside: while any of `STEP_ASIDE_FOR` is in view, unless
 * the control has focus (a keyboard user can always reach it). Returns the function that stops watching. Where a
 * browser has no IntersectionObserver the control stays.
 */
export function observeStepAside(control: () => Element | null, onChange: (tucked: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const inView = new Set<Element>()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target)
      else inView.delete(entry.target)
    }
    onChange(inView.size > 0 && document.activeElement !== control())
  })
  for (const el of document.querySelectorAll(STEP_ASIDE_FOR)) observer.observe(el)
  return () => observer.disconnect()
}

/** Window event that opens the main site's contact drawer. Any component may dispatch it. */
export const OPEN_CONTACT_EVENT = 'openContactForm'

/** A request made before the drawer's code had arrived (it loads after the page's own): the drawer takes it on mount. */
let pending: { message?: string } | undefined

/**
 * Opens the drawer; `message` starts the enquiry's message (a product demo request, say). The drawer answers the
 * event with `preventDefault()`; a request nobody answered waits for the drawer (`takePendingOpen`).
 */
export function openContactDrawer(message?: string) {
  const answered = !window.dispatchEvent(
    new CustomEvent<string | undefined>(OPEN_CONTACT_EVENT, { detail: message, cancelable: true }),
  )
  pending = answered ? undefined : { message }
}

/** The request made before the drawer was there, once. */
export function takePendingOpen() {
  const request = pending
  pending = undefined
  return request
}
