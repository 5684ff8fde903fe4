import { samePathNeedsNoReload } from '~/lib/revalidate'
import type { Route } from './+types/studio.project'
import { CtaBand } from '~/components/ui/cta-band'
import { PageHeader } from '~/components/ui/page-header'
import { ProjectShowcase } from '~/components/studio/project-showcase'
import { StatsBand } from '~/components/studio/stats-band'
import { showcaseFilters, showcasePage } from '~/content/studio/pages'
import { showcaseProjects } from '~/content/studio/showcase'
import { studioBandFigures } from '~/content/studio/stats'
import { currentClaims } from '~/server/claims/current.server'
import { projectSummary } from '~/content/studio/schema'
import { pageSeo } from '~/lib/seo'

// Rendered per request through the page cache, keyed with the site-content version: the numbers are the claims staff
// keep with their basis (docs/decisions/022).
export async function loader({ request }: Route.LoaderArgs) {
  // The cards' data for every project, and the full project only for a dialog opened by ?project= (without scripts);
  // with scripts the dialog fetches the showcase's content chunk (ProjectShowcase).
  const open = new URL(request.url).searchParams.get('project')
  return {
    copy: showcasePage,
    filters: showcaseFilters,
    projects: showcaseProjects.map((project) => (project.id === open ? project : projectSummary(project))),
    statistics: studioBandFigures(await currentClaims()),
  }
}

// The filter and the open project live in the query string and change in place with scripts.
export const shouldRevalidate = samePathNeedsNoReload

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('studioProjects', loaderData.copy.seo) : []

export default function Showcase({ loaderData }: Route.ComponentProps) {
  const { copy, filters, projects, statistics } = loaderData
  return (
    <>
      <PageHeader {...copy.hero} />
      <section aria-labelledby="showcase-projects-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="showcase-projects-title" className="sr-only">
          {copy.listTitle}
        </h2>
        <ProjectShowcase
          projects={projects}
          filters={filters}
          filterLabel={copy.filterLabel}
          emptyText={copy.emptyText}
        />
      </section>
      <StatsBand id="showcase-stats" title={copy.stats.title} stats={statistics} />
      <CtaBand id="showcase-cta" {...copy.cta} />
    </>
  )
}
