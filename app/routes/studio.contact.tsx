import type { Route } from './+types/studio.contact'
import { ContactInfoPanel } from '~/components/studio/contact-info-panel'
import { PageHeader } from '~/components/ui/page-header'
import { StudioContactForm } from '~/components/studio/studio-contact-form'
import { company, formatAddress, whatsappUrl } from '~/content/company'
import { contactCourseOptions } from '~/content/studio/contact-courses'
import { contactPage } from '~/content/studio/pages'
import { pageSeo } from '~/lib/seo'
import { forms } from '~/forms/registry'
import { submitFromPage } from '~/server/forms.server'
import { currentCatalogue, shownBootcamp } from '~/server/catalogue/current.server'
import { EnrolPanel } from '~/components/studio/enrol-panel'
import { enrolPanel } from '~/content/studio/enrol-panel'
import { noticeCopy } from '~/content/studio/notices'
import { sitePaths } from '~/content/site-routes'
import { offeredBootcamp, offeredFee, seatLine } from '~/lib/site-notices'
import { plainFee } from '~/lib/batch-fee'
import { payWays } from '~/server/fees/payment-settings.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { talkPath } from '~/lib/talk-link'
import { bootcampFee, nextSteps, whatHappensNext } from '~/content/studio/what-happens-next'

// Rendered per request through the page cache, keyed with the site-content version (the next batch date).
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const course = params.get('course')
  const [notices, catalogue] = await Promise.all([currentSiteNotices(), currentCatalogue()])
  const { nextBatch } = notices
  const { crashCourses } = catalogue
  // Reached from a bootcamp's Enroll Now: that bootcamp's next batch and fee lead, with Register for this batch.
  const bootcamp = course ? shownBootcamp(catalogue, course) : undefined
  const offered = offeredBootcamp(notices, catalogue.bootcamps, bootcamp?.id)
  const crash = crashCourses.find((c) => c.id === params.get('crash'))
  // The studio's own address comes first.
  const emails = [...company.emails].sort(
    (a, b) => Number(b.label === 'Training studio') - Number(a.label === 'Training studio'),
  )
  return {
    copy: contactPage,
    next: {
      title: whatHappensNext.title,
      // The chosen bootcamp's batch and fee; without one, the earliest batch and what it charges.
      steps: nextSteps({
        batchDate: bootcamp ? notices.batchByTrack[bootcamp.id] : nextBatch,
        bootcampTitle: bootcamp?.title,
        fee: offered ? offeredFee(notices, offered) : plainFee(bootcampFee),
        seats: bootcamp ? seatLine(notices.seatsByTrack[bootcamp.id], noticeCopy.seats) : null,
        ways: payWays(),
      }),
    },
    courseOptions: contactCourseOptions,
    defaultCourse: contactCourseOptions.some((o) => o.value === course) ? course! : undefined,
    crashCourses: crashCourses.map((c) => ({ id: c.id, title: c.title })),
    crashCourse: crash ? { id: crash.id, title: crash.title } : undefined,
    enrol: bootcamp
      ? {
          copy: enrolPanel,
          course: {
            title: bootcamp.title,
            registerHref: `${sitePaths.studioRegister}?bootcamp=${bootcamp.id}`,
            talkHref: talkPath(bootcamp.id),
            batch: notices.batchByTrack[bootcamp.id] ?? null,
            seats: seatLine(notices.seatsByTrack[bootcamp.id], noticeCopy.seats),
            fee: offeredFee(notices, bootcamp),
            originalPrice: bootcamp.originalPrice,
          },
        }
      : null,
    sent: params.get('sent') === '1',
    info: {
      phones: company.phones,
      emails: emails.filter((e) => e.label !== 'Software services'),
      address: formatAddress(),
      hours: company.hours,
      whatsappUrl: whatsappUrl(),
    },
  }
}

/** Without scripts the form posts here: errors render with the values kept; success lands on ?sent=1. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFromPage(request, context, forms['studio-contact'])
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioContact', loaderData.copy.seo) : []

export default function StudioContact({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, info, courseOptions, defaultCourse, sent, next, enrol } = loaderData
  // After a failed post without scripts the URL has lost ?crash=; the kept values still name the crash course.
  const keptCrash =
    actionData && !actionData.ok
      ? loaderData.crashCourses.find((c) => c.id === actionData.values.crashCourse)
      : undefined
  const crashCourse = loaderData.crashCourse ?? keptCrash
  return (
    <>
      <PageHeader {...copy.hero} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-12 lg:px-8">
        <div className="space-y-8">
          {enrol && !sent ? <EnrolPanel copy={enrol.copy} course={enrol.course} /> : null}
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <StudioContactForm
              initial={actionData}
              sent={sent}
              courseOptions={courseOptions}
              defaultCourse={defaultCourse}
              crashCourse={crashCourse}
              copy={copy.form}
              next={next}
            />
          </div>
        </div>
        <ContactInfoPanel info={info} copy={copy.panel} />
      </div>
    </>
  )
}
