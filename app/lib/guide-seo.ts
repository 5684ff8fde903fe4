import { company } from '~/content/company'
import type { Guide } from '~/content/schema'
import { absoluteUrl } from './site-url'

/** '{Guide title} Roadmap', without doubling a title that already ends in 'Roadmap'. */
export function roadmapTitle(guide: Pick<Guide, 'title'>): string {
  return /\broadmap$/i.test(guide.title) ? guide.title : `${guide.title} Roadmap`
}

/** schema.org Course for a roadmap guide: provider, level range, prerequisites and one syllabus section per phase. */
export function guideJsonLd(guide: Guide, path: string): object {
  const first = guide.phases[0]!.level
  const last = guide.phases.at(-1)!.level
  const prerequisites = [
    ...guide.facts.filter((fact) => /prerequisite/i.test(fact.label)).map((fact) => fact.value),
    ...(guide.requirementsNote ? [guide.requirementsNote] : []),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: roadmapTitle(guide),
    description: guide.intro,
    url: absoluteUrl(path),
    inLanguage: 'en-IN',
    isAccessibleForFree: true,
    educationalLevel: first === last ? first : `${first} to ${last}`,
    ...(prerequisites.length ? { coursePrerequisites: prerequisites } : {}),
    provider: {
      '@type': 'Organization',
      name: company.name,
      url: absoluteUrl('/'),
      sameAs: company.social.map((s) => s.url),
    },
    syllabusSections: guide.phases.map((phase) => ({
      '@type': 'Syllabus',
      name: `Phase ${phase.id}: ${phase.title}`,
      description: phase.objective,
    })),
    hasPart: guide.capstones.map((capstone) => ({
      '@type': 'CreativeWork',
      name: capstone.title,
      description: capstone.description,
    })),
  }
}
