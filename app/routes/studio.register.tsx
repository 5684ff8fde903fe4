import { Link } from 'react-router'
import type { Route } from './+types/studio.register'
import { PageHeader } from '~/components/ui/page-header'
import { PriceTag } from '~/components/studio/price-tag'
import { RegistrationForm } from '~/components/studio/registration-form'
import { AnnouncementNotice } from '~/components/ui/announcement-notice'
import { REGISTRATION_LIMITS } from '~/forms/registration.schema'
import { bootcamps, findBootcamp } from '~/content/studio/bootcamps'
import { noticeCopy } from '~/content/studio/notices'
import { registerPage } from '~/content/studio/pages'
import { registrationTracks } from '~/content/studio/registration-tracks'
import { pageSeo } from '~/lib/seo'
import { forms } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { submitFromPage } from '~/server/forms.server'
import { sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'
import { currentSiteNotices } from '~/server/site-content.server'

// Rendered per request through the page cache, keyed with the site-content version (docs/decisions/011).
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const notices = await currentSiteNotices()
  const bootcamp = findBootcamp(params.get('bootcamp') ?? '')
  const track = registrationTracks.find((t) => t.value === params.get('track'))
  const { originalPrice, discountPrice } = bootcamps[0]!
  return {
    copy: registerPage,
    bootcamp: bootcamp ? { id: bootcamp.id, title: bootcamp.title } : undefined,
    track: track?.value,
    tracks: registrationTracks,
    fee: { price: discountPrice, originalPrice },
    batchText: batchText(bootcamp, bootcamp ? notices.batchByTrack[bootcamp.id] : notices.nextBatch),
    announcement: notices.announcement,
    notice: noticeCopy,
    limits: REGISTRATION_LIMITS,
    sent: params.get('sent') === '1',
  }
}

/** The chosen bootcamp's next batch, or the earliest of all when none is chosen; never one that has begun. */
function batchText(bootcamp: { title: string } | undefined, date: string | null | undefined): string {
  if (!date) return noticeCopy.registerNone
  const sentence = bootcamp ? noticeCopy.registerFor.replace('{bootcamp}', bootcamp.title) : noticeCopy.registerAny
  return sentence.replace('{date}', formatDate(date))
}

/** Without scripts the multipart form posts here: errors render with the values kept; success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms.registration)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioRegister', loaderData.copy.seo) : []

function trackHref(track: string, bootcamp?: string) {
  const query = new URLSearchParams({ ...(bootcamp ? { bootcamp } : {}), track })
  return `${sitePaths.studioRegister}?${query}#f-track`
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, bootcamp, track, tracks, fee, limits, sent, batchText, announcement, notice } = loaderData
  const heading = bootcamp ? `Register for ${bootcamp.title} Bootcamp` : copy.genericHeading
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={heading} lead={copy.lead} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-12 lg:px-8">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <RegistrationForm
            initial={actionData}
            sent={sent}
            tracks={tracks}
            defaultTrack={track}
            bootcampId={bootcamp?.id}
            limits={limits}
            copy={copy}
          />
        </div>
        <aside aria-label="About the bootcamp" className="space-y-6">
          {announcement ? (
            <AnnouncementNotice
              announcement={announcement}
              label={notice.announcementLabel}
              defaultLinkText={notice.defaultLinkText}
            />
          ) : null}
          <section aria-labelledby="batch-title" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="batch-title" className="text-lg font-bold text-slate-900">
              {notice.registerTitle}
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">{batchText}</p>
          </section>
          <section aria-labelledby="fee-title" className="rounded-2xl bg-indigo-50 p-6">
            <h2 id="fee-title" className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">
              {copy.fee.title}
            </h2>
            <PriceTag price={fee.price} originalPrice={fee.originalPrice} size="lg" className="mt-2" />
            <p className="mt-2 text-sm text-slate-700">{copy.fee.text}</p>
          </section>
          <section aria-labelledby="tracks-title" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="tracks-title" className="text-lg font-bold text-slate-900">
              {copy.tracksTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{copy.tracksLead}</p>
            <ul className="mt-5 space-y-4">
              {tracks.map((t) => (
                <li key={t.value} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    {t.value === track ? <Icon name="check" className="h-4 w-4 text-emerald-700" /> : null}
                    {t.label}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{t.description}</p>
                  {sent ? null : (
                    <Link
                      to={trackHref(t.value, bootcamp?.id)}
                      preventScrollReset
                      replace
                      aria-current={t.value === track ? 'true' : undefined}
                      className="mt-2 inline-block text-sm font-semibold text-indigo-700 hover:underline"
                    >
                      {copy.chooseTrack} {t.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  )
}
