import { useEffect, useRef, type ReactNode } from 'react'
import { Icon } from '~/components/ui/icon'

/**
 * The confirmation shown once the server has stored a submission. It takes focus and comes into view wherever the
 * form was (a long form collapses to it, far above the viewport on a phone): `autofocus` does it for the ?sent=1 page
 * a visitor without scripts lands on, the effect does it in place with scripts. role="status" announces it.
 */
export function SentPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = panel.current
    if (!el) return
    el.focus({ preventScroll: true })
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
  }, [])
  return (
    <div
      ref={panel}
      id="sent"
      role="status"
      tabIndex={-1}
      autoFocus
      className="flex scroll-mt-24 flex-col items-center rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <Icon name="circle-check" className="h-12 w-12 text-emerald-600" />
      <p className="mt-4 text-xl font-bold text-slate-900">{title}</p>
      <p className="mt-2 max-w-sm text-slate-700">{text}</p>
      {children}
    </div>
  )
}
