import { cn } from '~/lib/cn'

// Beginner green, Intermediate yellow, Advanced orange, Expert red, anything else grey (AA contrast shades).
const styles: Record<string, string> = {
  Beginner: 'bg-green-100 text-green-800 ring-green-200',
  Intermediate: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  Advanced: 'bg-orange-100 text-orange-900 ring-orange-200',
  Expert: 'bg-red-100 text-red-800 ring-red-200',
}

export function difficultyStyle(difficulty: string): string {
  return styles[difficulty] ?? 'bg-slate-100 text-slate-800 ring-slate-200'
}

/** A showcase project's difficulty as a coloured badge. */
export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        difficultyStyle(difficulty),
        className,
      )}
    >
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  )
}
