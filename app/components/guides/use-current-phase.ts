import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { parsePhaseHash, parsePhaseParam, phaseSearch } from '~/lib/phase-nav'

export const phaseCardId = (phase: { id: number }) => `phase-${phase.id}`
export const phaseTitleId = (phase: { id: number }) => `phase-${phase.id}-title`

/**
 * The current phase lives in the address (`?phase=<id>`), so a phase can be shared and the server renders it without
 * scripts. Choosing a phase replaces the history entry and keeps the scroll position; `#phase-<id>` also opens a phase.
 * `initialIndex` is the loader's reading of `?phase` for the first render. `ready` is true when the phases' content
 * is in the browser, or else fetches it: the switch waits for it (`pending` meanwhile), and if it cannot be fetched
 * the phase's own page loads instead, which works without it.
 */
export function useCurrentPhase(
  phases: readonly { id: number }[],
  initialIndex: number,
  ready: () => true | Promise<unknown>,
) {
  const location = useLocation()
  const navigate = useNavigate()
  const param = new URLSearchParams(location.search).get('phase')
  const index = param === null ? initialIndex : parsePhaseParam(param, phases)
  const focusAfterChange = useRef(false)
  const [pending, setPending] = useState(false)

  const select = useCallback(
    (next: number, options: { focusCard?: boolean; hash?: string } = {}) => {
      const search = phaseSearch(phases[next]!.id, location.search)
      const hash = options.hash ?? ''
      const go = () => {
        focusAfterChange.current = Boolean(options.focusCard)
        navigate({ search, hash }, { replace: true, preventScrollReset: true })
      }
      const content = ready()
      if (content === true) return go()
      setPending(true)
      content
        .then(go, () => window.location.assign(`${search}${hash || `#${phaseCardId(phases[next]!)}`}`))
        .finally(() => setPending(false))
    },
    [navigate, phases, location.search, ready],
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
