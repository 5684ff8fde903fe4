import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useLocation } from 'react-router'
import { phaseSearch } from '~/lib/phase-nav'

interface PhaseLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  phaseId: number
  onSelect: () => void
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A real link to `?phase=<id>#phase-<id>`, keeping other parameters such as a study plan: without scripts it loads
 * that phase and jumps to its card; with scripts a plain click switches phase in place (modified clicks still open a
 * new tab).
 */
export function PhaseLink({ phaseId, onSelect, ...props }: PhaseLinkProps) {
  const { search } = useLocation()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onSelect()
  }
  return <a href={`${phaseSearch(phaseId, search)}#phase-${phaseId}`} onClick={onClick} {...props} />
}
