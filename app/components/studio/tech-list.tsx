import { cn } from '~/lib/cn'

/** Technologies as small chips. */
export function TechList({
  items,
  label = 'Technologies',
  className,
}: {
  items: readonly string[]
  label?: string
  className?: string
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li key={item} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  )
}
