import type { IconName } from '~/lib/icons'
import { cn } from '~/lib/cn'
import sprite from './icons.svg?no-inline'

/**
 * A decorative icon from the site's one sprite (a hashed, immutable asset the browser caches once): pages ship no
 * icon components, and content names icons by `IconName`. Hidden from assistive tech; put the meaning in text.
 * A page served from prerendered or cached HTML carries copies of the symbols it shows and points its icons at them
 * (http/critical-path.ts), so its first paint makes no request for the sprite; icons React renders later use the file.
 */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
    >
      <use href={`${sprite}#icon-${name}`} />
    </svg>
  )
}
