import { PriceTag } from '~/components/studio/price-tag'
import { AnnouncementNotice } from '~/components/ui/announcement-notice'
import type { Fee } from '~/lib/batch-fee'
import type { Announcement } from '~/lib/site-notices'

export interface RegisterAsideProps {
  announcement: Announcement | null
  notice: { announcementLabel: string; defaultLinkText: string }
  fee?: { fee: Fee; originalPrice?: number }
  copy: { title: string; text: string }
}

/**
 * Beside the registration form: the site's announcement and the bootcamp's fee. Read, never used, so the register page
 * loads its code after its own (`loadLater`; the page's first-load JavaScript, docs/performance.md).
 */
export function RegisterAside({ announcement, notice, fee, copy }: RegisterAsideProps) {
  return (
    <>
      {announcement ? (
        <AnnouncementNotice
          announcement={announcement}
          label={notice.announcementLabel}
          defaultLinkText={notice.defaultLinkText}
        />
      ) : null}
      {fee ? (
        <section aria-labelledby="fee-title" className="rounded-2xl bg-indigo-50 p-6">
          <h2 id="fee-title" className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">
            {copy.title}
          </h2>
          <PriceTag fee={fee.fee} originalPrice={fee.originalPrice} size="lg" className="mt-2" />
          <p className="mt-2 text-sm text-slate-700">{copy.text}</p>
        </section>
      ) : null}
    </>
  )
}
