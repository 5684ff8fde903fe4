import type { RefObject } from 'react'
import { FieldIdPrefix } from '~/components/forms/field'
import { Dialog } from '~/components/ui/dialog'
import { EnquiryForm } from './enquiry-form'

interface ContactDrawerPanelProps {
  open: boolean
  onClose: () => void
  /** The drawer's body, for the button's checks (is the drawer open, is a sent message showing). */
  bodyRef: RefObject<HTMLDivElement | null>
  /** A new key starts a fresh form. */
  formKey: number
  /** Text to start the message with (a demo request). */
  message?: string
}

/**
 * The slide-in drawer with the enquiry form: its own chunk, loaded on the first hover, focus or opening of the Contact
 * Us button, so no page's first load carries the dialog or the form (contact-drawer.tsx).
 */
export function ContactDrawerPanel({ open, onClose, bodyRef, formKey, message }: ContactDrawerPanelProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="contact-drawer-title"
      closeLabel="Close contact form"
      variant="drawer"
    >
      <div className="border-b border-slate-200 py-5 pr-16 pl-6">
        <h2 id="contact-drawer-title" className="text-xl font-bold text-slate-900">
          Talk to a mentor
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Questions about a course or a project? Leave your details and we will call you back.
        </p>
      </div>
      <div ref={bodyRef} className="px-6 py-6">
        {/* The page under the drawer may have a form with the same fields (careers, the booking pages). */}
        <FieldIdPrefix value="drawer-">
          <EnquiryForm key={formKey} onClose={onClose} message={message} />
        </FieldIdPrefix>
      </div>
    </Dialog>
  )
}
