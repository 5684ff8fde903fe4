import type { ReactNode } from 'react'
import { Icon } from '~/components/ui/icon'

interface ContactDetailsProps {
  phones: readonly { label: string; display: string; e164: string }[]
  email: string
  address: string
  hours: string
  whatsappUrl: string
  replyPromise: string
}

/** The services contact information panel: phones, services email, address, hours, WhatsApp and reply time. */
export function ContactDetails({ phones, email, address, hours, whatsappUrl, replyPromise }: ContactDetailsProps) {
  return (
    <ul className="space-y-5">
      <Item icon={<Icon name="phone" className="h-5 w-5" />} label="Phone">
        {phones.map((p) => (
          <a
            key={p.e164}
            href={`tel:${p.e164}`}
            className="block font-semibold text-slate-900 underline-offset-4 hover:text-indigo-800 hover:underline"
          >
            {p.display} <span className="font-normal text-slate-600">({p.label})</span>
          </a>
        ))}
      </Item>
      <Item icon={<Icon name="mail" className="h-5 w-5" />} label="Email">
        <a
          href={`mailto:${email}`}
          className="font-semibold break-all text-slate-900 underline-offset-4 hover:text-indigo-800 hover:underline"
        >
          {email}
        </a>
      </Item>
      <Item icon={<Icon name="message-circle" className="h-5 w-5" />} label="WhatsApp">
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-slate-900 underline-offset-4 hover:text-indigo-800 hover:underline"
        >
          Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Item>
      <Item icon={<Icon name="map-pin" className="h-5 w-5" />} label="Office">
        <address className="text-slate-800 not-italic">{address}</address>
      </Item>
      <Item icon={<Icon name="clock" className="h-5 w-5" />} label="Hours">
        <p className="text-slate-800">{hours}</p>
      </Item>
      <Item icon={<Icon name="reply" className="h-5 w-5" />} label="Response time">
        <p className="font-semibold text-emerald-800">{replyPromise}</p>
      </Item>
    </ul>
  )
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  )
}
