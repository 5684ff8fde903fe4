import type { KeyboardEvent, MouseEvent } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/hooks/use-hydrated'

export interface LinkTab {
  id: string
  label: string
  /** Where the tab leads without scripts (a query string the page reads on the server). */
  href: string
}

interface LinkTabsProps {
  label: string
  tabs: LinkTab[]
  selected: string
  /** Id prefix of the tabs; each tab's id is `${idPrefix}-${tab.id}`. */
  idPrefix: string
  panelId: string
  /** With scripts: selects in place. Without it, the link navigates (client-side with scripts, a page load without). */
  onSelect?: (id: string) => void
  className?: string
  tabClassName?: (selected: boolean) => string
}

/**
 * WAI-ARIA tabs whose tabs are links, so they work before and without scripts. Once hydrated: roving tabindex,
 * arrow keys, Home and End move between tabs and select them (automatic activation).
 */
export function LinkTabs({
  label,
  tabs,
  selected,
  idPrefix,
  panelId,
  onSelect,
  className,
  tabClassName,
}: LinkTabsProps) {
  const hydrated = useHydrated()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End']
    if (!keys.includes(event.key)) return
    const current = tabs.findIndex((tab) => tab.id === selected)
    let next = current
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (current + 1) % tabs.length
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (current - 1 + tabs.length) % tabs.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = tabs.length - 1
    event.preventDefault()
    const target = event.currentTarget.querySelector<HTMLAnchorElement>(`#${idPrefix}-${tabs[next]!.id}`)
    target?.focus()
    target?.click()
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (!onSelect) return
    event.preventDefault()
    onSelect(id)
  }

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected
        return (
          <Link
            key={tab.id}
            id={`${idPrefix}-${tab.id}`}
            role="tab"
            to={tab.href}
            replace
            preventScrollReset
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={hydrated && !isSelected ? -1 : undefined}
            onClick={(event) => onClick(event, tab.id)}
            onKeyDown={(event) => {
              if (event.key === ' ') {
                event.preventDefault()
                event.currentTarget.click()
              }
            }}
            className={cn(
              'rounded-lg py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              tabClassName?.(isSelected) ??
                (isSelected
                  ? 'bg-indigo-700 px-4 text-white shadow-sm'
                  : 'bg-white px-4 text-slate-700 ring-1 ring-slate-300 hover:bg-indigo-50 hover:text-indigo-800'),
            )}
          >
            {tab.label}
          </Link>
        )
      })}
    </div>
  )
}
