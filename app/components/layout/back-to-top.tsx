import { useEffect, useState } from 'react'
import { Icon } from '~/components/ui/icon'

/** Scroll offset (px) above which the button shows. */
const THRESHOLD = 300

/**
 * Back-to-top button: shown while the page is scrolled more than 300 px; it scrolls to the top and moves keyboard
 * focus to `#{targetId}` (a focusable anchor at the very start of the layout), so the next Tab starts from the top.
 */
export function BackToTop({ targetId }: { targetId: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  function toTop() {
    document.getElementById(targetId)?.focus({ preventScroll: true })
    // html { scroll-behavior: smooth } animates this, except under prefers-reduced-motion.
    window.scrollTo({ top: 0 })
  }

  if (!visible) return null
  return (
    <button
      type="button"
      onClick={toTop}
      className="no-print fixed right-4 bottom-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg ring-1 ring-indigo-900/20 transition hover:bg-indigo-800 sm:right-6 sm:bottom-6"
    >
      <Icon name="arrow-up" className="h-5 w-5" />
      <span className="sr-only">Back to top</span>
    </button>
  )
}
