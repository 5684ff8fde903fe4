import type { AnchorHTMLAttributes } from 'react'
import { useLocation } from 'react-router'
import { phaseSearch } from '~/lib/phase-nav'

interface PhaseLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  phaseId: number
}

/**
 * A link to `?phase=<id>#phase-<id>`, keeping other parameters such as a study plan: it loads that phase's page and
 * jumps to its card (a guide is read without React, decision 031, so every phase is a page load).
 */
export function PhaseLink({ phaseId, ...props }: PhaseLinkProps) {
  const { search } = useLocation()
  return <a href={`${phaseSearch(phaseId, search)}#phase-${phaseId}`} {...props} />
}
