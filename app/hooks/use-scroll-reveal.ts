import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Fades `[data-reveal]` sections in as they scroll into view. Content is visible in the HTML; only sections still
 * below the fold when scripts run are hidden, and nothing is hidden under prefers-reduced-motion.
 * `data-reveal="0.15"` sets the visible fraction that triggers it (default 0.3).
 */
export function useScrollReveal() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observers: IntersectionObserver[] = []
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
      const threshold = Number(el.dataset.reveal) || 0.3
      let first = true
      // The observer's first report says where the section is; asking with getBoundingClientRect() here would force
      // a layout of the whole page inside the hydration task.
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return
          if (first) {
            first = false
            const below = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight)
            if (!entry.isIntersecting && below) el.classList.add('reveal-pending')
            else observer.disconnect() // on screen (or scrolled past) when scripts ran: it stays as it is
            return
          }
          if (!entry.isIntersecting) return
          el.classList.remove('reveal-pending')
          observer.disconnect()
        },
        { threshold },
      )
      observer.observe(el)
      observers.push(observer)
    }
    return () => {
      for (const observer of observers) observer.disconnect()
      for (const el of document.querySelectorAll('.reveal-pending')) el.classList.remove('reveal-pending')
    }
  }, [pathname])
}
