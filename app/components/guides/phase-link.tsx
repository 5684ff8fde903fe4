import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'

interface PhaseLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  phaseId: number
  onSelect: () => void
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A real link to `?phase=<id>#phase-<id>`: without scripts it loads that phase and jumps to its card; with scripts a
 * plain click switches phase in place (modified clicks still open a new tab).
 */
export function PhaseLink({ phaseId, onSelect, ...props }: PhaseLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onSelect()
  }
  return <a href={`?phase=${phaseId}#phase-${phaseId}`} onClick={onClick} {...props} />
}
