import { bootcamps } from '../studio/bootcamps'
import type { ProjectCategory } from '../studio/schema'
import { CRASH_COURSE_CHOICE } from '../studio/contact-courses'
import type { Guide } from '../schema'
import type { GuideSlug } from './index'
import { sitePaths } from '../site-routes'

/** Showcase filter with the projects closest to each roadmap. */
const projectCategory: Record<GuideSlug, ProjectCategory> = {
  frontend: 'frontend',
  backend: 'backend',
  fullstack: 'fullstack',
  mern: 'fullstack',
  aiml: 'ai',
  genai: 'ai',
  ds: 'data',
  dataanalytics: 'data',
  dataengineer: 'data',
  android: 'mobile',
  cloud: 'backend',
  devops: 'backend',
}

export interface GuideNextSteps {
  /** How the self-paced guide and the live bootcamp relate: two lengths, two counts, said as two things. */
  pace: string
  title: string
  text: string
  links: { label: string; href: string }[]
  /**
   * The bootcamp's next batch in words ('5 January 2027 · Online · 2 seats left'), added by the guide's loader from
   * the batches staff run (docs/decisions/018); absent for a roadmap without a bootcamp.
   */
  batch?: { label: string; text: string }
}

function fact(guide: Guide, label: string): string | undefined {
  return guide.facts.find((f) => f.label === label)?.value
}

/** The pace note for the guide header and the call to action that ends every roadmap guide. */
export function guideNextSteps(guide: Guide): GuideNextSteps {
  const slug = guide.slug as GuideSlug
  const bootcamp = bootcamps.find((b) => b.guideSlug === slug)
  const selfPaced = fact(guide, 'Self-paced duration')
  const effort = fact(guide, 'Weekly effort')
  const reading = `Read on your own, this guide's ${guide.phases.length} phases take about ${selfPaced}${effort ? ` at ${effort} a week` : ''}.`
  const projects = {
    label: 'See related student projects',
    href: `${sitePaths.studioProjects}?category=${projectCategory[slug]}`,
  }
  if (!bootcamp) {
    return {
      pace: `${reading} There is no live bootcamp for this roadmap yet; our crash courses teach parts of it with a mentor.`,
      title: 'Want a mentor for this roadmap?',
      text: 'Tell us where you are on the roadmap and what you want to reach. A mentor replies within a working day with the crash courses that fit, their next start dates and fees.',
      links: [
        { label: 'Browse crash courses', href: sitePaths.studioCourses },
        {
          label: 'Ask about this course',
          // The two roadmaps without a bootcamp of their own are taught in crash courses.
          href: `${sitePaths.studioContact}?course=${CRASH_COURSE_CHOICE}`,
        },
        projects,
      ],
    }
  }
  return {
    pace: `${reading} The live ${bootcamp.title} bootcamp covers this roadmap's core in ${bootcamp.duration.toLowerCase()} of mentor-led classes, organised as ${bootcamp.phases} bootcamp modules.`,
    title: `Learn it in the ${bootcamp.title} bootcamp`,
    // The bootcamp's own project count, told apart from the guide's capstones (Android: 6 bootcamp projects, 10
    // capstones in the guide), so the two numbers on one page do not read as a contradiction.
    text: `${bootcamp.duration.toLowerCase()} of live classes, ${bootcamp.projects.length} bootcamp projects reviewed by a mentor (the ${guide.capstones.length} capstones above stay yours to build on your own), and ${bootcamp.phases} bootcamp modules built on this roadmap.`,
    links: [
      { label: `Enrol in ${bootcamp.title}`, href: `${sitePaths.studioRegister}?bootcamp=${bootcamp.id}` },
      { label: 'Ask about this course', href: `${sitePaths.studioContact}?course=${bootcamp.id}` },
      projects,
    ],
  }
}
