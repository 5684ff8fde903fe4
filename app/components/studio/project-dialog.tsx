import { Dialog } from '~/components/ui/dialog'
import type { ShowcaseProject } from '~/content/studio/schema'
import { DifficultyBadge } from './difficulty-badge'
import { TechList } from './tech-list'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

/** Showcase details dialog: title, overview, technologies, all features, demo and source links, close. */
export function ProjectDialog({ project, onClose }: { project: ShowcaseProject | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={project !== undefined}
      onClose={onClose}
      labelledBy="project-dialog-title"
      closeLabel="Close project details"
    >
      {project ? (
        <>
          <p className="pr-10 text-xs font-semibold tracking-wide text-indigo-700 uppercase">{project.track}</p>
          <h2 id="project-dialog-title" className="mt-2 pr-10 text-2xl font-bold text-slate-900 sm:text-3xl">
            {project.title}
          </h2>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <DifficultyBadge difficulty={project.difficulty} />
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="h-4 w-4" />
              <span className="sr-only">Duration: </span>
              {project.duration}
            </span>
          </p>
          <img
            src={project.image}
            alt=""
            width="640"
            height="360"
            className="mt-5 aspect-video w-full rounded-xl bg-indigo-50 object-cover"
          />
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Project overview</h3>
          <p className="mt-2 leading-7 text-slate-700">{project.longDescription}</p>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Technologies used</h3>
          <TechList items={project.tech} className="mt-2" />
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Key features</h3>
          <ul className="mt-2 space-y-2 text-slate-700">
            {project.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={project.demoUrl} target="_blank" rel="noopener noreferrer" className="flex-1">
              <Icon name="external-link" className="h-4 w-4" />
              View Live Demo<span className="sr-only"> for {project.title} (opens in a new tab)</span>
            </ButtonLink>
            <ButtonLink
              href={project.githubUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              className="flex-1"
            >
              <Icon name="code-xml" className="h-4 w-4" />
              View Source Code<span className="sr-only"> for {project.title} (opens in a new tab)</span>
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  )
}
