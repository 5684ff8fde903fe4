import { MessageSquareText, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { OPEN_CONTACT_EVENT } from '~/lib/contact-drawer'
import { useHydrated } from '~/lib/use-hydrated'

// The form loads on first hover, focus or opening of the drawer, keeping it out of every page's first load.
const loadForm = () => import('./enquiry-form')
const EnquiryForm = lazy(() => loadForm().then((m) => ({ default: m.EnquiryForm })))

/** SPEC §4: `?openContact=true` opens the drawer after 300 ms. */
const AUTO_OPEN_MS = 300

/**
 * The floating Contact Us button and its slide-in drawer (a native modal <dialog>: focus moves in, Escape closes,
 * focus returns). Without scripts the button is a link to the /enquiry page, which holds the same form.
 */
export function ContactDrawer() {
  const dialog = useRef<HTMLDialogElement>(null)
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()

  const [opened, setOpened] = useState(false)
  const open = () => {
    setOpened(true)
    if (!dialog.current?.open) dialog.current?.showModal()
  }

  useEffect(() => {
    window.addEventListener(OPEN_CONTACT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, open)
  }, [])

  const autoOpen = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(autoOpen.current), [])

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (params.get('openContact') !== 'true') return
    // The timer outlives this effect: removing the parameter changes the location and re-runs it.
    autoOpen.current = setTimeout(open, AUTO_OPEN_MS)
    params.delete('openContact')
    const search = params.toString()
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true })
  }, [location.search, location.pathname, location.hash, navigate])

  const buttonClass =
    'no-print fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-amber-400 px-5 py-3 text-sm font-bold text-slate-900 shadow-lg ring-1 ring-amber-500/40 transition hover:bg-amber-300 sm:right-6 sm:bottom-6'

  return (
    <>
      {hydrated ? (
        <button type="button" onClick={open} onPointerEnter={loadForm} onFocus={loadForm} aria-haspopup="dialog" className={buttonClass}>
          <MessageSquareText aria-hidden="true" className="h-5 w-5" />
          Contact Us
        </button>
      ) : (
        <a href="/enquiry" className={buttonClass}>
          <MessageSquareText aria-hidden="true" className="h-5 w-5" />
          Contact Us
        </a>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="contact-drawer-title"
        className="drawer m-0 ml-auto h-dvh max-h-none w-full max-w-md overflow-y-auto bg-white p-0 shadow-2xl"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close() // backdrop click
        }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
          <div>
            <h2 id="contact-drawer-title" className="text-xl font-bold text-slate-900">
              Talk to a mentor
            </h2>
            <p className="mt-1 text-sm text-slate-600">Questions about a course or a project? Leave your details and we will call you back.</p>
          </div>
          <button type="button" onClick={() => dialog.current?.close()} className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close contact form</span>
          </button>
        </div>
        <div className="px-6 py-6">
          {opened ? (
            <Suspense fallback={<p className="py-10 text-center text-slate-600">Loading the form…</p>}>
              <EnquiryForm />
            </Suspense>
          ) : null}
        </div>
      </dialog>
    </>
  )
}
