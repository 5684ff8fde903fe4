import type { Announcement } from '~/lib/site-notices'

interface AnnouncementNoticeProps {
  announcement: Announcement
  /** Its accessible name, e.g. 'Announcement'. */
  label: string
  defaultLinkText: string
  className?: string
}

/**
 * The site announcement staff set at /staff/site: a short text with an optional link, as a named region. A plain link
 * (a same-site path or https://, checked when saved), kept this small because it ships with three routes' first load.
 */
export function AnnouncementNotice({ announcement, label, defaultLinkText, className = '' }: AnnouncementNoticeProps) {
  return (
    <section
      aria-label={label}
      className={`rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 leading-6 text-slate-800 ${className}`}
    >
      {announcement.text}
      {announcement.linkHref ? (
        <>
          {' '}
          <a href={announcement.linkHref} className="font-semibold text-indigo-800 underline underline-offset-2">
            {announcement.linkText || defaultLinkText}
          </a>
        </>
      ) : null}
    </section>
  )
}
