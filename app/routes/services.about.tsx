import type { Route } from './+types/services.about'
import {
  AdvantagesAndGuarantees,
  AudienceCards,
  CapabilityGroups,
  OfferingsGrid,
  ProcessSteps,
  type Offering,
} from '~/components/services/about-sections'
import { PageHeader } from '~/components/ui/page-header'
import { CtaBand } from '~/components/ui/cta-band'
import { Section } from '~/components/ui/section'
import { servicesAbout } from '~/content/services/about'
import { maintenanceStat, servicesStatClaims } from '~/content/services/claims'
import { claimedFigures, type Figure } from '~/content/claims'
import { ClaimMark } from '~/components/ui/claim-mark'
import { currentClaims } from '~/server/claims/current.server'
import { findCoreService } from '~/content/services/core-services'
import { catalogueHref } from '~/content/services/urls'
import { pageSeo } from '~/lib/seo'
import { ServerHtml } from '~/components/ui/server-html'
import { withHtmlOnly } from '~/lib/render-only'

// Rendered per request through the page cache, keyed with the site-content version: the numbers are the claims staff
// keep with their basis (docs/decisions/022). Everything below the header is static copy: the first response carries
// it once, as HTML, which the first hydration keeps (`ServerHtml`); a client-side navigation's `.data` answer brings
// it as data (`withHtmlOnly`; issue 44: 1.7 KB brotli of the first response's hydration data).
export async function loader({ context }: Route.LoaderArgs) {
  // Offering titles and prices come from the catalogue, so the about page can never quote a stale price.
  const offerings: Offering[] = servicesAbout.offerings.items.map(({ serviceId, summary }) => {
    const service = findCoreService(serviceId)!
    return {
      id: service.id,
      title: service.title,
      icon: service.icon,
      summary,
      startingPrice: service.startingPrice,
      deliveryTime: service.deliveryTime,
      href: catalogueHref({ category: service.category }),
    }
  })
  const stats: Figure[] = [...claimedFigures(await currentClaims(), servicesStatClaims), maintenanceStat]
  const { seo, intro, ...sections } = servicesAbout
  return withHtmlOnly(
    { copy: { seo, intro }, stats },
    {
      sections: {
        ...sections,
        offerings: {
          eyebrow: sections.offerings.eyebrow,
          title: sections.offerings.title,
          lead: sections.offerings.lead,
          cards: offerings,
        },
      },
    },
    context,
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('servicesAbout', loaderData.copy.seo) : []

export default function ServicesAbout({ loaderData }: Route.ComponentProps) {
  const { copy, sections: page, stats } = loaderData
  return (
    <>
      <PageHeader {...copy.intro}>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm"
            >
              <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-indigo-700">
                {stat.value}
                {stat.basis ? <ClaimMark basis={stat.basis} className="ml-0.5" /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <ServerHtml>{page ? <Sections page={page} /> : null}</ServerHtml>
    </>
  )
}

function Sections({ page }: { page: NonNullable<Route.ComponentProps['loaderData']['sections']> }) {
  return (
    <>
      <Section id="mission" eyebrow={page.mission.eyebrow} title={page.mission.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {page.mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ProcessSteps title={page.mission.process.title} steps={page.mission.process.steps} />
        </div>
      </Section>
      <Section
        id="offerings"
        eyebrow={page.offerings.eyebrow}
        title={page.offerings.title}
        lead={page.offerings.lead}
        tone="tint"
      >
        <OfferingsGrid offerings={page.offerings.cards} />
      </Section>
      <Section
        id="capabilities"
        eyebrow={page.capabilities.eyebrow}
        title={page.capabilities.title}
        lead={page.capabilities.lead}
      >
        <CapabilityGroups groups={page.capabilities.groups} />
      </Section>
      <Section id="advantages" eyebrow={page.advantages.eyebrow} title={page.advantages.title} tone="tint">
        <AdvantagesAndGuarantees advantages={page.advantages.items} guarantees={page.guarantees} />
      </Section>
      <Section id="audiences" eyebrow={page.audiences.eyebrow} title={page.audiences.title} lead={page.audiences.lead}>
        <AudienceCards audiences={page.audiences.items} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  )
}
