/** Window event that opens the main site's contact drawer. Any component may dispatch it. */
export const OPEN_CONTACT_EVENT = 'openContactForm'

/** Opens the drawer; `message` starts the enquiry's message (a product demo request, say). */
export function openContactDrawer(message?: string) {
  window.dispatchEvent(new CustomEvent<string | undefined>(OPEN_CONTACT_EVENT, { detail: message }))
}
