import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { parsePhaseHash, parsePhaseParam, phaseSearch } from '~/lib/phase-nav'

export const phaseCardId = (phase: { id: number }) => `phase-${phase.id}`
export const phaseTitleId = (phase: { id: number }) => `phase-${phase.id}-title`

/**
 * The current phase lives in the address (`?phase=<id>`), so a phase can be shared and the server renders it without
 * scripts. Choosing a phase replaces the history entry and keeps the scroll position; `#phase-<id>` also opens a phase.
 * `initialIndex` is the loader's reading of `?phase` for the first render. A switch fetches nothing, unless the page has
 * no content yet (`hasContent` false: the first switch after a document load): then it revalidates the route, whose
 * clientLoader brings the guide's content; `pending` is true meanwhile.
 */
export function useCurrentPhase(
  phases: readonly { id: number }[],
  initialIndex: number,
  { hasContent }: { hasContent: boolean },
) {
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const param = new URLSearchParams(location.search).get('phase')
  const index = param === null ? initialIndex : parsePhaseParam(param, phases)
  const focusAfterChange = useRef(false)
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  const select = useCallback(
    (next: number, options: { focusCard?: boolean; hash?: string } = {}) => {
      focusAfterChange.current = Boolean(options.focusCard)
      navigate(
        { search: phaseSearch(phases[next]!.id, location.search), hash: options.hash ?? '' },
        { replace: true, preventScrollReset: true, defaultShouldRevalidate: !hasContent },
      )
    },
    [navigate, phases, location.search, hasContent],
  )

  // #phase-<id>: the server cannot see fragments, so the phase switches once scripts run, then scrolls into view.
  useEffect(() => {
    const fromHash = parsePhaseHash(location.hash, phases)
    if (fromHash === undefined) return
    if (fromHash !== index) select(fromHash, { hash: location.hash })
    else document.getElementById(phaseCardId(phases[index]!))?.scrollIntoView({ block: 'start' })
  }, [location.hash, index, phases, select])

  // Previous / Next: bring the new card's heading into view and move focus to it.
  useEffect(() => {
    if (!focusAfterChange.current) return
    focusAfterChange.current = false
    document.getElementById(phaseCardId(phases[index]!))?.scrollIntoView({ block: 'start' })
    document.getElementById(phaseTitleId(phases[index]!))?.focus({ preventScroll: true })
  }, [index, phases])

  return { index, select, pending }
}
