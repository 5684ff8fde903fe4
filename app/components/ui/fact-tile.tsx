import type { ReactNode } from 'react'
import type { IconName } from '~/lib/icons'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

const tones = {
  /** Grey, inside a white card. */
  muted: 'bg-slate-50',
  /** Indigo tint, in a panel that features one item. */
  indigo: 'bg-indigo-50',
  /** White with a hairline ring, on a tinted background. */
  card: 'bg-white shadow-sm ring-1 ring-slate-200',
} as const

const sizes = {
  /** Three abreast in a card: small label, semibold value. */
  sm: { tile: 'rounded-lg p-2.5 text-sm', label: 'gap-1', value: 'mt-0.5 font-semibold', icon: 'h-4 w-4' },
  /** A headline fact: label above a large bold value. */
  lg: {
    tile: 'rounded-xl p-4',
    label: 'gap-2 text-sm font-semibold',
    value: 'mt-1 text-xl font-bold',
    icon: 'h-4 w-4',
  },
} as const

interface FactTileProps {
  label: ReactNode
  value: ReactNode
  icon?: IconName
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  className?: string
}

/** One labelled fact (duration, level, fee…) as a <div> of <dt>/<dd>: place it inside a <dl>. */
export function FactTile({ label, value, icon, tone = 'muted', size = 'sm', className }: FactTileProps) {
  const s = sizes[size]
  return (
    <div className={cn(s.tile, tones[tone], className)}>
      <dt className={cn('flex items-center', s.label, tone === 'indigo' ? 'text-indigo-800' : 'text-slate-600')}>
        {icon ? <Icon name={icon} className={s.icon} /> : null}
        {label}
      </dt>
      <dd className={cn(s.value, 'text-slate-900')}>{value}</dd>
    </div>
  )
}
