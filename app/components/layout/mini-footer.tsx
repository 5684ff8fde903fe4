import { Link } from 'react-router'
import { companyNames } from '~/content/company-names'
import type { NavItem } from './site-nav'

const legalLinks: NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Refund Policy', href: '/refund-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
]

/** The minimal layout's one-line footer: legal name, a way back to the section's index, the legal pages. */
export function MiniFooter({ back }: { back: NavItem }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        {/* Prerendered pages carry the build year; a visitor's clock past New Year must not break hydration. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {companyNames.legalName}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {[back, ...legalLinks].map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="font-medium text-slate-700 underline-offset-4 hover:text-indigo-800 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
