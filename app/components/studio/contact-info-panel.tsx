import { sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'

export interface ContactInfo {
  phones: { label: string; display: string; e164: string }[]
  emails: { label: string; address: string }[]
  address: string
  hours: string
  whatsappUrl: string
}

export interface ContactPanelCopy {
  title: string
  promise: string
  phonesLabel: string
  emailsLabel: string
  addressLabel: string
  hoursLabel: string
  whatsappLabel: string
  mentorLabel: string
}

function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-amber-300">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{label}</h3>
        <div className="mt-1 text-white">{children}</div>
      </div>
    </div>
  )
}

/** The studio contact page's information panel: phones, emails, address, hours, WhatsApp and the 24-hour promise. */
export function ContactInfoPanel({ info, copy }: { info: ContactInfo; copy: ContactPanelCopy }) {
  const icon = 'h-5 w-5'
  return (
    <section
      aria-labelledby="contact-info-title"
      className="rounded-3xl bg-gradient-to-br from-indigo-800 to-violet-900 p-6 text-white shadow-xl sm:p-8"
    >
      <h2 id="contact-info-title" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-amber-200">
        <Icon name="clock" className="h-4 w-4" />
        {copy.promise}
      </p>
      <div className="mt-8 space-y-6">
        <Row icon={<Icon name="phone" className={icon} />} label={copy.phonesLabel}>
          <ul className="space-y-1">
            {info.phones.map((p) => (
              <li key={p.e164}>
                <a href={`tel:${p.e164}`} className="font-semibold underline-offset-4 hover:underline">
                  {p.display}
                </a>{' '}
                <span className="text-sm text-indigo-100">({p.label})</span>
              </li>
            ))}
          </ul>
        </Row>
        <Row icon={<Icon name="mail" className={icon} />} label={copy.emailsLabel}>
          <ul className="space-y-1">
            {info.emails.map((e) => (
              <li key={e.address}>
                <a href={`mailto:${e.address}`} className="font-semibold break-all underline-offset-4 hover:underline">
                  {e.address}
                </a>{' '}
                <span className="text-sm text-indigo-100">({e.label})</span>
              </li>
            ))}
          </ul>
        </Row>
        <Row icon={<Icon name="map-pin" className={icon} />} label={copy.addressLabel}>
          <address className="leading-7 not-italic">{info.address}</address>
        </Row>
        <Row icon={<Icon name="clock" className={icon} />} label={copy.hoursLabel}>
          <p>{info.hours}</p>
        </Row>
      </div>
      <a
        href={info.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-indigo-900 shadow-sm hover:bg-indigo-50"
      >
        <Icon name="message-circle" className="h-5 w-5" />
        {copy.whatsappLabel}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={sitePaths.talk}
        className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
      >
        <Icon name="phone" className="h-5 w-5" />
        {copy.mentorLabel}
      </a>
    </section>
  )
}
