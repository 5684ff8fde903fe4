import { Link } from 'react-router'
import type { Announcement } from '~/lib/site-notices'

interface AnnouncementNoticeProps {
  announcement: Announcement
  /** Its accessible name, e.g. 'Announcement'. */
  label: string
  defaultLinkText: string
  className?: string
}

/** The site announcement staff set at /staff/site: a short text with an optional link, as a named region. */
export function AnnouncementNotice({ announcement, label, defaultLinkText, className = '' }: AnnouncementNoticeProps) {
  const { linkHref } = announcement
  const linkText = announcement.linkText || defaultLinkText
  const linkClass = 'font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950'
  return (
    <section
      aria-label={label}
      className={`rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-slate-800 ${className}`}
    >
      <p className="leading-6">
        {announcement.text}
        {linkHref ? (
          <>
            {' '}
            {linkHref.startsWith('/') ? (
              <Link to={linkHref} className={linkClass}>
                {linkText}
              </Link>
            ) : (
              <a href={linkHref} rel="noopener noreferrer" className={linkClass}>
                {linkText}
              </a>
            )}
          </>
        ) : null}
      </p>
    </section>
  )
}
