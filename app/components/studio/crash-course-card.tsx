import type { CrashCourse } from '~/content/studio/schema'
import { PriceTag } from './price-tag'
import { plainFee } from '~/lib/batch-fee'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

/** Crash course card: title, price, duration, category, description, topics and an Enroll link. */
export function CrashCourseCard({
  course,
  categoryLabel,
  enrollHref,
  headingLevel = 3,
}: {
  course: CrashCourse
  categoryLabel: string
  enrollHref: string
  headingLevel?: 3 | 4
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const titleId = `crash-${course.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-800">
          {categoryLabel}
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-600">
          <Icon name="clock" className="h-4 w-4" />
          <span className="sr-only">Duration: </span>
          {course.duration}
        </span>
      </div>
      <Heading id={titleId} className="mt-3 text-lg font-bold text-slate-900">
        {course.title}
      </Heading>
      <p className="mt-2 text-sm leading-6 text-slate-600">{course.description}</p>
      <ul aria-label="Topics" className="mt-4 space-y-1.5 text-sm text-slate-700">
        {course.topics.map((topic) => (
          <li key={topic} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {topic}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <PriceTag fee={plainFee(course.price)} />
        <ButtonLink href={enrollHref} size="sm">
          Enroll<span className="sr-only"> in {course.title}</span>
          <Icon name="arrow-right" className="h-4 w-4" />
        </ButtonLink>
      </div>
    </article>
  )
}
