import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { OPEN_CONTACT_EVENT } from '~/lib/contact-drawer'
import { useHydrated } from '~/components/ui/use-hydrated'
import { Icon } from '~/components/ui/icon'

// The drawer (its dialog and form) loads on first hover, focus or opening, keeping it out of every page's first load.
const loadForm = () => import('./contact-drawer-panel')
const ContactDrawerPanel = lazy(() => loadForm().then((m) => ({ default: m.ContactDrawerPanel })))

/** `?openContact=true` opens the drawer after 300 ms. */
const AUTO_OPEN_MS = 300

/**
 * The floating Contact Us button and its slide-in drawer (a native modal <dialog>: focus moves in, Escape closes,
 * focus returns). Without scripts the button is a link to the /enquiry page, which holds the same form.
 */
export function ContactDrawer() {
  const body = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()

  const [opened, setOpened] = useState(false)
  // Reopening after a sent enquiry, or for a demo request, starts a fresh form; otherwise typed values stay.
  const [formKey, setFormKey] = useState(0)
  const [message, setMessage] = useState<string>()
  const open = (prefill?: string) => {
    setOpened(true)
    if (body.current?.closest('dialog')?.open) return
    if (prefill !== undefined || body.current?.querySelector('#sent')) {
      setMessage(prefill)
      setFormKey((k) => k + 1)
    }
    setIsOpen(true)
  }
  const close = () => setIsOpen(false)

  useEffect(() => {
    const onOpen = (event: Event) => open((event as CustomEvent<string | undefined>).detail)
    window.addEventListener(OPEN_CONTACT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, onOpen)
  }, [])

  // The floating button never covers text: after every scroll or resize it looks at what lies under it, and it steps
  // aside (slides out of view) while any text is there, coming back over margins, gaps and backgrounds. Focus brings
  // it back, so a keyboard user can always reach it.
  const button = useRef<HTMLButtonElement>(null)
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    let frame = 0
    function check() {
      frame = 0
      const el = button.current
      if (!el || document.activeElement === el) return setTucked(false)
      setTucked(coversText(el))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [hydrated])

  const autoOpen = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(autoOpen.current), [])

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (params.get('openContact') !== 'true') return
    // The timer outlives this effect: removing the parameter changes the location and re-runs it.
    autoOpen.current = setTimeout(() => open(), AUTO_OPEN_MS)
    params.delete('openContact')
    const search = params.toString()
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    )
  }, [location.search, location.pathname, location.hash, navigate])

  const buttonClass =
    'no-print fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-amber-400 px-5 py-3 text-sm font-bold text-slate-900 shadow-lg ring-1 ring-amber-500/40 transition hover:bg-amber-300 sm:right-6 sm:bottom-6'

  return (
    <>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          onClick={() => open()}
          onPointerEnter={loadForm}
          onFocus={() => {
            setTucked(false)
            void loadForm()
          }}
          aria-haspopup="dialog"
          data-tucked={tucked || undefined}
          className={`${buttonClass} data-tucked:pointer-events-none data-tucked:translate-y-[calc(100%+2rem)] motion-reduce:transition-none`}
        >
          <Icon name="message-square-text" className="h-5 w-5" />
          Contact Us
        </button>
      ) : (
        <a href="/enquiry" className={buttonClass}>
          <Icon name="message-square-text" className="h-5 w-5" />
          Contact Us
        </a>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ContactDrawerPanel open={isOpen} onClose={close} bodyRef={body} formKey={formKey} message={message} />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * Whether text of the page lies under the button's resting box (offset* ignore the transform that tucks it away): the
 * elements found under a grid of points across the box, with the button out of the way, are checked line by line.
 */
function coversText(el: HTMLElement): boolean {
  const box = { left: el.offsetLeft, top: el.offsetTop, right: el.offsetLeft + el.offsetWidth }
  const bottom = box.top + el.offsetHeight
  const seen = new Set<Element>()
  for (const fx of [0, 0.25, 0.5, 0.75, 1])
    for (const fy of [0, 0.5, 1]) {
      const x = Math.min(box.left + el.offsetWidth * fx, window.innerWidth - 1)
      const y = Math.min(box.top + el.offsetHeight * fy, window.innerHeight - 1)
      for (const under of document.elementsFromPoint(x, y)) {
        if (under === el || el.contains(under)) continue
        // The topmost element under the point (what is drawn there), searched down to its text.
        if (!seen.has(under) && textOverlaps(under, { ...box, bottom })) return true
        seen.add(under)
        break
      }
    }
  return false
}

type Box = { left: number; top: number; right: number; bottom: number }
const overlaps = (r: Box, box: Box) =>
  r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom

/** Whether a line of text in the element overlaps the box; only children whose own box meets it are searched. */
function textOverlaps(node: Element, box: Box): boolean {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      if (!child.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(child)
      for (const r of range.getClientRects()) if (overlaps(r, box)) return true
    } else if (child instanceof Element) {
      const r = child.getBoundingClientRect()
      if ((r.width === 0 && r.height === 0) || overlaps(r, box)) if (textOverlaps(child, box)) return true
    }
  }
  return false
}
