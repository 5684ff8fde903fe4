import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { OPEN_CONTACT_EVENT, observeStepAside, takePendingOpen } from '~/lib/contact-drawer'
import { useHydrated } from '~/components/ui/use-hydrated'
import { Icon } from '~/components/ui/icon'

// The drawer (its dialog and form) loads on first hover, focus or opening, keeping it out of every page's first load.
const loadForm = () => import('./contact-drawer-panel')
const ContactDrawerPanel = lazy(() => loadForm().then((m) => ({ default: m.ContactDrawerPanel })))

/** `?openContact=true` opens the drawer after 300 ms. */
const AUTO_OPEN_MS = 300

/**
 * The floating Contact Us button and its slide-in drawer (a native modal <dialog>: focus moves in, Escape closes,
 * focus returns). Without scripts the button is a link to the /enquiry page, which holds the same form; on a page
 * that is read (decision 031) it stays that link, and the page's small module makes it step aside as the button does.
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
    const onOpen = (event: Event) => {
      event.preventDefault() // answered: openContactDrawer keeps no pending request
      open((event as CustomEvent<string | undefined>).detail)
    }
    window.addEventListener(OPEN_CONTACT_EVENT, onOpen)
    // A "Talk to a Mentor" pressed before this code arrived (it loads after the page's own: routes/_main.tsx).
    const request = takePendingOpen()
    if (request) open(request.message)
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, onOpen)
  }, [])

  // The floating button never covers a form control or details marked `data-keep-clear`: while a form of the page or
  // such details are in view (the form is the way to contact us), it steps aside (slides out of view); otherwise it is
  // there. The page leaves room for it at its end (SiteFooter's `roomForButton`), so it covers no last line. Focus
  // brings it back, so a keyboard user can always reach it.
  const button = useRef<HTMLButtonElement>(null)
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    if (!hydrated) return
    return observeStepAside(() => button.current, setTucked)
  }, [hydrated, location.key])

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

  // `data-tucked` is set while it steps aside: by the effect above on the button, by the reading module on the link.
  const buttonClass =
    'no-print fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-amber-400 px-5 py-3 text-sm font-bold text-slate-900 shadow-lg ring-1 ring-amber-500/40 transition hover:bg-amber-300 sm:right-6 sm:bottom-6 data-tucked:pointer-events-none data-tucked:translate-y-[calc(100%+2rem)] motion-reduce:transition-none'

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
          data-contact-float
          className={buttonClass}
        >
          <Icon name="message-square-text" className="h-5 w-5" />
          Contact Us
        </button>
      ) : (
        <a href="/enquiry" data-contact-float className={buttonClass}>
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
