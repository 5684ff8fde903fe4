import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'

const variants = {
  /** The one main action of a view. */
  primary: 'bg-indigo-700 text-white shadow-sm hover:bg-indigo-800 disabled:bg-indigo-500',
  /** A second action beside a primary one, on a light background. */
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  /** An indigo-edged second action (the services pages). */
  secondary: 'border border-indigo-300 bg-white text-indigo-800 hover:border-indigo-400 hover:bg-indigo-50',
  /** The main action on a dark or indigo background. */
  bright: 'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300',
  /** A white button on an indigo gradient. */
  light: 'bg-white text-indigo-800 shadow-sm hover:bg-indigo-50',
  /** A second action on a dark or indigo background. */
  ghost: 'border border-white/60 text-white hover:border-white hover:bg-white/10',
  /** An action that deletes or ends something (staff pages, behind a confirmation). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const

const sizes = {
  xs: 'px-3 py-1.5 text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-5 py-3 text-base',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The classes of a button-looking element, for the rare element that is neither `Button` nor `ButtonLink`. */
export function buttonClass({ variant = 'primary', size = 'lg', className }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors',
    sizes[size],
    variants[variant],
    className,
  )
}

type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>

/** A <button> in one of the kit's variants; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

type ButtonLinkProps = ButtonStyle & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link that looks like a button. Site paths (`/…`) navigate client-side; tel:, mailto:, same-page #anchors and
 * other sites stay plain links.
 */
export function ButtonLink({ href, variant, size, className, ...props }: ButtonLinkProps) {
  const cls = buttonClass({ variant, size, className })
  if (href.startsWith('/')) return <Link to={href} className={cls} {...props} />
  return <a href={href} className={cls} {...props} />
}
