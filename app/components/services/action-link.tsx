import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'

const variants = {
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800',
  secondary: 'border border-indigo-300 bg-white text-indigo-800 hover:border-indigo-400 hover:bg-indigo-50',
  /** On dark backgrounds. */
  bright: 'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300',
  ghost: 'border border-white/40 text-white hover:border-white hover:bg-white/10',
} as const

interface ActionLinkProps {
  href: string
  children: ReactNode
  variant?: keyof typeof variants
  size?: 'md' | 'lg'
  className?: string
}

/** A link styled as a button. Site paths navigate client-side; tel: and same-page #anchors stay plain links. */
export function ActionLink({ href, children, variant = 'primary', size = 'md', className }: ActionLinkProps) {
  const cls = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2.5 text-sm',
    variants[variant],
    className,
  )
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={cls}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={cls}>
      {children}
    </a>
  )
}
