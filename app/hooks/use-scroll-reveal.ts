import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Fades `[data-reveal]` sections in as they scroll into view. Content is visible in the HTML; only sections still
 * below the fold when scripts run are hidden, and nothing is hidden under prefers-reduced-motion or in print.
 * A section starts to fade in as soon as its top enters the viewport: the trigger is the viewport's edge, not a share of
 * the section's own height, which a section taller than the screen (a guide's syllabus on a phone) could never reach.
 */
export function useScrollReveal() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const pending = new Set<Element>()
    // The observer's first report says where each section is; asking with getBoundingClientRect() here would force a
    // layout of the whole page inside the hydration task.
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target
        if (!pending.has(el)) {
          pending.add(el)
          const below = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight)
          if (!entry.isIntersecting && below) el.classList.add('reveal-pending')
          else observer.unobserve(el) // on screen (or scrolled past) when scripts ran: it stays as it is
        } else if (entry.isIntersecting) {
          el.classList.remove('reveal-pending')
          observer.unobserve(el)
        }
      }
    })
    for (const el of document.querySelectorAll('[data-reveal]')) observer.observe(el)
    return () => {
      observer.disconnect()
      for (const el of document.querySelectorAll('.reveal-pending')) el.classList.remove('reveal-pending')
    }
  }, [pathname])
}
