import { registrationUploads, uploadField } from '~/forms/uploads'
import type { Route } from './+types/studio.register'
import { PageHeader } from '~/components/ui/page-header'
import { RegistrationForm } from '~/components/studio/registration-form'
import { REGISTRATION_LIMITS } from '~/forms/registration.schema'
import { noticeCopy } from '~/content/studio/notices'
import { registerPage } from '~/content/studio/pages'
import { registrationBootcampOptions, registrationTracks } from '~/content/studio/registration-tracks'
import { findTrack } from '~/content/studio/tracks'
import { bootcampFee, nextSteps, whatHappensNext } from '~/content/studio/what-happens-next'
import { pageSeo } from '~/lib/seo'
import { fillTemplate } from '~/lib/format'
import { offeredBootcamp, offeredFee, seatLine } from '~/lib/site-notices'
import { plainFee } from '~/lib/batch-fee'
import { payWayPhrases } from '~/content/studio/payment-ways'
import { feeText } from '~/content/studio/fee'
import { payWays } from '~/server/fees/payment-settings.server'
import { SUBMISSION_REFERENCE } from '~/lib/submission-reference'
import { registrationConfirmation } from '~/content/studio/registration-confirmation'
import { forms } from '~/forms/registry'
import { submitFromPage } from '~/server/forms.server'
import { currentCatalogue, shownBootcamp } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { loadLater } from '~/lib/load-later'

// The announcement and the fee beside the form are only read: their code (the price tag's formatting and fee rules
// among it) loads after the page's own, which keeps the page within its first-load budget (docs/performance.md).
const RegisterAside = loadLater(() => import('~/components/studio/register-aside').then((m) => m.RegisterAside))

// Rendered per request through the page cache, keyed with the site-content version (docs/decisions/011): the batch
// dates, and the bootcamps and fees of the catalogue staff edit (a hidden bootcamp is not offered; decision 014).
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const sent = params.get('sent') === '1'
  const ref = params.get('ref') ?? ''
  const reference = sent && SUBMISSION_REFERENCE.test(ref) ? ref : null
  const [notices, catalogue] = await Promise.all([currentSiteNotices(), currentCatalogue()])
  const { bootcamps } = catalogue
  // ?bootcamp= names it; ?track= may be a studio track key ('MernStack') or a guide slug ('ds') instead of a
  // registration track ('mentor'), and then names the bootcamp.
  const trackParam = params.get('track') ?? ''
  const bootcamp =
    shownBootcamp(catalogue, params.get('bootcamp') ?? '') ??
    shownBootcamp(catalogue, findTrack(trackParam)?.bootcampId ?? '') ??
    bootcamps.find((b) => b.guideSlug === trackParam)
  const track = registrationTracks.find((t) => t.value === trackParam)
  // The named bootcamp's batch and fee, or the earliest batch's and what it charges (lib/batch-fee.ts).
  const offered = offeredBootcamp(notices, bootcamps, bootcamp?.id)
  const fee = offered ? offeredFee(notices, offered) : undefined
  const ways = payWays()
  return {
    copy: registerPage,
    bootcamp: bootcamp ? { id: bootcamp.id, title: bootcamp.title } : undefined,
    track: track?.value,
    tracks: registrationTracks,
    uploads: registrationUploads.map(uploadField),
    bootcamps: registrationBootcampOptions(bootcamps),
    fee: offered && fee ? { fee, originalPrice: offered.originalPrice } : undefined,
    next: {
      title: whatHappensNext.title,
      steps: nextSteps({
        batchDate: bootcamp ? notices.batchByTrack[bootcamp.id] : notices.nextBatch,
        bootcampTitle: bootcamp?.title,
        fee: fee ?? plainFee(bootcampFee),
        seats: bootcamp ? seatLine(notices.seatsByTrack[bootcamp.id], noticeCopy.seats) : null,
        ways,
      }),
    },
    announcement: notices.announcement,
    notice: noticeCopy,
    limits: REGISTRATION_LIMITS,
    sent,
    confirmation: reference
      ? {
          copy: registrationConfirmation,
          data: {
            reference,
            bootcamp: bootcamp?.title ?? null,
            bootcampId: bootcamp?.id ?? null,
            batch:
              bootcamp && notices.batchByTrack[bootcamp.id]
                ? {
                    startsOn: notices.batchByTrack[bootcamp.id]!,
                    full: notices.seatsByTrack[bootcamp.id]?.full ?? false,
                  }
                : null,
            fee: fee ? feeText(fee) : null,
            pay: payWayPhrases(ways),
          },
        }
      : null,
  }
}

/** Without scripts the multipart form posts here: errors render with the values kept; success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms.registration)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioRegister', loaderData.copy.seo) : []

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, bootcamp, track, tracks, bootcamps, fee, limits, uploads, sent, next, announcement, notice } =
    loaderData
  const { confirmation } = loaderData
  // Once registered, the header says so and gives the reference rather than asking for fields.
  const heading = confirmation
    ? confirmation.copy.heading
    : bootcamp
      ? `Register for ${bootcamp.title} Bootcamp`
      : copy.genericHeading
  const lead = confirmation
    ? fillTemplate(confirmation.copy.lead, { reference: confirmation.data.reference })
    : copy.lead
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={heading} lead={lead} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-12 lg:px-8">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <RegistrationForm
            initial={actionData}
            sent={sent}
            tracks={tracks}
            bootcamps={bootcamps}
            defaultTrack={track}
            bootcampId={bootcamp?.id}
            limits={limits}
            uploads={uploads}
            copy={copy}
            next={next}
            confirmation={confirmation}
          />
        </div>
        <aside aria-label="About the bootcamp" className="space-y-6">
          <RegisterAside announcement={announcement} notice={notice} fee={fee} copy={copy.fee} />
        </aside>
      </div>
    </>
  )
}
