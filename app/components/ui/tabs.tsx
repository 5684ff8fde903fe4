import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { useHydrated } from './use-hydrated'

export interface TabItem {
  id: string
  label: ReactNode
  /** Where the tab leads without scripts: a query string the page's loader reads, so every tab works without JS. */
  href: string
}

/** The id of a tab, for a panel's aria-labelledby. */
export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`
/** The id of the panel a tab controls: one shared panel, or one per tab when `id` is given. */
export const tabPanelId = (idPrefix: string, id?: string) => (id ? `${idPrefix}-panel-${id}` : `${idPrefix}-panel`)

/**
 * The index of the tab a key moves to from `current` among `count` tabs (wrapping arrows, Home, End), or undefined
 * for any other key.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string
  tabs: readonly TabItem[]
  selected: string
  /** Prefix of the tabs' and panels' ids (see `tabId`, `tabPanelId`). */
  idPrefix: string
  /** 'one': a single panel shows the selected tab's content; 'each': every tab has its own panel. */
  panels?: 'one' | 'each'
  /** With scripts: select in place. Without it, a tab's link navigates (client-side once hydrated). */
  onSelect?: (id: string) => void
  className?: string
  /** Classes of one tab (its shape, padding and colours); the default is the indigo pill. */
  tabClassName?: (selected: boolean) => string
}

/**
 * Link tabs. Before (and without) scripts they are plain links, the current one marked `aria-current`, each leading to
 * the page with that tab chosen. Once hydrated they are WAI-ARIA tabs: one Tab stop (roving tabindex), arrow keys,
 * Home and End move between tabs and select them (automatic activation), Space and Enter choose the focused one.
 */
export function Tabs({
  label,
  tabs,
  selected,
  idPrefix,
  panels = 'one',
  onSelect,
  className,
  tabClassName,
}: TabsProps) {
  const hydrated = useHydrated()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const next = tabAfterKey(
      event.key,
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    )
    if (next === undefined) return
    event.preventDefault()
    const target = document.getElementById(tabId(idPrefix, tabs[next]!.id))
    target?.focus()
    target?.click()
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onSelect(id)
  }

  return (
    <div
      role={hydrated ? 'tablist' : undefined}
      aria-label={label}
      aria-orientation={hydrated ? 'horizontal' : undefined}
      onKeyDown={hydrated ? onKeyDown : undefined}
      className={className}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected
        return (
          <Link
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            to={tab.href}
            replace
            preventScrollReset
            role={hydrated ? 'tab' : undefined}
            aria-selected={hydrated ? isSelected : undefined}
            aria-controls={hydrated ? tabPanelId(idPrefix, panels === 'each' ? tab.id : undefined) : undefined}
            aria-current={!hydrated && isSelected ? 'true' : undefined}
            tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
            onClick={(event) => onClick(event, tab.id)}
            onKeyDown={(event) => {
              if (hydrated && event.key === ' ') {
                event.preventDefault()
                event.currentTarget.click()
              }
            }}
            className={cn(
              'text-sm font-semibold transition-colors',
              tabClassName?.(isSelected) ??
                cn(
                  'rounded-lg px-4 py-2.5 whitespace-nowrap',
                  isSelected
                    ? 'bg-indigo-700 text-white shadow-sm'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-indigo-50 hover:text-indigo-800',
                ),
            )}
          >
            {tab.label}
          </Link>
        )
      })}
    </div>
  )
}

interface TabPanelProps {
  idPrefix: string
  /** The tab that labels this panel (the selected one for a shared panel). */
  tab: string
  /** Give for one-panel-per-tab; leave out for the shared panel. */
  panelFor?: string
  hidden?: boolean
  className?: string
  children: ReactNode
}

/** The panel of `Tabs`: a tabpanel once hydrated; before, a region named by the current tab's link. */
export function TabPanel({ idPrefix, tab, panelFor, hidden, className, children }: TabPanelProps) {
  const hydrated = useHydrated()
  return (
    <div
      id={tabPanelId(idPrefix, panelFor)}
      role={hydrated ? 'tabpanel' : 'region'}
      aria-labelledby={tabId(idPrefix, tab)}
      tabIndex={hydrated ? 0 : undefined}
      hidden={hidden}
      className={className}
    >
      {children}
    </div>
  )
}
