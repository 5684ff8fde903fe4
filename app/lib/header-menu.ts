// What closes the header's menu (a native <details>, components/layout/site-nav.tsx), written once for both kinds of
// page: SiteNav's effect on a hydrated page, and <rw-menu> on a page that is read, served without React (decision 031,
// app/lib/reading/elements.ts). Without scripts the menu still opens and closes by its toggle; these add the rest.

/** Closes the menu; with `restoreFocus`, keyboard focus goes back to its toggle. */
export function closeMenu(menu: HTMLDetailsElement, restoreFocus = false): void {
  if (!menu.open) return
  menu.open = false
  if (restoreFocus) menu.querySelector('summary')?.focus()
}

/**
 * Closes the menu by its close button (`data-menu-close`) and Escape, focus back on the toggle, and by the overlay
 * (`data-menu-overlay`), a link choice and a press anywhere outside it. Returns what stops it.
 */
export function closeMenuOnLeave(menu: HTMLDetailsElement): () => void {
  const listening = new AbortController()
  const signal = listening.signal
  menu.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('[data-menu-close]')) closeMenu(menu, true)
      else if (target?.closest('[data-menu-overlay], a')) closeMenu(menu)
    },
    { signal },
  )
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') closeMenu(menu, true)
    },
    { signal },
  )
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (menu.open && !menu.contains(event.target as Node)) closeMenu(menu)
    },
    { signal },
  )
  return () => listening.abort()
}
