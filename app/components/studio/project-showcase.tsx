import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { ProjectSummary, ShowcaseProject } from '~/content/studio/schema'
import { FilterLinks } from '~/components/ui/filter-links'
import { ProjectCard } from './project-card'
import { ProjectDialog } from './project-dialog'
import { sitePaths } from '~/content/site-routes'
import { deferRender, FIRST_SCREEN_CARDS } from '~/components/ui/defer-render'

const PATH = sitePaths.studioProjects

const loadShowcase = () => import('~/content/studio/showcase').then((module) => module.showcaseProjects)

function showcaseHref(category: string, project?: string): string {
  const query = new URLSearchParams()
  if (category !== 'all') query.set('category', category)
  if (project) query.set('project', project)
  const search = query.toString()
  return search ? `${PATH}?${search}` : PATH
}

interface ProjectShowcaseProps {
  /** Cards' data; a project whose dialog the server rendered open comes in full. */
  projects: (ProjectSummary | ShowcaseProject)[]
  filters: { value: string; label: string }[]
  filterLabel: string
  emptyText: string
}

/**
 * Showcase: the category filter starts at all and filters by equality (?category=, read on the server);
 * View Details opens the dialog (?project= renders it open without scripts).
 */
export function ProjectShowcase({ projects, filters, filterLabel, emptyText }: ProjectShowcaseProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const raw = params.get('category')
  const category = filters.some((f) => f.value === raw) ? raw! : 'all'
  const [openId, setOpenId] = useState<string | null>(() => params.get('project'))
  const [loaded, setLoaded] = useState<readonly ShowcaseProject[]>()
  const full = (id: string | null) =>
    projects.find((p): p is ShowcaseProject => p.id === id && 'longDescription' in p) ??
    loaded?.find((p) => p.id === id)
  const selected = full(openId)
  const shown = category === 'all' ? projects : projects.filter((p) => p.category === category)

  // The dialogs' overview and full feature lists come with the showcase's content chunk, fetched when the visitor
  // points at or focuses the cards; a dialog opens once it is here (or, if it cannot be fetched, as its own page).
  function loadDetails() {
    return loadShowcase().then((list) => {
      setLoaded(list)
      return list
    })
  }
  function prefetch() {
    if (!loaded) loadDetails().catch(() => undefined)
  }
  function openDetails(id: string) {
    if (full(id)) return setOpenId(id)
    loadDetails().then(
      () => setOpenId(id),
      () => window.location.assign(showcaseHref(category, id)),
    )
  }

  function closeDetails() {
    setOpenId(null)
    if (params.has('project')) navigate(showcaseHref(category), { replace: true, preventScrollReset: true })
  }

  return (
    <div>
      <FilterLinks
        label={filterLabel}
        active={category}
        filters={filters.map((f) => ({ id: f.value, label: f.label, href: showcaseHref(f.value) }))}
      />
      <p className="mt-6 text-sm font-medium text-slate-600" aria-live="polite">
        Showing {shown.length} of {projects.length} projects
      </p>
      {shown.length > 0 ? (
        <ul
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-2 xl:grid-cols-3"
        >
          {shown.map((project, index) => (
            <li key={project.id} className={deferRender(index)}>
              <ProjectCard
                project={project}
                detailsHref={showcaseHref(category, project.id)}
                onOpenDetails={() => openDetails(project.id)}
                eager={index < FIRST_SCREEN_CARDS}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-700">{emptyText}</p>
      )}
      <ProjectDialog project={selected} onClose={closeDetails} />
    </div>
  )
}
