/** Window event that opens the main site's contact drawer (SPEC §2). Any component may dispatch it. */
export const OPEN_CONTACT_EVENT = 'openContactForm'

export function openContactDrawer() {
  window.dispatchEvent(new Event(OPEN_CONTACT_EVENT))
}
