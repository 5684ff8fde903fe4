import type { ProjectSummary } from '~/content/studio/schema'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { DifficultyBadge } from './difficulty-badge'
import { TechList } from './tech-list'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

const newTab = <span className="sr-only"> (opens in a new tab)</span>

/** Showcase card: track, difficulty, title, description, technologies, first three features, duration, links. */
export function ProjectCard({
  project,
  detailsHref,
  onOpenDetails,
  eager,
}: {
  project: ProjectSummary
  detailsHref: string
  onOpenDetails: () => void
  /** On the first screen: its image loads with the page instead of after the first layout. */
  eager?: boolean
}) {
  const titleId = `project-${project.id}`
  const forThis = <span className="sr-only"> for {project.title}</span>
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <img
        src={project.image}
        alt=""
        width="640"
        height="360"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full bg-indigo-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{project.track}</p>
          <DifficultyBadge difficulty={project.difficulty} />
        </div>
        <h3 id={titleId} className="mt-3 text-xl font-bold text-slate-900">
          {project.title}
        </h3>
        <p className="mt-2 leading-7 text-slate-600">{project.description}</p>
        <TechList items={project.tech} className="mt-4" />
        <ul aria-label="Key features" className="mt-4 space-y-1.5 text-sm text-slate-700">
          {project.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <Icon name="clock" className="h-4 w-4" />
          <span className="sr-only">Duration: </span>
          {project.duration}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-5">
          <ButtonLink href={project.demoUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Icon name="external-link" className="h-4 w-4" />
            Live Demo{forThis}
            {newTab}
          </ButtonLink>
          <ButtonLink href={project.githubUrl} target="_blank" rel="noopener noreferrer" variant="outline" size="sm">
            <Icon name="code-xml" className="h-4 w-4" />
            Code{forThis}
            {newTab}
          </ButtonLink>
          <DialogTrigger
            href={detailsHref}
            onOpen={onOpenDetails}
            className="ml-auto inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 hover:text-indigo-900"
          >
            View Details{forThis}
          </DialogTrigger>
        </div>
      </div>
    </article>
  )
}
