import { cn } from '~/lib/cn'
import { Link } from 'react-router'
import { company, formatAddress, whatsappUrl } from '~/content/company'
import type { NavItem } from './site-nav'
import { MapEmbed } from './map-embed'
import { sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'

const legalLinks: NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Refund Policy', href: '/refund-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
]

const companyLinks: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Training studio', href: sitePaths.studio },
  { label: 'Software services', href: '/services' },
  { label: 'Blog', href: '/blogs' },
  { label: 'Careers', href: sitePaths.careers },
  { label: 'Our numbers', href: sitePaths.ourNumbers },
]

/** Every footer links to the careers page and to what our figures count, the studio's and the services' too. */
const everyFooter: NavItem[] = [
  { label: 'Careers', href: sitePaths.careers },
  { label: 'Our numbers', href: sitePaths.ourNumbers },
]

/**
 * The site footer's content (rendered through `SiteFooter`, which loads it after the page's own code): address, registration details, contact links, an on-demand map, and the section's own links.
 * `roomForButton`: the main site's floating Contact Us button rests over the footer's end, so its last line keeps clear
 * of it; the button steps aside while the contact details (marked `data-keep-clear`) are in view.
 */
export function SiteFooterContent({
  sectionTitle,
  sectionLinks,
  roomForButton = false,
}: {
  sectionTitle?: string
  sectionLinks?: NavItem[]
  roomForButton?: boolean
}) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div data-keep-clear>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm leading-6">{company.tagline}</p>
          <address className="mt-4 text-sm leading-6 not-italic">
            {company.legalName}
            <br />
            {formatAddress()}
          </address>
          <dl className="mt-4 space-y-1 text-xs text-slate-300">
            {company.registration.map((r) => (
              <div key={r.label} className="flex gap-2">
                <dt className="font-semibold text-slate-200">{r.label}:</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div data-keep-clear>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {company.phones.map((p) => (
              <li key={p.e164}>
                <a href={`tel:${p.e164}`} className="inline-flex items-center gap-2 hover:text-white">
                  <Icon name="phone" className="h-4 w-4 text-amber-400" />
                  <span>
                    {p.label}: {p.display}
                  </span>
                </a>
              </li>
            ))}
            {company.emails.map((e) => (
              <li key={e.address}>
                <a href={`mailto:${e.address}`} className="inline-flex items-center gap-2 break-all hover:text-white">
                  <Icon name="mail" className="h-4 w-4 shrink-0 text-amber-400" />
                  {e.address}
                </a>
              </li>
            ))}
            <li>
              <a
                href={whatsappUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Icon name="message-circle" className="h-4 w-4 text-amber-400" />
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <p className="mt-4 text-xs">{company.hours}</p>
        </div>

        <div className="grid grid-cols-2 gap-6 lg:grid-cols-1">
          <FooterLinks
            title={sectionTitle ?? 'Company'}
            links={sectionLinks ? [...sectionLinks, ...everyFooter] : companyLinks}
          />
          <FooterLinks title="Legal" links={legalLinks} />
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">Visit us</h2>
          <MapEmbed />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div
          className={cn(
            'mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8',
            roomForButton && 'pb-24 sm:pb-24',
          )}
        >
          {/* Prerendered pages carry the build year; a visitor's clock past New Year must not break hydration. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            {company.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
