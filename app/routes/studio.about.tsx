import { ProseWithPoints } from '~/components/ui/prose-with-points'
import type { Route } from './+types/studio.about'
import { Icon } from '~/components/ui/icon'
import { CtaBand } from '~/components/ui/cta-band'
import { IconCards } from '~/components/studio/icon-cards'
import { PageHeader } from '~/components/ui/page-header'
import { Section } from '~/components/ui/section'
import { studioAbout } from '~/content/studio/pages'
import { studioBandFigures } from '~/content/studio/stats'
import { ClaimMark } from '~/components/ui/claim-mark'
import { currentClaims } from '~/server/claims/current.server'
import { pageSeo } from '~/lib/seo'
import { ProfileCards } from '~/components/ui/profile-cards'
import { profileCardCopy } from '~/content/profiles'
import { currentProfiles } from '~/server/profiles/current.server'

// Rendered per request through the page cache, keyed with the site-content version: the numbers are the claims staff
// keep with their basis, the mentors the profiles staff publish (docs/decisions/022).
export async function loader() {
  const [claims, mentors] = await Promise.all([currentClaims(), currentProfiles('mentor')])
  return {
    copy: studioAbout,
    statistics: studioBandFigures(claims),
    people: mentors,
    cardCopy: profileCardCopy,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioAbout', loaderData.copy.seo) : []

export default function StudioAbout({ loaderData }: Route.ComponentProps) {
  const { copy, statistics, people, cardCopy } = loaderData
  const { mission, mentors, highlights, achievements } = copy
  return (
    <>
      <PageHeader {...copy.hero} />

      <Section id="mission" eyebrow={mission.eyebrow} title={mission.title}>
        <ProseWithPoints paragraphs={mission.paragraphs} points={mission.principles} />
      </Section>

      {/* Only named mentors: until staff publish one (/staff/profiles), the section is left out. */}
      {people.length > 0 ? (
        <Section id="mentors" eyebrow={mentors.eyebrow} title={mentors.title} lead={mentors.lead} tone="tint">
          <ProfileCards profiles={people} copy={cardCopy} />
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h3 className="text-lg font-bold text-slate-900">How mentoring works</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {mentors.practices.map((practice) => (
                <li key={practice} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  {practice}
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ) : null}

      <Section id="highlights" eyebrow={highlights.eyebrow} title={highlights.title}>
        <IconCards items={highlights.items} />
      </Section>

      <Section id="achievements" eyebrow={achievements.eyebrow} title={achievements.title} tone="dark">
        {statistics.length > 0 ? (
          <dl className="mb-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {statistics.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse gap-1 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
              >
                <dt className="text-sm font-medium text-slate-300">{stat.label}</dt>
                <dd className="text-4xl font-extrabold text-white">
                  {stat.value}
                  {stat.basis ? <ClaimMark basis={stat.basis} className="ml-0.5 text-amber-300" /> : null}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ul className="grid gap-4 md:grid-cols-2">
          {achievements.milestones.map((m) => (
            <li key={m} className="flex gap-3 text-slate-200">
              <Icon name="trophy" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
              {m}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="about-cta" {...copy.cta} />
    </>
  )
}
